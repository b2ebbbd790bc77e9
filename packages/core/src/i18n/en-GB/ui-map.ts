/** Map screens: clusters, pins, bottom sheet, draw area, select and share, schools on the map, basemap labels. */
export const uiMap = {} as const
