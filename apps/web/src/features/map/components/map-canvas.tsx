import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { updateAsTakenOver } from '../../../shared/first-screen/taken-over-screen.ts'
import type { LngLat, MapView } from '../map-views.ts'
import { MapPicture } from '../picture/map-picture.tsx'
import { fitted, panned, type ScreenView, unproject } from '../picture/web-mercator.ts'
import styles from './map-canvas.module.css'
import { openViewOf, wholeViewOf, writeView } from './open-view.ts'

/** MapLibre and its styles load when the person first reaches for the map, not with the screen. */
const LiveMap = lazy(() => import('./live-map.tsx').catch(() => ({ default: NoLiveMap })))

/** Where the live map's code cannot be fetched (offline before it was ever loaded): the picture stays. */
function NoLiveMap({ onFailed }: { onFailed: () => void }) {
  useEffect(() => onFailed(), [onFailed])
  return null
}

/**
 * Something drawn over the map as an HTML button: a cluster, a price pin, a building's pin (its homes counted), a
 * school, the person's place.
 */
export interface MapMarker {
  id: string
  lng: number
  lat: number
  kind: 'cluster' | 'pin' | 'building' | 'school' | 'me'
  text: string
  /** The accessible name of the button. */
  label: string
  /** A look: pins 'selected' / 'active'; schools 'good' | 'mid' | 'low' | 'unrated'. */
  tone?: string
  /** Cluster diameter in pixels. */
  size?: number
  data?: Record<string, string>
}

/** What the screen can ask of the map once it is ready. */
export interface MapHandle {
  flyTo: (center: [number, number], zoom?: number) => void
  fitPoints: (points: readonly LngLat[], maxZoom?: number) => void
  zoomBy: (delta: number) => void
  jumpTo: (center: [number, number], zoom: number) => void
}

export interface MapCanvasProps {
  center: [number, number]
  zoom: number
  /**
   * A style from the server's config; null draws the bundled basemap (also when that style fails); undefined while
   * the config is asked for: the map is made at once, without a basemap, so the view and its listings are asked
   * for while the config and the style load.
   */
  styleUrl: string | null | undefined
  markers: readonly MapMarker[]
  /** Corners of the area being drawn or drawn; closed once `drawClosed`. */
  drawPoints?: readonly LngLat[]
  drawClosed?: boolean
  /**
   * A drag draws an outline, taps add corners (markers take none) and a double tap finishes, instead of panning and
   * zooming; two fingers still pinch.
   */
  drawMode?: boolean
  onView: (view: MapView) => void
  onMarker?: (id: string) => void
  onDrawPoint?: (point: LngLat) => void
  onDrawFinish?: () => void
  /** The corners of an outline a drag drew, simplified, in the order drawn. */
  onDrawStroke?: (points: LngLat[]) => void
  onReady?: (handle: MapHandle) => void
}

const NO_MARKERS: readonly MapMarker[] = []
const ZOOM_RANGE = [3, 18] as const
/** The size a map is taken to have where the page has no layout (a test's document): a phone's map area. */
const UNLAID_SIZE = { width: 375, height: 560 }
/** Pixels the map keeps around points it is fitted to. */
const FIT_PADDING = 60

/**
 * Where the live map is: its first picture only, MapLibre loading, MapLibre made (it has the view), MapLibre drawn
 * (the picture is gone), or MapLibre unable to draw here (no WebGL: the picture stays, and still moves).
 */
type Stage = 'picture' | 'waking' | 'live' | 'drawn' | 'unavailable'

/**
 * The map of a screen. It opens as a picture of the bundled basemap with the markers as buttons, drawn in a frame
 * (decision 0092): the WebGL map (MapLibre, a large download whose first frame compiles its shaders) starts when
 * the person first reaches for the map — a drag, a wheel, a zoom button, a cluster, drawing — and
 * replaces the picture at the same view once it has drawn. Until then the picture pans with a drag and follows the
 * screen's zoom and fly requests, and reports its view as the live map does.
 */
