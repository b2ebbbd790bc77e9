import type { ListingSummary } from '@maplenest/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MapMarker } from '../components/map-canvas.tsx'

/** The closest zoom the map goes to (its zoom range's end): a circle there lists its homes rather than zooming. */
export const CLOSEST_ZOOM = 18

interface MarkerGroup {
  mlNums: readonly string[]
  /** The building's address; null for homes a circle holds at the closest zoom. */
  address: string | null
}

/**
 * The homes of one marker listed in the sheet: a building's pin, or a circle at the closest zoom, where zooming in
 * no further would part its pins. The group is left with `close`, or when its homes are no longer on the map.
 */
export function useMarkerGroup(items: readonly ListingSummary[]) {
  const { t } = useTranslation()
  const [group, setGroup] = useState<MarkerGroup | null>(null)
  const listed = useMemo(() => {
    if (!group) return null
    const held = new Set(group.mlNums)
    const found = items.filter((item) => held.has(item.mlNum))
    return found.length ? found : null
  }, [group, items])
  const heading = !listed
    ? null
    : group?.address
      ? t('ui.map.sheet.building', { count: listed.length, address: group.address })
      : t('ui.map.sheet.here', { count: listed.length })
  return {
    /** The group's homes, or null when no group is open. */
    items: listed,
    heading,
    /** Opens the homes of a marker that names them; false when it names none. */
    open: (marker: MapMarker): boolean => {
      const mlNums = marker.data?.mlnums?.split(' ').filter(Boolean) ?? []
      if (!mlNums.length) return false
      setGroup({ mlNums, address: marker.kind === 'building' ? (marker.data?.address ?? null) : null })
      return true
    },
    close: () => setGroup(null),
  }
}
