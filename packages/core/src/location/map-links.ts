import { z } from 'zod'

/** A point to open in a map app (spec system page /open-location), as the app links to it. */
export const openLocationQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  name: z.string().trim().max(120).optional(),
  address: z.string().trim().max(240).optional(),
})
export type OpenLocationQuery = z.infer<typeof openLocationQuerySchema>

export type MapApp = 'apple' | 'google' | 'geo'

/** Links that open a point in the person's map app: Apple Maps, Google Maps, and the geo: URI Android apps answer. */
export function mapAppLinks(point: {
  latitude: number
  longitude: number
  name?: string | undefined
}): Record<MapApp, string> {
  const ll = `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`
  const label = point.name?.trim()
  const q = encodeURIComponent(label || ll)
  return {
    apple: `https://maps.apple.com/?ll=${ll}&q=${q}`,
    google: `https://www.google.com/maps/search/?api=1&query=${ll}`,
    geo: `geo:${ll}?q=${ll}${label ? `(${encodeURIComponent(label)})` : ''}`,
  }
}

/** Which map app a device has: Apple Maps on iPhone and iPad, a geo: handler on Android, none known elsewhere. */
export function mapAppFor(userAgent: string): MapApp | null {
  if (/iPhone|iPad|iPod|Macintosh.*Mobile/.test(userAgent)) return 'apple'
  if (/Android/.test(userAgent)) return 'geo'
  return null
}