export function MapCanvas(props: MapCanvasProps) {
  const { t } = useTranslation()
  const container = useRef<HTMLElement>(null)
  const [element, setElement] = useState<HTMLElement | null>(null)
  const latest = useRef(props)
  latest.current = props
  // The map's size from the page, null until it has come: the picture is drawn at UNLAID_SIZE meanwhile (as the server
  // draws it), but its view is reported only once the size has come, since a view reported from a guess has the
  // screen ask for listings it then drops.
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  const [place, setPlace] = useState({ center: props.center, zoom: props.zoom })
  const [stage, setStage] = useState<Stage>('picture')
  const [basemap, setBasemap] = useState<'remote' | 'bundled' | null>(null)
  const [dragging, setDragging] = useState(false)
  const live = useRef<MapHandle | null>(null)
  const view: ScreenView = useMemo(() => ({ ...place, ...(size ?? UNLAID_SIZE) }), [place, size])
  const viewRef = useRef(view)
  viewRef.current = view

  const wake = useCallback(() => setStage((s) => (s === 'picture' ? 'waking' : s)), [])

  // The map's size, and again whenever it changes.
  useLayoutEffect(() => {
    const node = container.current
    if (!node) return
    setElement(node)
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = node
      if (!width || !height) return false
      // The drawn screen's picture, drawn again at its size, is most of the work of taking that screen over
      updateAsTakenOver(() => setSize({ width, height }))
      return true
    }
    // a page with no layout (a test's document) keeps the size the map opened with
    if (!measure()) setSize(UNLAID_SIZE)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(node)
    return () => observer?.disconnect()
  }, [])

  // The picture reports its view as the live map does, until the live map has one.
  useEffect(() => {
    const node = container.current
    if (!node || !size || stage === 'live' || stage === 'drawn') return
    const at = (x: number, y: number) => unproject(view, { x, y })
    writeView(node, wholeViewOf(at, view.zoom, view.width, view.height))
    latest.current.onView(openViewOf(at, view.zoom, node, view))
  }, [view, stage, size])

  // Drawing is done on the live map.
  useEffect(() => {
    if (props.drawMode) wake()
  }, [props.drawMode, wake])

  // The screen's handle: the live map once there is one, the picture before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: given once, reads the current view and map by ref
  useEffect(() => {
    const clamp = (zoom: number) => Math.min(ZOOM_RANGE[1], Math.max(ZOOM_RANGE[0], zoom))
    latest.current.onReady?.({
      flyTo: (center, zoom) => {
        if (live.current) return live.current.flyTo(center, zoom)
        setPlace((p) => ({ center, zoom: clamp(zoom ?? p.zoom) }))
        wake()
      },
      fitPoints: (points, maxZoom = 15) => {
        if (live.current) return live.current.fitPoints(points, maxZoom)
        const next = fitted(viewRef.current, points, FIT_PADDING, maxZoom, ZOOM_RANGE[0])
        setPlace({ center: next.center, zoom: next.zoom })
      },
      zoomBy: (delta) => {
        if (live.current) return live.current.zoomBy(delta)
        setPlace((p) => ({ ...p, zoom: clamp(p.zoom + delta) }))
        wake()
      },
      jumpTo: (center, zoom) => {
        if (live.current) return live.current.jumpTo(center, zoom)
        setPlace({ center, zoom: clamp(zoom) })
      },
    })
  }, [])

  const onPan = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const next = panned(viewRef.current, from, to)
    setPlace({ center: next.center, zoom: next.zoom })
    live.current?.jumpTo(next.center, next.zoom)
  }

  // The picture stays while a drag that began on it goes on; keyboard focus moves on to the live map with it.
  const showPicture = stage !== 'drawn' || dragging
  useEffect(() => {
    if (showPicture || !container.current?.contains(document.activeElement)) return
    container.current.querySelector('canvas')?.focus()
  }, [showPicture])

  return (
    <section
      ref={container}
      className={`${styles.canvas} ${props.drawMode ? styles.drawing : ''}`}
      aria-label={t('ui.map.region')}
      data-basemap={showPicture ? 'picture' : (basemap ?? 'loading')}
      data-draw={props.drawMode ? 'armed' : 'off'}
      data-testid="map"
    >
      {showPicture ? (
        <MapPicture
          view={view}
          markers={props.markers}
          drawPoints={props.drawPoints ?? []}
          drawClosed={!!props.drawClosed}
          drawMode={!!props.drawMode}
          passThrough={stage === 'live'}
          onMarker={(id) => latest.current.onMarker?.(id)}
          onDrawPoint={(point) => latest.current.onDrawPoint?.(point)}
          onDrawFinish={() => latest.current.onDrawFinish?.()}
          onDrawStroke={(points) => latest.current.onDrawStroke?.(points)}
          onWake={wake}
          onDrag={setDragging}
          onPan={onPan}
        />
      ) : null}
      {stage === 'unavailable' ? (
        <p className={styles.unavailable} role="status">
          {t('ui.map.failed')}
          <span className={styles.unavailableHint}>{t('ui.map.failedHint')}</span>
        </p>
      ) : null}
      {element && stage !== 'picture' && stage !== 'unavailable' ? (
        <Suspense fallback={null}>
          <LiveMap
            {...props}
            container={element}
            center={viewRef.current.center}
            zoom={viewRef.current.zoom}
            markers={showPicture ? NO_MARKERS : props.markers}
            onReady={(handle) => {
              live.current = handle
              setStage('live')
            }}
            onDrawn={(kind) => {
              setBasemap(kind)
              setStage('drawn')
            }}
            onFailed={() => {
              live.current = null
              setStage('unavailable')
            }}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
