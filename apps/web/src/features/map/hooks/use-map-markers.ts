import {
  type Building,
  clusterDiameter,
  groupByBuilding,
  type ListingSummary,
  layoutPins,
  type PinInput,
} from '@maplenest/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListingFilters } from '../../../entities/listing/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import type { MapMarker } from '../components/map-canvas.tsx'
import { formatClusterCount, formatPinPrice, formatPriceRange } from '../map-price.ts'
import type { LngLat } from '../map-views.ts'
import { pinSize } from '../pin-size.ts'
import type { MapItems } from './use-map-items.ts'

interface MarkerInput {
  shown: Pick<MapItems, 'clusters' | 'items' | 'areaDone'>
  /** The map's zoom: markers are laid out so that none overlaps another at it. */
  zoom: number | undefined
  /** The map shows a shared selection or the assistant's listings. */
  showingShare: boolean
  focus: ListingSummary | null | undefined
  /** The person's location, once found. */
  me: LngLat | null
  selection: readonly string[]
  active: string | null
  sr: ListingFilters['sr']
}

/** What a laid-out marker stands for: a building's listings, or a grid cell the server counted. */
type Held = Building<ListingSummary> | null

/** The prefix of a building pin's id; the rest is the building's key. */
export const BUILDING_MARKER = 'building-'
/** The prefix of a circle's id. */
export const CLUSTER_MARKER = 'cluster-'

/**
 * The map's markers: the view's (or a drawn area's, or a shared selection's) listings as price pins, the units of
 * one building as one pin counting its homes, the server's counted cells as circles, all laid out by core's
 * `layoutPins` so that those that would overlap at the zoom become one counted circle; the listing a map detail
 * opened on, always its own pin; and the person's location.
 */
export function useMapMarkers({
  shown,
  zoom,
  showingShare,
  focus,
  me,
  selection,
  active,
  sr,
}: MarkerInput): MapMarker[] {
  const { t } = useTranslation()
  const locale = currentLocale()
  const { clusters, items, areaDone } = shown
  return useMemo(() => {
    const out: MapMarker[] = []
    const priceOf = (listing: ListingSummary) => {
      const price = formatPinPrice(listing.price, listing.sr, locale)
      return listing.sr === 'Lease' ? t('ui.map.price.lease', { price }) : price
    }
    const pinOf = (listing: ListingSummary): MapMarker => {
      const text = priceOf(listing)
      const chosen = selection.includes(listing.mlNum)
      return {
        id: listing.mlNum,
        kind: 'pin',
        lng: listing.lng,
        lat: listing.lat,
        text,
        label: t(chosen ? 'ui.map.pinSelected' : 'ui.map.pin', { price: text, address: listing.address }),
        tone: listing.mlNum === active ? 'active' : chosen ? 'selected' : undefined,
        data: { mlnum: listing.mlNum, count: '1' },
      }
    }
    // The listing a map detail opened on stays marked, except over a drawn area or a shared selection, which show
    // their own listings only; it is drawn on its own, above the others — with the other homes of its building, as
    // one building pin, where it has any (two markers on one place would hide one another).
    const focused = focus && !areaDone && !showingShare ? focus : null
    const inputs: PinInput<Held>[] = []
    let focusedBuilding: Building<ListingSummary> | null = null
    if (clusters?.mode === 'clusters') {
      for (const cell of clusters.clusters) inputs.push({ ...cell, pin: null, item: null })
    } else {
      const listed = focused ? [focused, ...items.filter((item) => item.mlNum !== focused.mlNum)] : items
      for (const building of groupByBuilding(listed)) {
        if (focused && building.listings.some((l) => l.mlNum === focused.mlNum)) {
          if (building.listings.length > 1) focusedBuilding = building
          continue
        }
        const prices = building.listings.map((l) => l.price)
        const one = building.listings.length === 1
        const text = one ? priceOf(building.listings[0]!) : t('ui.map.building', { count: building.listings.length })
        inputs.push({
          lng: building.lng,
          lat: building.lat,
          count: building.listings.length,
          minPrice: Math.min(...prices),
          maxPrice: Math.max(...prices),
          pin: pinSize(text),
          item: building,
        })
      }
    }
    const laidOut = zoom === undefined ? [] : layoutPins(inputs, zoom)
    const buildingPin = (building: Building<ListingSummary>): MapMarker => {
      const count = building.listings.length
      const mlNums = building.listings.map((l) => l.mlNum)
      return {
        id: `${BUILDING_MARKER}${building.key}`,
        kind: 'building',
        lng: building.lng,
        lat: building.lat,
        text: t('ui.map.building', { count }),
        label: t('ui.map.buildingLabel', { count, address: building.address }),
        tone:
          active && mlNums.includes(active)
            ? 'active'
            : mlNums.some((m) => selection.includes(m))
              ? 'selected'
              : undefined,
        data: { count: String(count), mlnums: mlNums.join(' '), address: building.address },
      }
    }
    laidOut.forEach((marker, index) => {
      if (marker.kind === 'pin' && marker.item) {
        const building = marker.item
        out.push(building.listings.length === 1 ? pinOf(building.listings[0]!) : buildingPin(building))
        return
      }
      const range = formatPriceRange(marker.minPrice, marker.maxPrice, sr, locale, t)
      const held = marker.kind === 'cluster' ? marker.items : [marker.item]
      const mlNums = held.flatMap((b) => (b ? b.listings.map((l) => l.mlNum) : []))
      out.push({
        id: `${CLUSTER_MARKER}${index}`,
        kind: 'cluster',
        lng: marker.lng,
        lat: marker.lat,
        text: formatClusterCount(marker.count, locale),
        label:
          marker.count === 1 ? t('ui.map.clusterOne', { range }) : t('ui.map.cluster', { count: marker.count, range }),
        size: clusterDiameter(marker.count),
        data: { count: String(marker.count), ...(mlNums.length ? { mlnums: mlNums.join(' ') } : {}) },
      })
    })
    if (focusedBuilding) out.push(buildingPin(focusedBuilding))
    else if (focused) out.push(pinOf(focused))
    if (me) out.push({ id: 'me', kind: 'me', lng: me.lng, lat: me.lat, text: '', label: t('ui.map.locate.here') })
    return out
  }, [clusters, items, zoom, focus, areaDone, showingShare, me, selection, active, locale, sr, t])
}
