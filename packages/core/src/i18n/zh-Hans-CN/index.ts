import type { enGB } from '../en-GB/index.ts'
import { apiListings } from './api-listings.ts'
import { auth } from './auth.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { routes } from './routes.ts'
import { uiAccount } from './ui-account.ts'
import { uiHome } from './ui-home.ts'
import { uiLegal } from './ui-legal.ts'
import { uiListingScreens } from './ui-listing-screens.ts'
import { uiListings } from './ui-listings.ts'
import { uiMortgage } from './ui-mortgage.ts'
import { uiScreens } from './ui-screens.ts'
import { uiShell } from './ui-shell.ts'

export const zhHansCN: Record<keyof typeof enGB, string> = {
  ...common,
  ...errors,
  ...auth,
  ...routes,
  ...uiShell,
  ...uiHome,
  ...uiScreens,
  ...uiLegal,
  ...uiAccount,
  ...uiMortgage,
  ...uiListings,
  ...uiListingScreens,
  ...apiListings,
}
