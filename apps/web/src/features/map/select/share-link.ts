/** The address that opens a shared selection on the map, for anyone. */
export function toSharedMapUrl(shareId: string, origin: string, basePath: string): string {
  return `${origin}${basePath}/pages/map/map?share=${encodeURIComponent(shareId)}`
}
