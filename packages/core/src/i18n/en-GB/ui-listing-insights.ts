/**
 * A listing's insights on its detail: the history of every listing of the home with its price chart and true days
 * on market, comparable homes that sold or rented nearby with the range they suggest, and its interest on MapleNest.
 */
export const uiListingInsights = {
  // Every listing of the home, newest first
  'ui.insights.history.count_one': '{{count}} listing of this home on the MLS®',
  'ui.insights.history.count_other': '{{count}} listings of this home on the MLS®',
  'ui.insights.history.forSale': 'For sale',
  'ui.insights.history.forLease': 'For rent',
  'ui.insights.history.thisListing': 'This listing',
  'ui.insights.history.open': 'Open listing {{mlNum}}',
  'ui.insights.history.closeHidden': 'Date and price hidden',
  'ui.insights.event.listedSale': 'Listed for sale',
  'ui.insights.event.listedLease': 'Listed for rent',
  'ui.insights.event.priceChange': 'Price changed',
  'ui.insights.event.sold': 'Sold',
  'ui.insights.event.leased': 'Leased',
  'ui.insights.event.soldConditional': 'Sold conditionally',
  'ui.insights.event.leasedConditional': 'Leased conditionally',
  'ui.insights.event.dealFailed': 'Deal fell through',
  'ui.insights.event.expired': 'Expired',
  'ui.insights.event.extended': 'Listing extended',
  'ui.insights.event.backOnMarket': 'Back on the market',
  'ui.insights.event.terminated': 'Terminated',
  'ui.insights.event.suspended': 'Suspended',
  'ui.insights.event.offMarket': 'Off the market',

  // True days on market
  'ui.insights.dom.thisListing': 'This listing',
  'ui.insights.dom.days_one': '{{count}} day',
  'ui.insights.dom.days_other': '{{count}} days',
  'ui.insights.dom.rule':
    'Counted from the first listing of this run: a relisting within {{days}} days of the last one ending counts as the same run.',

  // The price chart
  'ui.insights.chart.title.sale': 'Prices over time',
  'ui.insights.chart.title.lease': 'Rents over time',
  'ui.insights.chart.axis.sale': 'Price (CAD)',
  'ui.insights.chart.axis.lease': 'Rent a month (CAD)',
  'ui.insights.chart.asking': 'Asking',
  'ui.insights.chart.sold': 'Sold',
  'ui.insights.chart.leased': 'Leased',
  'ui.insights.chart.point': '{{event}}, {{date}}: {{price}}',
  'ui.insights.chart.summary': '{{count}} prices from {{from}} to {{to}}, between {{low}} and {{high}}',
  'ui.insights.chart.leftOut.sale': 'Rents of this home are left out of the chart: they are on a different scale.',
  'ui.insights.chart.leftOut.lease':
    'Sale prices of this home are left out of the chart: they are on a different scale.',

  // Comparable homes and the range
  'ui.insights.comparables.title.sale': 'Comparable sales',
  'ui.insights.comparables.title.lease': 'Comparable rentals',
  'ui.insights.range.label.sale': 'Estimated value',
  'ui.insights.range.label.lease': 'Estimated rent',
  'ui.insights.range.value': '{{low}} – {{high}}',
  'ui.insights.range.median': 'Median {{mid}}',
  'ui.insights.range.how': '{{from}}: {{how}}.',
  'ui.insights.range.from.close.sale':
    'From {{count}} similar {{kind}} sold in the same neighbourhood or within 1 km in the last 6 months',
  'ui.insights.range.from.close.lease':
    'From {{count}} similar {{kind}} rented in the same neighbourhood or within 1 km in the last 6 months',
  'ui.insights.range.from.wider.sale': 'From {{count}} similar {{kind}} sold within 2 km in the last 9 months',
  'ui.insights.range.from.wider.lease': 'From {{count}} similar {{kind}} rented within 2 km in the last 9 months',
  'ui.insights.range.from.widest.sale': 'From {{count}} similar {{kind}} sold within 3 km in the last 12 months',
  'ui.insights.range.from.widest.lease': 'From {{count}} similar {{kind}} rented within 3 km in the last 12 months',
  'ui.insights.range.method.perSqft.sale': 'the middle half of their prices per square foot, times this home’s size',
  'ui.insights.range.method.perSqft.lease': 'the middle half of their rents per square foot, times this home’s size',
  'ui.insights.range.method.price.sale': 'the middle half of their prices',
  'ui.insights.range.method.price.lease': 'the middle half of their rents',
  'ui.insights.range.kind.condo': 'condos',
  'ui.insights.range.kind.Twnhouse': 'townhouses',
  'ui.insights.range.kind.res': 'houses',
  'ui.insights.range.few.sale_one':
    'Only {{count}} similar home sold nearby in the last year: too few for a range, which needs at least {{min}}.',
  'ui.insights.range.few.sale_other':
    'Only {{count}} similar homes sold nearby in the last year: too few for a range, which needs at least {{min}}.',
  'ui.insights.range.few.lease_one':
    'Only {{count}} similar home was rented nearby in the last year: too few for a range, which needs at least {{min}}.',
  'ui.insights.range.few.lease_other':
    'Only {{count}} similar homes were rented nearby in the last year: too few for a range, which needs at least {{min}}.',
  'ui.insights.range.none.sale': 'No similar home sold nearby in the last year, so there is no range to show.',
  'ui.insights.range.none.lease': 'No similar home was rented nearby in the last year, so there is no range to show.',
  'ui.insights.comparable.sold': 'Sold {{date}}',
  'ui.insights.comparable.leased': 'Leased {{date}}',
  'ui.insights.comparable.perSqft': '{{price}}/sq ft',
  'ui.insights.comparable.away': '{{distance}} away',
  'ui.insights.comparable.differences': 'Compared with this home',
  'ui.insights.diff.moreBeds_one': '+{{count}} bed',
  'ui.insights.diff.moreBeds_other': '+{{count}} beds',
  'ui.insights.diff.fewerBeds_one': '−{{count}} bed',
  'ui.insights.diff.fewerBeds_other': '−{{count}} beds',
  'ui.insights.diff.moreBaths_one': '+{{count}} bath',
  'ui.insights.diff.moreBaths_other': '+{{count}} baths',
  'ui.insights.diff.fewerBaths_one': '−{{count}} bath',
  'ui.insights.diff.fewerBaths_other': '−{{count}} baths',
  'ui.insights.diff.larger': '{{pct}}% larger',
  'ui.insights.diff.smaller': '{{pct}}% smaller',
  'ui.insights.diff.sameSize': 'Same size',
  'ui.insights.diff.alike': 'Same bedrooms and bathrooms',

  // Interest on MapleNest
  'ui.insights.demand.title': 'Interest on MapleNest',
  'ui.insights.demand.week.range': '{{low}}–{{high}} showings booked this week',
  'ui.insights.demand.week.fewer': 'Fewer than {{below}} showings booked this week',
  'ui.insights.demand.week.more': '{{atLeast}} or more showings booked this week',
  'ui.insights.demand.total.range': '{{low}}–{{high}} showings booked since it was listed',
  'ui.insights.demand.total.fewer': 'Fewer than {{below}} showings booked since it was listed',
  'ui.insights.demand.total.more': '{{atLeast}} or more showings booked since it was listed',
  'ui.insights.demand.saves.range': '{{low}}–{{high}} people saved it',
  'ui.insights.demand.saves.fewer': 'Fewer than {{below}} people saved it',
  'ui.insights.demand.saves.more': '{{atLeast}} or more people saved it',
  'ui.insights.demand.note':
    'MapleNest’s own figures, from showings booked and favourites saved here, in ranges. Other websites and agents are not counted.',
} as const
