/** Messages of the operator's basemap archive (MAP_PMTILES), answered to its reader rather than shown on a screen. */
export const apiBasemap = {
  'map.api.basemap.range': 'The basemap file has no bytes in the range asked for',
  'map.api.basemap.missing': 'The basemap file cannot be read on the server',
} as const
