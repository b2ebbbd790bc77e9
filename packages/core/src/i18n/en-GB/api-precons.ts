/** Pre-construction API messages: not found, bad filters, cursors, link previews. */
export const apiPrecons = {
  'precons.api.notFound': 'Pre-construction project not found',
  'precons.api.layoutNotFound': 'Floor plan not found',
  'precons.api.builderNotFound': 'Builder not found',
  'precons.api.id': 'The value of {{field}} is not a project, floor plan or builder id',
  'precons.api.cursor': 'The value of {{field}} belongs to another search. Start again from the first page.',
  'precons.validation.range': 'The minimum is above the maximum',
  'precons.share.title': '{{name}} · {{neighbourhood}}, {{city}} · from {{price}}',
  'precons.share.description':
    'Pre-construction {{type}} by {{builders}}: {{units}} units, {{stories}} storeys, occupancy {{occupancy}}. {{status}}. Demo data.',
  'precons.share.layoutTitle': '{{layout}} at {{project}} · {{beds}} · {{price}}',
  'precons.share.layoutDescription':
    '{{sqft}} sq ft, {{exposure}} exposure, {{ppsf}}. Occupancy {{occupancy}}. Demo data.',
  'precons.share.builderTitle': '{{name}} · pre-construction projects',
  'precons.share.builderDescription': '{{count}} projects in {{city}} on MapleNest. Demo data.',
  'precons.share.listTitle': 'Pre-construction projects in {{city}}',
  'precons.share.listDescription': '{{count}} projects for sale, from {{price}}. Demo data.',
  'precons.share.allCities': 'Toronto and Vancouver',
} as const
