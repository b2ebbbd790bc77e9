/** Listing screens: home tabs, search, filter sheet, list, detail tabs, share pages, browsing history. */
export const uiListingScreens = {
  'ui-listing-screens.placeholder': 'ui-listing-screens',
} as const
