import type { ListingSummary } from '@maplenest/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import type { MapMarker } from '../components/map-canvas.tsx'
import { formatClusterCount, formatPinPrice, formatPriceRange } from '../map-price.ts'
import type { LngLat } from '../map-views.ts'
import { clusterSize } from '../merge-clusters.ts'
import type { MapItems } from './use-map-items.ts'

interface MarkerInput {
  shown: Pick<MapItems, 'clusters' | 'circles' | 'items' | 'areaDone'>
  /** The map shows a shared selection or the assistant's listings. */
  showingShare: boolean
  focus: ListingSummary | null | undefined
  /** The person's location, once found. */
  me: LngLat | null
  selection: readonly string[]
  active: string | null
  sr: ListingFilters['sr']
}

/**
 * The map's markers: price pins (chosen and active ones marked) or cluster circles with their price range, the
 * listing a map detail opened on, and the person's location.
 */
export function useMapMarkers({ shown, showingShare, focus, me, selection, active, sr }: MarkerInput): MapMarker[] {
  const { t } = useTranslation()
  const locale = currentLocale()
  const { clusters, circles, items, areaDone } = shown
  return useMemo(() => {
    const out: MapMarker[] = []
    const pinOf = (listing: ListingSummary): MapMarker => {
      const price = formatPinPrice(listing.price, listing.sr, locale)
      const text = listing.sr === 'Lease' ? t('ui.map.price.lease', { price }) : price
      const chosen = selection.includes(listing.mlNum)
      return {
        id: listing.mlNum,
        kind: 'pin',
        lng: listing.lng,
        lat: listing.lat,
        text,
        label: t(chosen ? 'ui.map.pinSelected' : 'ui.map.pin', { price: text, address: listing.address }),
        tone: listing.mlNum === active ? 'active' : chosen ? 'selected' : undefined,
        data: { mlnum: listing.mlNum },
      }
    }
    if (clusters?.mode === 'clusters') {
      circles.forEach((cluster, index) => {
        const range = formatPriceRange(cluster.minPrice, cluster.maxPrice, sr, locale, t)
        out.push({
          id: `cluster-${index}`,
          kind: 'cluster',
          lng: cluster.lng,
          lat: cluster.lat,
          text: formatClusterCount(cluster.count, locale),
          label:
            cluster.count === 1
              ? t('ui.map.clusterOne', { range })
              : t('ui.map.cluster', { count: cluster.count, range }),
          size: clusterSize(cluster.count),
          data: { count: String(cluster.count) },
        })
      })
    } else {
      for (const listing of items) out.push(pinOf(listing))
    }
    // The listing a map detail opened on stays marked, except over a drawn area or a shared selection, which show
    // their own listings only.
    if (focus && !areaDone && !showingShare && !items.some((item) => item.mlNum === focus.mlNum)) out.push(pinOf(focus))
    if (me) out.push({ id: 'me', kind: 'me', lng: me.lng, lat: me.lat, text: '', label: t('ui.map.locate.here') })
    return out
  }, [clusters, circles, items, focus, areaDone, showingShare, me, selection, active, locale, sr, t])
}
