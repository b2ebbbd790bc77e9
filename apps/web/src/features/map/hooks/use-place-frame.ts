import type { MapPlace } from '@maplenest/core'
import { useEffect, useRef } from 'react'
import type { MapHandle } from '../components/map-canvas.tsx'

/** The closest a place is framed at: a single building's homes still show their street. */
const PLACE_FRAME_MAX_ZOOM = 15

/** Which places an answer is narrowed to, as one text. */
const placeKey = (place: MapPlace) => place.labels.map(({ key, name }) => `${key}=${name}`).join('&')

/**
 * Frames the map on the homes of a place the first time an answer names it (a district opened from the search, a
 * link to the map of a municipality), and not again while the same place stays chosen, so the person pans freely.
 */
export function usePlaceFrame(place: MapPlace | undefined, handle: { current: MapHandle | null }) {
  const framed = useRef<string | null>(null)
  useEffect(() => {
    if (!place) {
      framed.current = null
      return
    }
    const key = placeKey(place)
    if (framed.current === key || !place.extent || !handle.current) return
    framed.current = key
    const [west, south, east, north] = place.extent
    handle.current.fitPoints(
      [
        { lng: west, lat: south },
        { lng: east, lat: north },
      ],
      PLACE_FRAME_MAX_ZOOM,
    )
  }, [place, handle])
}
