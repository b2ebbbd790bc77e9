/** Texts used across the whole app: brand, tab bar, buttons, session notices, generic states. */
export const common = {
  'app.name': 'MapleNest',
  'app.tagline': 'Homes in Toronto and Vancouver, in your language',
  /** A region as the switches between them name it: the city and the municipalities round it. */
  'ui.region.toronto': 'Greater Toronto',
  'ui.region.vancouver': 'Greater Vancouver',
  /** The same, where a row of buttons has no room for the whole name: the city stands for its region. */
  'ui.region.short.toronto': 'Toronto',
  'ui.region.short.vancouver': 'Vancouver',
} as const
