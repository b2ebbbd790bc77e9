/** Listing texts: search, filters, list and detail screens, status and market lines, history, VOW terms. */
export const uiListings = {
  'listing.validation.window': 'this time window does not apply to that status',
  'listing.validation.range': 'the lower bound is above the upper bound',
} as const
