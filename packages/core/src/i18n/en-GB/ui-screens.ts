/** Web app texts: what each screen is for, shown while it has nothing to list (empty states). */
export const uiScreens = {
  'ui.screen.map.emptyTitle': 'No homes on the map yet',
  'ui.screen.map.emptyDescription':
    'Homes for sale and rent in Toronto and Vancouver appear here as pins you can tap. There are none to show yet.',
  'ui.screen.collect.emptyTitle': 'No favourites yet',
  'ui.screen.collect.emptyDescription': 'Tap the heart on a home, project or school to keep it here.',
  'ui.screen.search.emptyTitle': 'Nothing to show yet',
  'ui.screen.search.emptyDescription':
    'Search by address, neighbourhood, listing number or school name. There are no results to show yet.',
  'ui.screen.sale-list.emptyTitle': 'No condos for sale to show',
  'ui.screen.sale-list.emptyDescription':
    'Toronto condos listed for sale appear here, newest first. There are none to show yet.',
  'ui.screen.sale-house-list.emptyTitle': 'No houses for sale to show',
  'ui.screen.sale-house-list.emptyDescription':
    'Toronto houses and townhouses listed for sale appear here, newest first. There are none to show yet.',
  'ui.screen.condo-detail.emptyTitle': 'No listing details to show',
  'ui.screen.condo-detail.emptyDescription':
    'This page shows a condo’s price, rooms, building, surroundings and history. There are no details to show yet.',
  'ui.screen.res-detail.emptyTitle': 'No listing details to show',
  'ui.screen.res-detail.emptyDescription':
    'This page shows a house’s price, rooms, lot, surroundings and history. There are no details to show yet.',
  'ui.screen.lease-list.emptyTitle': 'No condos for rent to show',
  'ui.screen.lease-list.emptyDescription':
    'Toronto condos listed for rent appear here, newest first. There are none to show yet.',
  'ui.screen.lease-house-list.emptyTitle': 'No houses for rent to show',
  'ui.screen.lease-house-list.emptyDescription':
    'Toronto houses and townhouses listed for rent appear here, newest first. There are none to show yet.',
  'ui.screen.lease-condo-detail.emptyTitle': 'No rental details to show',
  'ui.screen.lease-condo-detail.emptyDescription':
    'This page shows a condo’s rent, rooms, building, what is included and its surroundings. There are no details to show yet.',
  'ui.screen.lease-res-detail.emptyTitle': 'No rental details to show',
  'ui.screen.lease-res-detail.emptyDescription':
    'This page shows a house’s rent, rooms, what is included and its surroundings. There are no details to show yet.',
  'ui.screen.sale-list-share.emptyTitle': 'No shared homes to show',
  'ui.screen.sale-list-share.emptyDescription':
    'Homes an agent shares with you appear on this page. This link has nothing to show yet.',
  'ui.screen.condo-detail-share.emptyTitle': 'No shared condo to show',
  'ui.screen.condo-detail-share.emptyDescription':
    'A condo an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.res-detail-share.emptyTitle': 'No shared house to show',
  'ui.screen.res-detail-share.emptyDescription':
    'A house an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.lease-list-share.emptyTitle': 'No shared rentals to show',
  'ui.screen.lease-list-share.emptyDescription':
    'Rentals an agent shares with you appear on this page. This link has nothing to show yet.',
  'ui.screen.lease-condo-detail-share.emptyTitle': 'No shared rental to show',
  'ui.screen.lease-condo-detail-share.emptyDescription':
    'A condo for rent that an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.lease-res-detail-share.emptyTitle': 'No shared rental to show',
  'ui.screen.lease-res-detail-share.emptyDescription':
    'A house for rent that an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.van-detail.emptyTitle': 'No listing details to show',
  'ui.screen.van-detail.emptyDescription':
    'This page shows a Vancouver home’s outline, details and rooms. There are no details to show yet.',
  'ui.screen.van-detail-share.emptyTitle': 'No shared home to show',
  'ui.screen.van-detail-share.emptyDescription':
    'A Vancouver home an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.precons-list.emptyTitle': 'No projects to show',
  'ui.screen.precons-list.emptyDescription':
    'New-build condos and towns sold before completion appear here, with prices, deposits and occupancy dates. There are none to show yet.',
  'ui.screen.precons-detail.emptyTitle': 'No project details to show',
  'ui.screen.precons-detail.emptyDescription':
    'This page shows a project’s details, summary, events, featured terms and assignment terms. There are no details to show yet.',
  'ui.screen.layout-detail.emptyTitle': 'No floor plan to show',
  'ui.screen.layout-detail.emptyDescription':
    'This page shows one floor plan of a project: bedrooms, size, exposure and price. There is nothing to show yet.',
  'ui.screen.builder-detail.emptyTitle': 'No builder details to show',
  'ui.screen.builder-detail.emptyDescription':
    'This page shows a builder’s profile and their projects. There are no details to show yet.',
  'ui.screen.precons-detail-share.emptyTitle': 'No shared project to show',
  'ui.screen.precons-detail-share.emptyDescription':
    'A pre-construction project an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.builde-detail-share.emptyTitle': 'No shared builder to show',
  'ui.screen.builde-detail-share.emptyDescription':
    'A builder an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.precons-list-share.emptyTitle': 'No shared projects to show',
  'ui.screen.precons-list-share.emptyDescription':
    'Pre-construction projects an agent shares with you appear on this page. This link has nothing to show yet.',
  'ui.screen.layout-detail-share.emptyTitle': 'No shared floor plan to show',
  'ui.screen.layout-detail-share.emptyDescription':
    'A floor plan an agent shares with you appears on this page. This link has nothing to show yet.',
  'ui.screen.school-list.emptyTitle': 'No school data',
  'ui.screen.school-list.emptyDescription':
    'Elementary and secondary schools appear here with their Fraser ranking and EQAO results. There are none to show yet.',
  'ui.screen.school-detail.emptyTitle': 'No school data',
  'ui.screen.school-detail.emptyDescription':
    'This page shows a school’s summary, Fraser ranking and EQAO results. There are no details to show yet.',
  'ui.screen.university.emptyTitle': 'No universities to show',
  'ui.screen.university.emptyDescription':
    'Universities and colleges in Toronto and Vancouver appear here, so students can look for homes nearby. There are none to show yet.',
  'ui.screen.agent-list.emptyTitle': 'No agents',
  'ui.screen.agent-list.emptyDescription':
    'Licensed agents who speak your language appear here, with their ratings and transactions. There are none to show yet.',
  'ui.screen.agent-detail.emptyTitle': 'No agent details to show',
  'ui.screen.agent-detail.emptyDescription':
    'This page shows an agent’s profile, languages, service cities and contact details. There are no details to show yet.',
  'ui.screen.agent-settlement.emptyTitle': 'Applications are not open yet',
  'ui.screen.agent-settlement.emptyDescription':
    'Licensed agents apply here for their own branded MapleNest app. The application form is not available yet.',
  'ui.screen.direct-list.emptyTitle': 'No direct listings to show',
  'ui.screen.direct-list.emptyDescription':
    'Homes listed directly with MapleNest appear here. There are none to show yet.',
  'ui.screen.publishrental.emptyTitle': 'The form is not available yet',
  'ui.screen.publishrental.emptyDescription':
    'Students describe their budget, dates and preferences here so landlords and agents can reply. The form is not available yet.',
  'ui.screen.collect-share.emptyTitle': 'No shared favourites to show',
  'ui.screen.collect-share.emptyDescription':
    'Favourites someone shares with you appear on this page. This link has nothing to show yet.',
  'ui.screen.map-detail.emptyTitle': 'No listing details to show',
  'ui.screen.map-detail.emptyDescription':
    'A home you pick on the map is shown here. There are no details to show yet.',
  'ui.screen.map-school.emptyTitle': 'No schools on the map yet',
  'ui.screen.map-school.emptyDescription':
    'Schools and their catchment areas appear here on the map. There are none to show yet.',
  'ui.screen.map-chat.emptyTitle': 'No conversation yet',
  'ui.screen.map-chat.emptyDescription':
    'Ask about the area on the map — transit, schools, prices — and the answers appear here.',
  'ui.screen.chatmap.emptyTitle': 'No conversation yet',
  'ui.screen.chatmap.emptyDescription':
    'Describe the home you want and matching homes appear on the map beside the conversation.',
  'ui.screen.ai.emptyTitle': 'No conversation yet',
  'ui.screen.ai.emptyDescription':
    'Describe the home you are looking for in English or Chinese and get matching listings, schools and mortgage estimates.',
  'ui.screen.chat.emptyTitle': 'No conversation yet',
  'ui.screen.chat.emptyDescription':
    'Ask about homes, neighbourhoods, schools or mortgages in English or Chinese. Your conversation appears here.',
  'ui.screen.chat-sessions.emptyTitle': 'No conversations yet',
  'ui.screen.chat-sessions.emptyDescription': 'Your earlier conversations with the AI assistant are kept here.',
  'ui.screen.my-appt.emptyTitle': 'No appointments yet',
  'ui.screen.my-appt.emptyDescription':
    'You have not booked a viewing yet. Book one from any listing and it appears here.',
  'ui.screen.appt-detail.emptyTitle': 'No appointment to show',
  'ui.screen.appt-detail.emptyDescription':
    'Open an appointment from My appointments to see its time, home and status.',
  'ui.screen.contract-list.emptyTitle': 'No contract',
  'ui.screen.contract-list.emptyDescription':
    'Lease contracts shared with you appear here, with their PDFs and key dates.',
  'ui.screen.contract-detail.emptyTitle': 'No contract to show',
  'ui.screen.contract-detail.emptyDescription':
    'Open a contract from Contracts to see its documents, dates and contacts.',
  'ui.screen.calculate-result.emptyTitle': 'No calculation yet',
  'ui.screen.calculate-result.emptyDescription':
    'After a calculation, the monthly payment, total loan, total interest and repayment schedule appear here.',
  'ui.screen.faq-list.emptyTitle': 'No questions yet',
  'ui.screen.faq-list.emptyDescription':
    'Answers to common questions about buying, renting and using MapleNest appear here.',
  'ui.screen.faq-detail.emptyTitle': 'No answer to show',
  'ui.screen.faq-detail.emptyDescription': 'Open a question from the FAQ to read its answer.',
  'ui.screen.feedback-list.emptyTitle': 'No feedback yet',
  'ui.screen.feedback-list.emptyDescription': 'Suggestions and bug reports you send us appear here, with our replies.',
  'ui.screen.feedback.emptyTitle': 'The form is not available yet',
  'ui.screen.feedback.emptyDescription':
    'Send us a suggestion, a bug report or a business enquiry, with up to nine pictures. The form is not available yet.',
  'ui.screen.feedback-detail.emptyTitle': 'No feedback to show',
  'ui.screen.feedback-detail.emptyDescription': 'Open an item from My feedback to read it and our reply.',
  'ui.screen.browse-list.emptyTitle': 'No browsing history',
  'ui.screen.browse-list.emptyDescription': 'Homes you open are kept here so you can find them again.',
  'ui.screen.info-account.emptyTitle': 'Nothing to show yet',
  'ui.screen.info-account.emptyDescription': 'Your sign-in email, phone number and password are managed here.',
  'ui.screen.info-edit.emptyTitle': 'Nothing to show yet',
  'ui.screen.info-edit.emptyDescription': 'Change your name, email, phone number and other profile details here.',
  'ui.screen.info-avatar.emptyTitle': 'No profile photo yet',
  'ui.screen.info-avatar.emptyDescription': 'Choose a photo that agents see next to your name.',
  'ui.screen.info-account-remind.emptyTitle': 'Nothing to show yet',
  'ui.screen.info-account-remind.emptyDescription':
    'Before you cancel, this page explains what happens to your favourites, appointments and records.',
  'ui.screen.info-account-applyfor.emptyTitle': 'Nothing to show yet',
  'ui.screen.info-account-applyfor.emptyDescription': 'Choose a reason and submit your request to cancel this account.',
  'ui.screen.info-account-agreement.emptyTitle': 'Nothing to show yet',
  'ui.screen.info-account-agreement.emptyDescription':
    'The account cancellation notice appears here. We keep records for three years after an account is cancelled.',
  'ui.screen.user-list.emptyTitle': 'No users yet',
  'ui.screen.user-list.emptyDescription': 'People who use your agent app appear here, with their activity.',
  'ui.screen.user-list-active.emptyTitle': 'No active users yet',
  'ui.screen.user-list-active.emptyDescription':
    'Your most active users this week, month, quarter or year appear here.',
  'ui.screen.user-list-details.emptyTitle': 'No user to show',
  'ui.screen.user-list-details.emptyDescription': 'Open a user from My users to see their profile and activity.',
  'ui.screen.appconfig.emptyTitle': 'No app settings yet',
  'ui.screen.appconfig.emptyDescription': 'Set the name, icon and logo of your own agent app here.',
  'ui.screen.myqrcode.emptyTitle': 'No QR code yet',
  'ui.screen.myqrcode.emptyDescription': 'A QR code that opens your agent app appears here, ready to share.',
  'ui.screen.qrcode.emptyTitle': 'No QR code to show',
  'ui.screen.qrcode.emptyDescription': 'Scan a QR code shown here to open MapleNest on another phone.',
  'ui.screen.qrcodeh5.emptyTitle': 'No QR code to show',
  'ui.screen.qrcodeh5.emptyDescription': 'Scan a QR code shown here to open the web version of this app.',
  'ui.screen.applewebview.emptyTitle': 'Sign in with Apple is not available',
  'ui.screen.applewebview.emptyDescription':
    'This page completes signing in with your Apple ID. It is not available yet.',
  'ui.screen.app-log-list.emptyTitle': 'No activity yet',
  'ui.screen.app-log-list.emptyDescription': 'Pages opened in the app are listed here, newest first.',
  'ui.screen.subscribe-index.emptyTitle': 'No plans to show yet',
  'ui.screen.subscribe-index.emptyDescription':
    'Agents get their own branded MapleNest app here, with its name, icon and QR code. There are no plans to show yet.',
  'ui.screen.sublogin.emptyTitle': 'Agent sign-in is not available yet',
  'ui.screen.sublogin.emptyDescription': 'Agents sign in here to manage their own app.',
  'ui.screen.subregister.emptyTitle': 'Agent registration is not available yet',
  'ui.screen.subregister.emptyDescription': 'Agents register here before subscribing to their own app.',
  'ui.screen.subscribe-avatar.emptyTitle': 'No app icon yet',
  'ui.screen.subscribe-avatar.emptyDescription': 'Upload the photo and icon your clients see in your app.',
  'ui.screen.subscribe-order.emptyTitle': 'No orders yet',
  'ui.screen.subscribe-order.emptyDescription': 'Subscriptions you buy for your agent app appear here.',
  'ui.screen.subagent-settlement.emptyTitle': 'Nothing to show yet',
  'ui.screen.subagent-settlement.emptyDescription':
    'Fill in your licence, languages and service area here to set up your agent profile.',
  'ui.screen.install-guide.emptyTitle': 'Nothing to show yet',
  'ui.screen.install-guide.emptyDescription':
    'Step-by-step help for installing your agent app on iPhone and Android appears here.',
  'ui.screen.subscribe-dashboard.emptyTitle': 'No data yet',
  'ui.screen.subscribe-dashboard.emptyDescription': 'Your app’s users, appointments and activity are summarised here.',
} as const
