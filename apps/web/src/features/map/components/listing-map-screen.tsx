import {
  DRAW_MIN_POINTS,
  type ListingSummary,
  type SaleOrLease,
  type SearchListingsInput,
  type SearchListingsOutput,
} from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import {
  countActiveFilters,
  ListingFilterSheet,
  type ListingFilters,
  useListFilters,
} from '../../../entities/listing/index.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { ChatIcon } from '../../../shared/ui/icons.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useMapStyle } from '../api/get-map-config.ts'
import { useShare } from '../api/get-share.ts'
import { useAreaSearch } from '../api/search-area.ts'
import { DRAW_OFF, drawReducer } from '../draw/draw-state.ts'
import { formatClusterCount, formatPinPrice, formatPriceRange } from '../map-price.ts'
import { CITY_VIEWS, DETAIL_ZOOM, DRAW_MIN_ZOOM, type LngLat, type MapView } from '../map-views.ts'
import { clusterSize, mergeClusters } from '../merge-clusters.ts'
import { ShareLinkDialog } from '../select/share-link-dialog.tsx'
import { useSelection } from '../select/use-selection.ts'
import { useShareSelection } from '../select/use-share-selection.ts'
import { useMapListings } from '../use-map-listings.ts'
import { MapCanvas, type MapHandle, type MapMarker } from './map-canvas.tsx'
import { MapControls } from './map-controls.tsx'
import { DrawIcon, FilterIcon, LocateIcon, MinusIcon, PlusIcon } from './map-icons.tsx'
import { MapListingCard } from './map-listing-card.tsx'
import styles from './map-screen.module.css'
import { MapSheet } from './map-sheet.tsx'
import { useLocate } from './use-locate.ts'

export interface ListingMapScreenProps {
  title: string
  /** The Map tab: no back button, the tab bar below. */
  tab?: boolean
  fullWidth?: boolean
  /** map-detail: the map opens on this listing with its card. */
  focus?: ListingSummary | null
  /** A button that opens the assistant. */
  chat?: boolean
  /** The assistant's conversation over the map (map-chat). */
  panel?: ReactNode
  /**
   * The assistant's latest search: the map takes its filters, draws its area (searched like one drawn by hand) or,
   * without one, shows what it found as pins.
   */
  assistantSearch?: SearchListingsOutput | null
}

/** The filters of an assistant's search, as the map's filter sheet holds them. */
function toMapFilters(input: SearchListingsInput, city: 'toronto' | 'vancouver'): ListingFilters {
  const { neighbourhood: _n, area: _a, areaOf: _o, q: _q, ...rest } = input
  return { ...rest, city: input.city ?? city, sr: input.sr ?? 'Sale', status: input.status ?? 'active', sort: 'new' }
}

const DEFAULTS = { city: 'toronto', sr: 'Sale' } as const

/**
 * Map search: listings of the filters as clusters (zoomed out) or price pins (zoomed in), the sheet of what is in
 * view, draw an area, select and share up to 20, the person's location, and a shared selection from a link.
 */
