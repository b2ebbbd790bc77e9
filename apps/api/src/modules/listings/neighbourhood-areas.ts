import { type City, calculateNearestArea, type NeighbourhoodArea, placeZh } from '@maplenest/core'
import { areaOfNeighbourhood, GEO } from '../../reference/geo.ts'

/**
 * Each neighbourhood's area by name, per city, made on first use: the part of the city (or of a community's
 * municipality) nearer its centre than any other neighbourhood's there (the geographic reference holds centres, not
 * boundaries; decision 0117).
 */
const areas: Partial<Record<City, Map<string, NeighbourhoodArea>>> = {}

function cityAreas(city: City): Map<string, NeighbourhoodArea> {
  const known = areas[city]
  if (known) return known
  const centres = GEO.neighbourhoods[city]
  const made = new Map<string, NeighbourhoodArea>()
  for (const n of centres) {
    const { outline: within, rivals } = areaOfNeighbourhood(city, n)
    const outline = calculateNearestArea(
      n,
      rivals.filter((other) => other !== n),
      within,
    )
    if (outline.length < 3) continue
    made.set(n.name.toLowerCase(), { name: n.name, zh: placeZh(city, n.name, 'neighbourhood') ?? n.name, outline })
  }
  areas[city] = made
  return made
}

/** A listing's neighbourhood with its outline, or null when the reference does not know the name in that city. */
export function getNeighbourhoodArea(city: City, name: string): NeighbourhoodArea | null {
  return cityAreas(city).get(name.trim().toLowerCase()) ?? null
}
