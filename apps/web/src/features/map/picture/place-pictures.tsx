import { lazy, type ReactNode, Suspense } from 'react'
import { PlacePictureSlotContext, type RenderPlacePicture } from '../../../shared/ui/place-picture-slot.ts'

/** The picture and the bundled basemap it draws load when a screen first shows one. */
const PlacePicture = lazy(() => import('./place-picture.tsx'))

const render: RenderPlacePicture = (props) => (
  <Suspense fallback={<div style={{ height: props.height ?? 220 }} />}>
    <PlacePicture {...props} />
  </Suspense>
)

/** Fills the still-map slot of the screens under it (a listing's surroundings) with the map's picture. */
export function PlacePictures({ children }: { children: ReactNode }) {
  return <PlacePictureSlotContext value={render}>{children}</PlacePictureSlotContext>
}