export function ListingMapScreen({
  title,
  tab,
  fullWidth,
  focus,
  chat,
  panel,
  assistantSearch,
}: ListingMapScreenProps) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const shareId = params.get('share')
  // A map opened on one listing shows its city and its kind (sale or lease) around it.
  const defaults = focus ? { city: focus.city, sr: focus.sr } : DEFAULTS
  const { filters, initial, setFilters } = useListFilters(defaults)
  const city = filters.city ?? 'toronto'
  const locale = currentLocale()

  const styleUrl = useMapStyle()
  const [view, setView] = useState<MapView | null>(null)
  const [draw, dispatch] = useReducer(drawReducer, DRAW_OFF)
  const { selection, toggle, selectAll, clear } = useSelection()
  const [active, setActive] = useState<string | null>(focus?.mlNum ?? null)
  // The tapped listing as it was when tapped: its card stays while a newer answer for a moved view leaves it out.
  const [tapped, setTapped] = useState<ListingSummary | null>(focus ?? null)
  const [expanded, setExpanded] = useState(false)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [me, setMe] = useState<LngLat | null>(null)
  const handle = useRef<MapHandle | null>(null)
  const sharing = useShareSelection(selection)

  // What the assistant found without an area: its listings as pins, until the person goes back to the map.
  const [assistantItems, setAssistantItems] = useState<readonly ListingSummary[] | null>(null)
  const showingShare = shareId !== null || assistantItems !== null
  const areaOn = draw.mode !== 'off'
  // While corners are tapped the view's listings stay on the map, so a person draws round the homes they see.
  const areaDone = draw.mode === 'done'
  const inView = useMapListings(view, filters, showingShare || areaDone)
  const shared = useShare(shareId)
  const sharedItems = assistantItems ?? shared.data?.items

  // The assistant's search moves the map: its filters, and its area or its listings.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new search of the assistant, once
  useEffect(() => {
    if (!assistantSearch) return
    const { input, items } = assistantSearch
    setFilters(toMapFilters(input, city))
    setActive(null)
    if (input.area) {
      setAssistantItems(null)
      dispatch({ type: 'set', points: input.area })
      handle.current?.fitPoints(input.area)
    } else {
      dispatch({ type: 'clear' })
      setAssistantItems(items)
      if (items.length) handle.current?.fitPoints(items)
    }
  }, [assistantSearch])

  // A shared selection from the link: its listings as pins and in the sheet, for anyone.
  useEffect(() => {
    if (!sharedItems) return
    setExpanded(true)
    handle.current?.fitPoints(sharedItems)
  }, [sharedItems])

  // A finished area: its listings, exactly, in the sheet and as pins.
  const drawnPoints = draw.mode === 'done' ? draw.points : null
  const area = useAreaSearch(drawnPoints, filters)
  const areaResult = drawnPoints ? area.data : undefined
  const areaError = drawnPoints ? area.error : null
  useEffect(() => {
    if (areaResult?.items.length === 0) Toast.show({ content: t('ui.map.draw.none') })
  }, [areaResult, t])
  useEffect(() => {
    if (!areaError) return
    const msg = areaError instanceof Error && 'msg' in areaError ? String((areaError as { msg: string }).msg) : ''
    Toast.show({ content: msg || t('ui.map.draw.failed') })
  }, [areaError, t])

  // The listings the sheet and the pins show.
  const items: readonly ListingSummary[] = useMemo(() => {
    if (showingShare) return sharedItems ?? []
    if (areaDone) return areaResult?.items ?? []
    return inView.data?.listings ?? []
  }, [showingShare, sharedItems, areaDone, areaResult, inView.data])

  const clusters = !showingShare && !areaDone ? (inView.data ?? null) : null
  // Circles of neighbouring grid cells that would sit on each other at this zoom are drawn as one.
  const zoom = view?.zoom
  const circles = useMemo(
    () => (clusters?.mode === 'clusters' && zoom !== undefined ? mergeClusters(clusters.clusters, zoom) : []),
    [clusters, zoom],
  )
  const retry = () => void inView.refetch()
  const byMlNum = useMemo(() => {
    const all = new Map(items.map((item) => [item.mlNum, item]))
    if (focus) all.set(focus.mlNum, focus)
    return all
  }, [items, focus])
  const activeListing = active ? (byMlNum.get(active) ?? (tapped?.mlNum === active ? tapped : null)) : null

  const markers: MapMarker[] = useMemo(() => {
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
        const range = formatPriceRange(cluster.minPrice, cluster.maxPrice, filters.sr, locale, t)
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
  }, [clusters, circles, items, focus, areaDone, showingShare, me, selection, active, locale, filters.sr, t])

  const locate = useLocate((point) => {
    setMe(point)
    handle.current?.flyTo([point.lng, point.lat], 14)
  })

  const startDraw = () => {
    if (draw.mode === 'drawing') {
      dispatch({ type: 'clear' })
      return
    }
    if (!view || view.zoom < DRAW_MIN_ZOOM) {
      Toast.show({ content: t('ui.map.draw.zoomIn') })
      return
    }
    setActive(null)
    dispatch({ type: 'start' })
  }

  const finishDraw = () => dispatch({ type: 'finish' })
  useEffect(() => {
    if (draw.mode !== 'drawing' || !draw.problem) return
    Toast.show({
      content:
        draw.problem === 'tooFew' ? t('ui.map.draw.tooFew', { count: DRAW_MIN_POINTS }) : t('ui.map.draw.invalid'),
    })
  }, [draw, t])

  const setCity = (next: 'toronto' | 'vancouver') => {
    if (next === city) return
    setFilters({ ...filters, city: next })
    dispatch({ type: 'clear' })
    setActive(null)
    handle.current?.flyTo(CITY_VIEWS[next].center, CITY_VIEWS[next].zoom)
  }
  const setSr = (sr: SaleOrLease) => {
    if (sr !== filters.sr) setFilters({ ...filters, sr, priceMin: undefined, priceMax: undefined })
  }
  const leaveShare = () => {
    setAssistantItems(null)
    setFilters(filters)
  }

  // The sheet's heading and note.
  let heading: string
  let note: React.ReactNode = null
  let busy = false
  if (assistantItems) {
    heading = `${t('ui.chat.map.results')} · ${assistantItems.length}`
  } else if (showingShare) {
    if (sharedItems) {
      const n = sharedItems.length
      heading = n === 1 ? t('ui.map.sheet.sharedOne') : t('ui.map.sheet.shared', { count: n })
    } else if (shared.isError) {
      heading = t('ui.map.shared.banner')
      note = t('ui.map.shared.notFound')
    } else {
      heading = t('ui.map.sheet.loading')
      busy = true
    }
  } else if (areaOn) {
    if (draw.mode === 'drawing') heading = t('ui.map.draw.start')
    else if (areaResult) {
      const n = areaResult.total
      heading = n === 1 ? t('ui.map.sheet.areaOne') : t('ui.map.sheet.area', { count: n })
      if (n === 0) note = t('ui.map.draw.none')
      else if (n > areaResult.items.length)
        note = t('ui.map.sheet.showing', { shown: areaResult.items.length, total: n })
    } else if (areaError) {
      heading = t('ui.map.draw.failed')
    } else {
      heading = t('ui.map.draw.searching')
      busy = true
    }
  } else if (clusters) {
    heading = clusters.total === 1 ? t('ui.map.sheet.inViewOne') : t('ui.map.sheet.inView', { count: clusters.total })
    busy = inView.busy
    if (inView.isError) note = <RetryNote onRetry={retry} />
    else if (clusters.total === 0)
      note = (
        <>
          <strong className={styles.noteTitle}>{t('ui.map.sheet.empty')}</strong>
          <span>{t('ui.map.sheet.emptyHint')}</span>
        </>
      )
    else if (clusters.listings.length === 0) note = t('ui.map.sheet.zoomToSee')
    else if (clusters.total > clusters.listings.length)
      note = t('ui.map.sheet.showing', { shown: clusters.listings.length, total: clusters.total })
  } else if (inView.isError) {
    heading = t('ui.map.sheet.failed')
    note = <RetryNote onRetry={retry} />
  } else {
    heading = t('ui.map.sheet.loading')
    busy = true
  }

  const sheetActions = showingShare ? (
    <Button size="small" fill="outline" shape="rounded" onClick={leaveShare}>
      {assistantItems ? t('ui.chat.map.exit') : t('ui.map.shared.exit')}
    </Button>
  ) : draw.mode === 'done' ? (
    <>
      <Button size="small" fill="outline" shape="rounded" onClick={() => dispatch({ type: 'start' })}>
        {t('ui.map.draw.redraw')}
      </Button>
      <Button size="small" fill="outline" shape="rounded" onClick={() => dispatch({ type: 'clear' })}>
        {t('ui.map.draw.clear')}
      </Button>
    </>
  ) : null

  const activeFilters = countActiveFilters(filters, defaults)

  return (
    <Page title={title} back={!tab} fullWidth={fullWidth} transparent={!!focus}>
      <div className={tab ? styles.screenTab : focus ? styles.screenDetail : styles.screen} data-lang={i18n.language}>
        <div className={styles.toolbar}>
          <fieldset className={styles.segment}>
            <legend className={styles.hidden}>{t('ui.map.city')}</legend>
            {(['toronto', 'vancouver'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={city === value}
                className={styles.segmentButton}
                onClick={() => setCity(value)}
              >
                {t(`ui.map.city.${value}`)}
              </button>
            ))}
          </fieldset>
          <fieldset className={styles.segment}>
            <legend className={styles.hidden}>{t('ui.map.sr')}</legend>
            {(['Sale', 'Lease'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filters.sr === value}
                className={styles.segmentButton}
                onClick={() => setSr(value)}
              >
                {t(`ui.map.sr.${value}`)}
              </button>
            ))}
          </fieldset>
          <button
            type="button"
            className={styles.filterButton}
            aria-label={activeFilters > 0 ? t('ui.map.filtersActive', { count: activeFilters }) : t('ui.map.filters')}
            onClick={() => setFiltersOpen(true)}
          >
            <FilterIcon size={22} />
            {activeFilters > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {activeFilters}
              </span>
            ) : null}
          </button>
        </div>
        <div className={styles.stage}>
          <MapCanvas
            center={focus ? [focus.lng, focus.lat] : CITY_VIEWS[city].center}
            zoom={focus ? DETAIL_ZOOM : CITY_VIEWS[city].zoom}
            styleUrl={styleUrl}
            markers={markers}
            drawPoints={draw.mode === 'off' ? [] : draw.points}
            drawClosed={draw.mode === 'done'}
            drawMode={draw.mode === 'drawing'}
            onView={setView}
            onMarker={(id) => {
              if (id === 'me') return
              if (id.startsWith('cluster-')) {
                const marker = markers.find((m) => m.id === id)
                if (marker && view) handle.current?.flyTo([marker.lng, marker.lat], Math.min(view.zoom + 2, 17))
                return
              }
              setActive(id)
              setTapped(byMlNum.get(id) ?? null)
            }}
            onDrawPoint={(point) => dispatch({ type: 'add', point })}
            onDrawFinish={finishDraw}
            onReady={(h) => {
              handle.current = h
              if (sharedItems) h.fitPoints(sharedItems)
            }}
          />
          {showingShare && !assistantItems ? (
            <p className={styles.banner} role="status" data-map-overlay="">
              {t('ui.map.shared.banner')}
            </p>
          ) : null}
          {draw.mode === 'drawing' ? (
            <div className={styles.drawBar} role="status" data-map-overlay="">
              <span>
                {t('ui.map.draw.hint')} · {t('ui.map.draw.points', { count: draw.points.length })}
              </span>
              <span className={styles.drawActions}>
                <Button size="small" color="primary" shape="rounded" onClick={finishDraw}>
                  {t('ui.map.draw.finish')}
                </Button>
                <Button size="small" shape="rounded" onClick={() => dispatch({ type: 'clear' })}>
                  {t('ui.map.draw.cancel')}
                </Button>
              </span>
            </div>
          ) : null}
          <MapControls
            controls={[
              { key: 'locate', label: t('ui.map.locate'), icon: <LocateIcon />, onClick: locate },
              ...(showingShare
                ? []
                : [
                    {
                      key: 'draw',
                      label: draw.mode === 'drawing' ? t('ui.map.draw.cancel') : t('ui.map.draw.start'),
                      icon: <DrawIcon />,
                      onClick: startDraw,
                      pressed: draw.mode === 'drawing',
                    },
                  ]),
              { key: 'in', label: t('ui.map.zoomIn'), icon: <PlusIcon />, onClick: () => handle.current?.zoomBy(1) },
              {
                key: 'out',
                label: t('ui.map.zoomOut'),
                icon: <MinusIcon />,
                onClick: () => handle.current?.zoomBy(-1),
              },
            ]}
          />
          {chat ? (
            <button
              type="button"
              className={styles.chat}
              data-map-overlay=""
              onClick={() => void navigate('/pages/chat/chat')}
            >
              <ChatIcon size={20} />
              {t('ui.map.chat')}
            </button>
          ) : null}
          {activeListing ? (
            <div className={styles.cardSpot} data-map-overlay="">
              <MapListingCard
                listing={activeListing}
                onClose={focus?.mlNum === activeListing.mlNum ? undefined : () => setActive(null)}
                selected={selection.includes(activeListing.mlNum)}
                onToggleSelect={showingShare ? undefined : () => toggle(activeListing.mlNum)}
              />
            </div>
          ) : null}
          <MapSheet
            heading={heading}
            note={note}
            busy={busy}
            items={items}
            expanded={expanded}
            onExpanded={setExpanded}
            selection={selection}
            onToggle={toggle}
            onSelectAll={() => selectAll(items.map((item) => item.mlNum))}
            onClearSelection={clear}
            onShare={() => void sharing.share()}
            sharing={sharing.working}
            readOnly={showingShare}
            actions={sheetActions}
            tab={tab}
          />
          {panel}
        </div>
      </div>
      <ListingFilterSheet
        visible={filtersOpen}
        filters={filters}
        initial={initial}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFiltersOpen(false)
          setFilters(next)
        }}
      />
      <ShareLinkDialog link={sharing.link} onClose={sharing.closeLink} />
    </Page>
  )
}

function RetryNote({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <span className={styles.retry}>
      {t('ui.map.sheet.failed')}
      <Button size="small" fill="outline" shape="rounded" onClick={onRetry}>
        {t('ui.map.retry')}
      </Button>
    </span>
  )
}
