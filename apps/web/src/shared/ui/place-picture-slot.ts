import { createContext, type ReactNode, use } from 'react'

/** A place drawn as a dot on a still map: a station or a school. */
export interface PictureDot {
  id: string
  kind: 'station' | 'school'
  lat: number
  lng: number
}

/** What a still map of a place shows. */
export interface PlacePictureProps {
  /** The place itself, drawn as a pin. */
  pin: { lat: number; lng: number }
  dots: readonly PictureDot[]
  /** An area round the place ([lat, lng] corners), outlined. */
  outline?: readonly (readonly [number, number])[] | undefined
  /** What the picture shows, for a screen reader (the picture itself is not read out). */
  label: string
  height?: number
}

export type RenderPlacePicture = (props: PlacePictureProps) => ReactNode

/**
 * A still map of a place as a slot. A listing's surroundings cannot import the map feature, which draws the
 * basemap, so the app layer fills this with the map's picture; without a provider nothing shows.
 */
export const PlacePictureSlotContext = createContext<RenderPlacePicture | null>(null)

/** The still map of a place, or nothing when no map is provided. */
export function usePlacePictureSlot(props: PlacePictureProps): ReactNode {
  const render = use(PlacePictureSlotContext)
  return render ? render(props) : null
}
