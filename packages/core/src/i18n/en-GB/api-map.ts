import { DRAW_MIN_POINTS, MAP_SHARE_LIMIT } from '../../constants.ts'

/** Map API messages: bbox, zoom, polygon and share validation. */
export const apiMap = {
  'map.api.bbox.format': '{{field}} must be four numbers: west,south,east,north',
  'map.api.bbox.range': '{{field}}: longitudes must be from -180 to 180 and latitudes from -90 to 90',
  'map.api.bbox.order': '{{field}}: west must be less than east and south less than north',
  'map.api.zoom': '{{field}} must be a number from 0 to 22',
  'map.api.point.lat': '{{field}} must be a latitude from -90 to 90',
  'map.api.point.lng': '{{field}} must be a longitude from -180 to 180',
  'map.api.polygon.tooFew': `{{field}}: draw at least ${DRAW_MIN_POINTS} points`,
  'map.api.polygon.tooMany': '{{field}}: an area can have at most 500 points',
  'map.api.polygon.selfIntersecting': '{{field}}: the edges of the area cross each other, redraw it',
  'map.api.noListings': 'No listings found; draw another area',
  'map.api.zoomIn': 'Zoom in to draw an area',
  'map.api.share.tooMany': `Exceeds ${MAP_SHARE_LIMIT} limit: share at most ${MAP_SHARE_LIMIT} listings at a time`,
  'map.api.share.empty': '{{field}}: select at least one listing to share',
  'map.api.share.mlNum': '{{field}} is not a listing number',
  'map.api.share.duplicate': '{{field}}: each listing can be shared only once',
  'map.api.share.unknown': '{{field}}: no listing with the number {{value}}',
  'map.api.share.signIn': 'Sign in to share listings',
  'map.api.share.notFound': 'This shared selection does not exist',
  'map.api.shareId': '{{field}} is not a share link',
} as const
