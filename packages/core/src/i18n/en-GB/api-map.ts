import { DRAW_MIN_POINTS, MAP_SHARE_LIMIT } from '../../constants.ts'

/** Map API messages: bbox, zoom, polygon and share validation. */
export const apiMap = {
  'map.api.bbox.format': 'The value of {{field}} must be four numbers: west,south,east,north',
  'map.api.bbox.range': 'In {{field}}, longitudes must be from -180 to 180 and latitudes from -90 to 90',
  'map.api.bbox.order': 'In {{field}}, west must be less than east and south less than north',
  'map.api.zoom': 'The value of {{field}} must be a number from 0 to 22',
  'map.api.point.lat': 'The value of {{field}} must be a latitude from -90 to 90',
  'map.api.point.lng': 'The value of {{field}} must be a longitude from -180 to 180',
  'map.api.polygon.tooFew': `The area in {{field}} needs at least ${DRAW_MIN_POINTS} points`,
  'map.api.polygon.tooMany': 'The area in {{field}} can have at most 500 points',
  'map.api.polygon.selfIntersecting': 'The edges of the area in {{field}} cross each other. Redraw it.',
  'map.api.noListings': 'No listings found; draw another area',
  'map.api.zoomIn': 'Zoom in to draw an area',
  'map.api.share.tooMany': `Share at most ${MAP_SHARE_LIMIT} listings at a time`,
  'map.api.share.empty': 'Select at least one listing to share in {{field}}',
  'map.api.share.mlNum': 'The value of {{field}} is not a listing number',
  'map.api.share.duplicate': 'Each listing in {{field}} can be shared only once',
  'map.api.share.unknown': 'No listing has the number {{value}} given in {{field}}',
  'map.api.share.signIn': 'Sign in to share listings',
  'map.api.share.notFound': 'This shared selection does not exist',
  'map.api.shareId': 'The value of {{field}} is not a share link',
} as const
