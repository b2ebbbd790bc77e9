import { useState } from 'react'
import type { LngLat } from '../map-views.ts'
import { useLocate } from './use-locate.ts'

/** The person's location on the map: asked for with the locate button, then marked and flown to. */
export function useMyLocation(flyTo: (point: LngLat) => void) {
  const [me, setMe] = useState<LngLat | null>(null)
  const locate = useLocate((point) => {
    setMe(point)
    flyTo(point)
  })
  return { me, locate }
}
