import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import {
  type PlacePictureProps,
  PlacePictureSlotContext,
  type RenderPlacePicture,
} from '../../../shared/ui/place-picture-slot.ts'

/** The picture and the bundled basemap it draws load when a screen first shows one. */
const PlacePicture = lazy(() => import('./place-picture.tsx'))

/**
 * The picture once the page is in the browser: a server drawing (a listing opened on its Surroundings tab) and the
 * first render that takes it over hold its place, so neither waits for the basemap nor disagrees with the other.
 */
function PlacePictureOnceMounted(props: PlacePictureProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const room = <div style={{ height: props.height ?? 220 }} />
  return mounted ? (
    <Suspense fallback={room}>
      <PlacePicture {...props} />
    </Suspense>
  ) : (
    room
  )
}

const render: RenderPlacePicture = (props) => <PlacePictureOnceMounted {...props} />

/** Fills the still-map slot of the screens under it (a listing's surroundings) with the map's picture. */
export function PlacePictures({ children }: { children: ReactNode }) {
  return <PlacePictureSlotContext value={render}>{children}</PlacePictureSlotContext>
}
