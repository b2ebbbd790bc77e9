import type { uiListingScreens as en } from '../en-GB/ui-listing-screens.ts'

export const uiListingScreens: Record<keyof typeof en, string> = {
  'ui-listing-screens.placeholder': 'ui-listing-screens',
}
