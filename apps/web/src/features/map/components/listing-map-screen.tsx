import type { ListingSummary, SearchListingsOutput } from '@maplenest/core'
import { type CSSProperties, type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { LazyListingFilterSheet } from '../../../entities/listing/index.ts'
import { openedAreaOf } from '../../../shared/saved-search/index.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { useSavedSearchSlot } from '../../../shared/ui/saved-search-slot.ts'
import { useMapStyle } from '../api/get-map-config.ts'
import { useActiveListing } from '../hooks/use-active-listing.ts'
import { useAssistantSearch } from '../hooks/use-assistant-search.ts'
import { useDrawMode } from '../hooks/use-draw-mode.ts'
import { useKeptWork } from '../hooks/use-kept-work.ts'
import { useMapFilterCount } from '../hooks/use-map-filter-count.ts'
import { useMapFilters } from '../hooks/use-map-filters.ts'
import { useMapItems } from '../hooks/use-map-items.ts'
import { BUILDING_MARKER, CLUSTER_MARKER, useMapMarkers } from '../hooks/use-map-markers.ts'
import { useMapSelection } from '../hooks/use-map-selection.ts'
import { CLOSEST_ZOOM, useMarkerGroup } from '../hooks/use-marker-group.ts'
import { useMyLocation } from '../hooks/use-my-location.ts'
import { usePlaceFrame } from '../hooks/use-place-frame.ts'
import { useSharedListings } from '../hooks/use-shared-listings.ts'
import { useSharedSelectionView } from '../hooks/use-shared-selection-view.ts'
import { useSheetSummary } from '../hooks/use-sheet-summary.tsx'
import { CITY_VIEWS, DETAIL_ZOOM, type MapView } from '../map-views.ts'
import { ShareLinkDialog } from '../select/share-link-dialog.tsx'
import { MapAssistantButton } from './map-assistant-button.tsx'
import { MapCanvas, type MapHandle } from './map-canvas.tsx'
import { MapDrawBar } from './map-draw-bar.tsx'
import { MapListingCard } from './map-listing-card.tsx'
import { MapPlaceChips } from './map-place-chips.tsx'
import styles from './map-screen.module.css'
import { MapScreenControls } from './map-screen-controls.tsx'
import { MapSheet } from './map-sheet.tsx'
import { MapSheetActions } from './map-sheet-actions.tsx'
import { MapToolbar } from './map-toolbar.tsx'

interface ListingMapScreenProps {
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
  /** Pixels of the stage's bottom the map leaves to the panel: the map is drawn above it. */
  mapInset?: number
  /**
   * The assistant's latest search: the map takes its filters, draws its area (searched like one drawn by hand) or,
   * without one, shows what it found as pins.
   */
  assistantSearch?: SearchListingsOutput | null
}

/**
 * Map search: listings of the filters as clusters (zoomed out) or price pins (zoomed in), the sheet of what is in
 * view, draw an area, select and share up to 20, save the search (with its area), the person's location, and a
 * shared selection from a link. A saved search with an area opens here with the area in the navigation's state.
 */
export function ListingMapScreen({
  title,
  tab,
  fullWidth,
  focus,
  chat,
  panel,
  mapInset = 0,
  assistantSearch,
}: ListingMapScreenProps) {
  const { t, i18n } = useTranslation()
  const styleUrl = useMapStyle()
  const [view, setView] = useState<MapView | null>(null)
  const handle = useRef<MapHandle | null>(null)

  const filters = useMapFilters(focus)
  const area = useDrawMode(filters.filters)
  const selection = useMapSelection(() => kept.keep('share'))
  const shared = useSharedListings()
  const shown = useMapItems(view, filters.filters, shared, area)
  const filterCount = useMapFilterCount(
    view,
    area.draw.mode === 'done' ? area.draw.points : null,
    { ...shown, areaTotal: area.result?.total },
    shared.showing,
  )
  const card = useActiveListing(focus, shown.items)
  const kept = useKeptWork(
    { view, area: area.draw.mode === 'done' ? area.draw.points : null, selection: selection.selection },
    { setArea: area.set, setSelection: selection.selectAll, share: selection.share },
  )
  const { me, locate } = useMyLocation((point) => handle.current?.flyTo([point.lng, point.lat], 14))
  useAssistantSearch(assistantSearch, {
    city: filters.city,
    setFilters: filters.setFilters,
    draw: area,
    showItems: shared.setAssistantItems,
    closeCard: card.close,
    fit: (points) => handle.current?.fitPoints(points),
  })
  const [expanded, setExpanded] = useSharedSelectionView(shared.items, handle)
  const place = shared.showing ? undefined : shown.inView.data?.place
  usePlaceFrame(place, handle)
  const markers = useMapMarkers({
    shown,
    zoom: view?.zoom,
    showingShare: shared.showing,
    focus,
    me,
    selection: selection.selection,
    active: card.active,
    sr: filters.filters.sr,
  })
  const sheet = useSheetSummary(shared, area, shown)
  const group = useMarkerGroup(shown.items)
  const { draw } = area
  const { city } = filters
  const { state: navigationState } = useLocation()
  // the map takes no search text or place nearby, so a search saved here has none; over the assistant's conversation
  // (map-chat) the answer's own chip saves the search, and the map's buttons keep to the half the sheet leaves
  const save = useSavedSearchSlot(
    focus || shared.showing || panel
      ? null
      : {
          query: { ...filters.filters, q: undefined, near: undefined },
          polygon: draw.mode === 'done' ? draw.points : null,
          beforeSignIn: () => kept.keep(null),
        },
    'map',
  )

  const setCity = (next: typeof city) => {
    if (!filters.setCity(next)) return
    area.clear()
    card.close()
    handle.current?.flyTo(CITY_VIEWS[next].center, CITY_VIEWS[next].zoom)
  }
  const leaveShare = () => {
    shared.setAssistantItems(null)
    filters.setFilters(filters.filters)
  }
  const onMarker = (id: string) => {
    if (id === 'me') return
    if (id.startsWith(CLUSTER_MARKER) || id.startsWith(BUILDING_MARKER)) {
      const marker = markers.find((m) => m.id === id)
      if (!marker || !view) return
      // A building lists its homes; so does a circle where the map zooms in no further.
      if ((marker.kind === 'building' || view.zoom >= CLOSEST_ZOOM - 0.01) && group.open(marker)) {
        card.close()
        setExpanded(true)
        return
      }
      handle.current?.flyTo([marker.lng, marker.lat], Math.min(view.zoom + 2, CLOSEST_ZOOM))
      return
    }
    card.open(id)
  }
  const activeListing = card.listing
  // what the sheet shows instead of the map's own search, which its actions leave or change
  const sheetShows = shared.assistantItems
    ? 'assistant'
    : shared.showing
      ? 'share'
      : draw.mode === 'done'
        ? 'area'
        : null

  return (
    <Page title={title} back={!tab} fullWidth={fullWidth} transparent={!!focus}>
      <div className={tab ? styles.screenTab : focus ? styles.screenDetail : styles.screen} data-lang={i18n.language}>
        <MapToolbar
          city={city}
          sr={filters.filters.sr}
          activeFilters={filters.activeCount}
          onCity={setCity}
          onSr={filters.setSr}
          onFilters={() => filters.setSheetOpen(true)}
        />
        <div
          className={styles.stage}
          style={mapInset ? ({ '--map-inset': `${mapInset}px` } as CSSProperties) : undefined}
        >
          <MapCanvas
            center={focus ? [focus.lng, focus.lat] : CITY_VIEWS[city].center}
            zoom={focus ? DETAIL_ZOOM : CITY_VIEWS[city].zoom}
            styleUrl={styleUrl}
            markers={markers}
            drawPoints={draw.mode === 'off' ? [] : draw.points}
            drawClosed={draw.mode === 'done'}
            drawMode={draw.mode === 'drawing'}
            onView={setView}
            onMarker={onMarker}
            onDrawPoint={area.add}
            onDrawFinish={area.finish}
            onDrawStroke={area.stroke}
            onReady={(h) => {
              handle.current = h
              const savedArea = openedAreaOf(navigationState)
              if (shared.items) h.fitPoints(shared.items)
              else if (savedArea) {
                area.set(savedArea)
                h.fitPoints(savedArea)
              } else kept.restore(h)
            }}
          />
          {place && draw.mode !== 'drawing' ? (
            <MapPlaceChips
              labels={place.labels}
              onRemove={(key) => filters.setFilters({ ...filters.filters, [key]: undefined })}
            />
          ) : null}
          {shared.showing && !shared.assistantItems ? (
            <p className={styles.banner} role="status" data-map-overlay="">
              {t('ui.map.shared.banner')}
            </p>
          ) : null}
          {draw.mode === 'drawing' ? (
            <MapDrawBar
              points={draw.points.length}
              problem={draw.problem}
              onFinish={area.finish}
              onCancel={area.clear}
            />
          ) : null}
          {/* The list drawn up over the map leaves a strip to see where the homes are, too short for the buttons. */}
          {expanded ? null : (
            <MapScreenControls
              onLocate={locate}
              draw={
                shared.showing
                  ? null
                  : {
                      drawing: draw.mode === 'drawing',
                      onToggle: () => {
                        if (area.toggle(view)) card.close()
                      },
                    }
              }
              onZoom={(by) => handle.current?.zoomBy(by)}
              save={save}
            />
          )}
          {chat ? <MapAssistantButton /> : null}
          {activeListing ? (
            <div className={styles.cardSpot} data-map-overlay="">
              <MapListingCard
                listing={activeListing}
                onClose={focus?.mlNum === activeListing.mlNum ? undefined : card.close}
                selected={selection.selection.includes(activeListing.mlNum)}
                onToggleSelect={shared.showing ? undefined : () => selection.toggle(activeListing.mlNum)}
                onBeforeSignIn={() => kept.keep(null)}
              />
            </div>
          ) : null}
          <MapSheet
            heading={group.heading ?? sheet.heading}
            note={group.items ? null : sheet.note}
            noteWhenClosed={sheet.noteWhenClosed}
            busy={sheet.busy}
            items={group.items ?? shown.items}
            expanded={expanded}
            onExpanded={setExpanded}
            selection={selection.selection}
            onToggle={selection.toggle}
            onSelectAll={() => selection.selectAll((group.items ?? shown.items).map((item) => item.mlNum))}
            onClearSelection={selection.clear}
            onShare={selection.share}
            sharing={selection.sharing}
            readOnly={shared.showing}
            actions={
              group.items ? (
                <MapSheetActions shows="group" onLeave={group.close} onRedraw={area.redraw} onClear={area.clear} />
              ) : sheetShows ? (
                <MapSheetActions shows={sheetShows} onLeave={leaveShare} onRedraw={area.redraw} onClear={area.clear} />
              ) : null
            }
            tab={tab}
          />
          {panel}
        </div>
      </div>
      <LazyListingFilterSheet
        visible={filters.sheetOpen}
        filters={filters.filters}
        initial={filters.initial}
        count={filterCount.count}
        total={filterCount.total}
        onClose={() => filters.setSheetOpen(false)}
        onApply={(next) => {
          filters.setSheetOpen(false)
          filters.setFilters(next)
        }}
      />
      <ShareLinkDialog link={selection.link} onClose={selection.closeLink} />
    </Page>
  )
}
