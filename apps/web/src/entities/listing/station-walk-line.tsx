import type { ListingSummary } from '@maplenest/core'
import { lazy, Suspense } from 'react'

/** The stations and the walking rule load only where a card says how far its station is, never with a first screen. */
const StationWalkText = lazy(() => import('./station-walk-text.tsx'))

/** The card's line naming the station a home is near and the minutes on foot (see StationWalkText). */
export function StationWalkLine({ listing }: { listing: Pick<ListingSummary, 'city' | 'lat' | 'lng'> }) {
  return (
    <Suspense fallback={null}>
      <StationWalkText listing={listing} />
    </Suspense>
  )
}
