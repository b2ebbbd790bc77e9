/** The listing search filters the map takes (no text, near, sort or paging: the map's view is the page). */
export const MAP_FILTER_KEYS = [
  'city',
  'sr',
  'roomType',
  'status',
  'window',
  'age',
  'furnished',
  'priceMin',
  'priceMax',
  'bedsMin',
  'bedsMax',
  'bathsMin',
  'bathsMax',
] as const
