/** Map API messages: bbox, zoom, polygon and share validation. */
export const apiMap = {} as const
