/** Listing API messages: not found, cursor, VOW terms of use, exchange rates. */
export const apiListings = {
  'api-listings.placeholder': 'api-listings',
} as const
