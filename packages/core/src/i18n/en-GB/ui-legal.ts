/** Web app texts: About MapleNest, and the user agreement (terms of use and privacy summary). */
export const uiLegal = {
  'ui.about.intro':
    'MapleNest helps you find a home in Toronto and Vancouver: condos and houses for sale or for rent, pre-construction projects, schools, and the agents who know each neighbourhood.',
  'ui.about.who.heading': 'Who it is for',
  'ui.about.who.body':
    'Home buyers, renters and international students — many of them Chinese-speaking — and the licensed agents who serve them. Every screen works in British English and in Simplified Chinese.',
  'ui.about.what.heading': 'What you can do',
  'ui.about.what.body':
    'Search on a map, compare schools, estimate a mortgage, save favourites and book viewings. Students can post what they are looking for and reserve rooms. Agents get their own branded app to share listings with their clients.',
  'ui.about.data.heading': 'Where the listings come from',
  'ui.about.data.body':
    'Listing information is supplied by the local real estate boards and their members, and is shown for your personal, non-commercial use. Always confirm the details with a licensed agent before you decide.',
  'ui.about.contact.heading': 'Talk to us',
  'ui.about.contact.body':
    'Questions or ideas? Send us feedback from your account — we read every message and reply in the app.',
  'ui.about.feedback': 'Send feedback',
  'ui.about.readAgreement': 'Read the user agreement',
  'ui.agreement.updated': 'Last updated {{date}}',
  'ui.agreement.intro':
    'These terms apply when you use MapleNest on the web or as an installed app. By using MapleNest you accept them. Please read them together with the privacy summary below.',
  'ui.agreement.terms.heading': 'Terms of use',
  'ui.agreement.service.heading': '1. The service',
  'ui.agreement.service.body':
    'MapleNest is an information service for finding homes in Toronto and Vancouver. We are not a real estate brokerage and do not act for you in a transaction. The agents you contact through MapleNest are independent licensed professionals.',
  'ui.agreement.account.heading': '2. Your account',
  'ui.agreement.account.body':
    'You can browse as a guest. To save favourites, book viewings or share listings you need an account. Keep your sign-in details to yourself and tell us if you think someone else has used your account. You must be of the age of majority where you live, or use MapleNest with a parent’s or guardian’s permission.',
  'ui.agreement.listings.heading': '3. Listing data',
  'ui.agreement.listings.body':
    'Listing data is supplied by the real estate boards and their members, and the board that supplies it owns it. It is provided for your personal, non-commercial use only, to identify homes you may want to buy or rent. You may not copy, redistribute, republish or use it for any commercial purpose.',
  'ui.agreement.accuracy.body':
    'The information is believed to be reliable but its accuracy is not guaranteed. Sizes, taxes, fees and dates can change; confirm them with a licensed agent before you make an offer or sign a lease. Prices of sold and leased homes are shown only to signed-in users, as board rules require.',
  'ui.agreement.trademarks.body':
    'MLS®, Multiple Listing Service® and the associated logos are trademarks of The Canadian Real Estate Association (CREA) and identify its licensed members.',
  'ui.agreement.use.heading': '4. Fair use',
  'ui.agreement.use.body':
    'Do not scrape, resell or automate access to MapleNest, post false or unlawful content, or harass agents, landlords or other users. Never pay a deposit for a rental you have not viewed, in person or by live video.',
  'ui.agreement.estimates.heading': '5. Estimates and the AI assistant',
  'ui.agreement.estimates.body':
    'Mortgage calculations, currency conversions and answers from the AI assistant are estimates for information only. They are not financial, legal or tax advice.',
  'ui.agreement.liability.heading': '6. Liability',
  'ui.agreement.liability.body':
    'MapleNest is provided as it is. As far as the law allows, we are not liable for losses caused by relying on listing information or estimates, or by your dealings with agents, landlords or other third parties.',
  'ui.agreement.changes.heading': '7. Changes and governing law',
  'ui.agreement.changes.body':
    'We may update these terms. We will tell you in the app before a significant change takes effect. These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there.',
  'ui.agreement.privacy.heading': 'Privacy summary',
  'ui.agreement.privacy.law':
    'We handle personal information under the Personal Information Protection and Electronic Documents Act (PIPEDA) and the provincial privacy laws that apply.',
  'ui.agreement.privacy.collect':
    'What we collect: your name, e-mail address, phone number and profile photo; the homes you view, save or book; your appointment and feedback messages; information about your device; and your location, only if you allow it.',
  'ui.agreement.privacy.why':
    'Why: to run your account, show you relevant homes, connect you with the agent you choose, send the notices you ask for and keep the service secure. We do not sell your personal information.',
  'ui.agreement.privacy.share':
    'Who sees it: when you book a viewing or contact an agent, that agent receives the details you give. Companies that host our systems process data for us under contract; some of them may store it outside Canada.',
  'ui.agreement.privacy.agentApp':
    'Agents’ own apps: when you open an agent’s app (from their QR code, link or web address) you become that agent’s client, and that agent sees your activity in their app — the homes you view, save, share and book, your searches and when you use the app — and may be alerted about it (for example, when you view a home three times). No other agent sees it. You are asked before you change agent.',
  'ui.agreement.privacy.rights':
    'Your choices: you can see and correct your information in your account, withdraw consent to optional uses, and cancel your account at any time.',
  'ui.agreement.privacy.retention':
    'How long: after you cancel your account we keep records of your appointments, transactions and consents for three years, then delete or anonymise them.',
  'ui.agreement.privacy.contact':
    'Questions or complaints: send us feedback from your account. You can also contact the Office of the Privacy Commissioner of Canada.',
} as const
