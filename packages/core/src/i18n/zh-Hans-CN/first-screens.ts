import type { enGBFirstScreens } from '../en-GB/first-screens.ts'
import { apiListings } from './api-listings.ts'
import { apiMap } from './api-map.ts'
import { apiPrecons } from './api-precons.ts'
import { apiRentals } from './api-rentals.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { routes } from './routes.ts'
import { uiAccount } from './ui-account.ts'
import { uiAgentApps } from './ui-agent-apps.ts'
import { uiCalls } from './ui-calls.ts'
import { uiChat } from './ui-chat.ts'
import { uiCompare } from './ui-compare.ts'
import { uiFavourites } from './ui-favourites.ts'
import { uiHome } from './ui-home.ts'
import { uiListingScreens } from './ui-listing-screens.ts'
import { uiListings } from './ui-listings.ts'
import { uiMap } from './ui-map.ts'
import { uiPrecons } from './ui-precons.ts'
import { uiRentals } from './ui-rentals.ts'
import { uiSchools } from './ui-schools.ts'
import { uiShell } from './ui-shell.ts'
import { uiShowings } from './ui-showings.ts'

/**
 * The messages the first screens show (the home, listing, pre-construction, school and map screens, the shell around
 * them and what the app's start draws): the browser loads these with the page, and the rest (later.ts) as the app
 * starts, so a first screen's scripts carry only what it shows.
 */
export const zhHansCNFirstScreens: Record<keyof typeof enGBFirstScreens, string> = {
  ...common,
  ...errors,
  ...routes,
  ...uiShell,
  ...uiCompare,
  ...uiHome,
  ...uiAccount,
  ...uiListings,
  ...uiListingScreens,
  ...apiListings,
  ...apiMap,
  ...uiMap,
  ...apiPrecons,
  ...uiPrecons,
  ...uiSchools,
  ...uiFavourites,
  ...uiShowings,
  ...uiChat,
  ...apiRentals,
  ...uiRentals,
  ...uiCalls,
  ...uiAgentApps,
}
