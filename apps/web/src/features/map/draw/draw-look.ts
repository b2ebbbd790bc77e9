/** How a drawn area looks, the same on the live map and on its picture. */
export const DRAW_LOOK = {
  fill: '#04D188',
  fillOpacity: 0.14,
  edge: '#03a86d',
  edgeWidth: 2.5,
  cornerRadius: 5,
  cornerFill: '#ffffff',
  cornerEdgeWidth: 2,
} as const
