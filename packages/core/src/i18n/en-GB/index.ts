import { apiActivity } from './api-activity.ts'
import { apiAgentApps } from './api-agent-apps.ts'
import { apiAgents } from './api-agents.ts'
import { apiCalls } from './api-calls.ts'
import { apiChat } from './api-chat.ts'
import { apiFiles } from './api-files.ts'
import { apiListings } from './api-listings.ts'
import { apiMap } from './api-map.ts'
import { apiPrecons } from './api-precons.ts'
import { apiRentals } from './api-rentals.ts'
import { apiSchools } from './api-schools.ts'
import { apiShares } from './api-shares.ts'
import { apiShowings } from './api-showings.ts'
import { auth } from './auth.ts'
import { chat } from './chat.ts'
import { common } from './common.ts'
import { errors } from './errors.ts'
import { routes } from './routes.ts'
import { uiAccount } from './ui-account.ts'
import { uiAgentApps } from './ui-agent-apps.ts'
import { uiAgents } from './ui-agents.ts'
import { uiCalls } from './ui-calls.ts'
import { uiChat } from './ui-chat.ts'
import { uiCompare } from './ui-compare.ts'
import { uiContracts } from './ui-contracts.ts'
import { uiFaq } from './ui-faq.ts'
import { uiFavourites } from './ui-favourites.ts'
import { uiFeedback } from './ui-feedback.ts'
import { uiHome } from './ui-home.ts'
import { uiLegal } from './ui-legal.ts'
import { uiListingScreens } from './ui-listing-screens.ts'
import { uiListings } from './ui-listings.ts'
import { uiMap } from './ui-map.ts'
import { uiMortgage } from './ui-mortgage.ts'
import { uiNotices } from './ui-notices.ts'
import { uiPhonePreview } from './ui-phone-preview.ts'
import { uiPrecons } from './ui-precons.ts'
import { uiProfile } from './ui-profile.ts'
import { uiRentals } from './ui-rentals.ts'
import { uiSchools } from './ui-schools.ts'
import { uiShell } from './ui-shell.ts'
import { uiShowings } from './ui-showings.ts'
import { validation } from './validation.ts'

export const enGB = {
  ...common,
  ...chat,
  ...apiChat,
  ...errors,
  ...auth,
  ...routes,
  ...uiShell,
  ...uiCompare,
  ...uiHome,
  ...uiLegal,
  ...uiAccount,
  ...uiMortgage,
  ...uiListings,
  ...uiListingScreens,
  ...apiListings,
  ...apiMap,
  ...uiMap,
  ...apiPrecons,
  ...uiPrecons,
  ...apiSchools,
  ...uiSchools,
  ...apiAgents,
  ...uiAgents,
  ...apiFiles,
  ...uiFeedback,
  ...uiFaq,
  ...uiNotices,
  ...uiPhonePreview,
  ...uiFavourites,
  ...uiProfile,
  ...uiContracts,
  ...apiShowings,
  ...uiShowings,
  ...uiChat,
  ...apiRentals,
  ...uiRentals,
  ...validation,
  ...apiCalls,
  ...uiCalls,
  ...apiAgentApps,
  ...apiActivity,
  ...apiShares,
  ...uiAgentApps,
} as const
