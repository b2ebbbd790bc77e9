import { lazy, Suspense, useState } from 'react'
import type { ListingFilterSheetProps } from './listing-filter-sheet.tsx'

const Sheet = lazy(() => import('./listing-filter-sheet.tsx').then((m) => ({ default: m.ListingFilterSheet })))

/**
 * The filter sheet with its code fetched the first time it opens, for a screen whose first look has no filters to
 * show (the map): its first screen loads less, and once opened the sheet stays, so it closes and opens again as the
 * lists' does.
 */
export function LazyListingFilterSheet(props: ListingFilterSheetProps) {
  const [opened, setOpened] = useState(props.visible)
  if (props.visible && !opened) setOpened(true)
  return opened ? (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  ) : null
}
