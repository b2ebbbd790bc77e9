/** Listing API messages: not found, cursor, places searched by, VOW terms of use, exchange rates, browsing history, share previews. */
export const apiListings = {
  'listing.api.notFound': 'Listing not found',
  'listing.api.cursor': 'The value of {{field}} belongs to another search. Start again from the first page.',
  'listing.api.mlNum': 'The value of {{field}} is not a listing number',
  'listing.api.municipality': 'The value of {{field}} is not a municipality we cover in the region searched',
  'listing.api.district': 'The value of {{field}} is not a district of the city searched',
  'listing.api.neighbourhood': 'The value of {{field}} is not a neighbourhood of the city searched',
  'listing.api.station': 'The value of {{field}} is not a rapid-transit station of the city searched',
  'listing.api.campus': 'The value of {{field}} is not a campus we know in the city searched',
  'listing.api.postal': 'The value of {{field}} is not the start of a Canadian postal code, such as M2N',
  'listing.share.title': '{{beds}} bd {{kind}} · {{address}}, {{city}} · {{price}}',
  'listing.share.titleLease': '{{beds}} bd {{kind}} for lease · {{address}}, {{city}} · {{price}}/month',
  'listing.share.description': '{{neighbourhood}}: {{beds}} bedrooms, {{baths}} bathrooms. Listed by {{brokerage}}.',
  'listing.share.kind.condo': 'condo',
  'listing.share.kind.res': 'house',
  'listing.share.kind.Twnhouse': 'townhouse',
  'listing.share.city.toronto': 'Toronto',
  'listing.share.city.vancouver': 'Vancouver',
  'exchangeRate.api.baseCurrency': 'Only CNY is offered as the base currency ({{field}})',
  'vowTerms.title': 'Terms of use for sold and leased listing data',
  'vowTerms.intro':
    'Sold and leased prices, days on market and listing history come from the real estate board’s Virtual Office Website (VOW) data. To see them you must be signed in and accept these terms.',
  'vowTerms.bonaFide':
    'You have a bona fide interest in buying, selling or leasing a property of the type shown in the data.',
  'vowTerms.personalUse': 'You will use the data for your own personal, non-commercial purposes only.',
  'vowTerms.noRedistribution':
    'You will not copy, redistribute, sublicense, sell or otherwise share the data or any part of it, including by scraping or building derivative products.',
  'vowTerms.brokerage':
    'You acknowledge that, by accepting these terms, you enter into a lawful consumer relationship with the brokerage operating this website, which is responsible for how the data is provided to you.',
  'vowTerms.ownership':
    'You acknowledge that the real estate board owns the MLS® database and holds the copyright in it, and that the data is provided as is, deemed reliable but not guaranteed.',
  'vowTerms.accepted': 'Terms of use accepted',
  'vowTerms.registeredOnly': 'Sign in with a registered account to accept the terms of use',
  'browse.api.deleted': 'Removed from your browsing history',
  'browse.api.cleared': 'Browsing history cleared',
  'feed.api.adminOnly': 'Only administrators can run the listing feed',
  'feed.api.notConfigured': 'No listing feed is configured on this server (RESO_URL and RESO_TOKEN)',
  'feed.api.busy': 'The listing feed is being synced by another server; try again in a minute',
  'feed.api.synced': 'Listing feed synced',
} as const
