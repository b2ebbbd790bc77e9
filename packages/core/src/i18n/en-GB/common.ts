/** Texts used across the whole app: brand, tab bar, buttons, session notices, generic states. */
export const common = {
  'app.name': 'MapleNest',
  'app.tagline': 'Homes in Toronto and Vancouver, in your language',
} as const
