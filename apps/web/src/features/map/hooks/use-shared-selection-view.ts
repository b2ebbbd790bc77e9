import type { ListingSummary } from '@maplenest/core'
import { type RefObject, useEffect, useState } from 'react'
import type { MapHandle } from '../components/map-canvas.tsx'

/**
 * Whether the sheet is open; a shared selection (from the link, or the assistant's listings) opens it and moves the
 * map to show its listings as they arrive.
 */
export function useSharedSelectionView(
  items: readonly ListingSummary[] | undefined,
  handle: RefObject<MapHandle | null>,
): [boolean, (expanded: boolean) => void] {
  const [expanded, setExpanded] = useState(false)
  useEffect(() => {
    if (!items) return
    setExpanded(true)
    handle.current?.fitPoints(items)
  }, [items, handle])
  return [expanded, setExpanded]
}
