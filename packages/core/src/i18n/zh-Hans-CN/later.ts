import type { enGBLater } from '../en-GB/later.ts'
import { apiActivity } from './api-activity.ts'
import { apiAgentApps } from './api-agent-apps.ts'
import { apiAgents } from './api-agents.ts'
import { apiBasemap } from './api-basemap.ts'
import { apiCalls } from './api-calls.ts'
import { apiChat } from './api-chat.ts'
import { apiFiles } from './api-files.ts'
import { apiSchools } from './api-schools.ts'
import { apiShares } from './api-shares.ts'
import { apiShowings } from './api-showings.ts'
import { auth } from './auth.ts'
import { buildings } from './buildings.ts'
import { chat } from './chat.ts'
import { contractSigning } from './contract-signing.ts'
import { leads } from './leads.ts'
import { leaseTerms } from './lease-terms.ts'
import { preconRegistrations } from './precon-registrations.ts'
import { savedSearches } from './saved-searches.ts'
import { signInPrompts } from './sign-in-prompts.ts'
import { themeColours } from './theme-colours.ts'
import { uiAgents } from './ui-agents.ts'
import { uiAppLanguage } from './ui-app-language.ts'
import { uiContracts } from './ui-contracts.ts'
import { uiFaq } from './ui-faq.ts'
import { uiFeedback } from './ui-feedback.ts'
import { uiLegal } from './ui-legal.ts'
import { uiListingInsights } from './ui-listing-insights.ts'
import { uiMortgage } from './ui-mortgage.ts'
import { uiNotices } from './ui-notices.ts'
import { uiPhonePreview } from './ui-phone-preview.ts'
import { uiProfile } from './ui-profile.ts'
import { uiSavedSearches } from './ui-saved-searches.ts'
import { validation } from './validation.ts'

/** The messages only later screens show (chat, mortgage, contracts, account, agents, forms' checks): loaded as the app starts. */
export const zhHansCNLater: Record<keyof typeof enGBLater, string> = {
  ...uiAppLanguage,
  ...chat,
  ...savedSearches,
  ...preconRegistrations,
  ...leads,
  ...themeColours,
  ...uiSavedSearches,
  ...buildings,
  ...apiChat,
  ...auth,
  ...uiLegal,
  ...uiMortgage,
  ...apiSchools,
  ...apiAgents,
  ...uiAgents,
  ...apiFiles,
  ...uiFeedback,
  ...uiFaq,
  ...uiListingInsights,
  ...uiNotices,
  ...uiPhonePreview,
  ...uiProfile,
  ...signInPrompts,
  ...uiContracts,
  ...contractSigning,
  ...leaseTerms,
  ...apiShowings,
  ...validation,
  ...apiCalls,
  ...apiAgentApps,
  ...apiActivity,
  ...apiShares,
  ...apiBasemap,
}
