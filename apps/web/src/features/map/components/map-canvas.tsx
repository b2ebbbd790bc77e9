import 'maplibre-gl/dist/maplibre-gl.css'
import type { FeatureCollection } from 'geojson'
import type { GeoJSONSource, Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl'
import * as maplibregl from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BASEMAP_LABELS, type BasemapLabel, bundledStyle, labelText } from '../basemap/basemap-style.ts'
import {
  clipSegment,
  estimateTextWidth,
  type LabelCandidate,
  placeLabels,
  readableAngle,
  type ScreenBox,
} from '../basemap/place-labels.ts'
import type { Bbox, LngLat, MapView } from '../map-views.ts'
import styles from './map-canvas.module.css'

maplibregl.setWorkerUrl(workerUrl)

/** Something drawn over the map as an HTML button: a cluster, a price pin, a school, the person's place. */
export interface MapMarker {
  id: string
  lng: number
  lat: number
  kind: 'cluster' | 'pin' | 'school' | 'me'
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
  /** Taps add corners and a double tap finishes instead of panning and zooming. */
  drawMode?: boolean
  onView: (view: MapView) => void
  onMarker?: (id: string) => void
  onDrawPoint?: (point: LngLat) => void
  onDrawFinish?: () => void
  onReady?: (handle: MapHandle) => void
  onFailed?: () => void
}

/** A style from elsewhere that has not drawn within this time is replaced by the bundled basemap. */
const REMOTE_STYLE_TIMEOUT_MS = 8_000
/** Two taps closer than this are one corner (a double tap also sends two clicks). */
const SAME_POINT_PX = 8

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] }
/** The map's style until the server has said which basemap to draw. */
const NO_BASEMAP: StyleSpecification = { version: 8, sources: {}, layers: [] }

function drawData(points: readonly LngLat[], closed: boolean): FeatureCollection {
  const coords = points.map((p) => [p.lng, p.lat])
  const features: FeatureCollection['features'] = coords.map((c) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'Point', coordinates: c },
  }))
  if (coords.length >= 3) {
    features.push({
      type: 'Feature',
      properties: { closed },
      geometry: { type: 'Polygon', coordinates: [[...coords, coords[0]!]] },
    })
  }
  if (coords.length >= 2 && !closed) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: coords } })
  }
  return { type: 'FeatureCollection', features }
}

function addDrawLayers(map: MapLibreMap) {
  if (map.getSource('draw')) return
  map.addSource('draw', { type: 'geojson', data: EMPTY })
  map.addLayer({
    id: 'draw-fill',
    type: 'fill',
    source: 'draw',
    filter: ['==', ['geometry-type'], 'Polygon'],
    paint: { 'fill-color': '#04D188', 'fill-opacity': 0.14 },
  })
  map.addLayer({
    id: 'draw-edge',
    type: 'line',
    source: 'draw',
    filter: ['!=', ['geometry-type'], 'Point'],
    paint: { 'line-color': '#03a86d', 'line-width': 2.5 },
  })
  map.addLayer({
    id: 'draw-corners',
    type: 'circle',
    source: 'draw',
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': 5,
      'circle-color': '#ffffff',
      'circle-stroke-color': '#03a86d',
      'circle-stroke-width': 2,
    },
  })
}

function zoomBand(zoom: number): string {
  if (zoom >= 13) return 'near'
  if (zoom >= 11.5) return 'mid'
  return 'far'
}

function viewOf(map: MapLibreMap): MapView {
  const b = map.getBounds()
  const bbox: Bbox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]
  return { bbox, zoom: map.getZoom() }
}

/** Elements of the screen laid over the map (controls, the sheet, bars, cards) carry this attribute. */
export const MAP_OVERLAY_ATTRIBUTE = 'data-map-overlay'

/**
 * Room kept between a marker's point and an edge, a control or the sheet, so the whole marker stays clear: a price
 * pin stands above its point (44 px tall, up to about 96 px wide with a rent price), a cluster circle is centred on it
 * (up to 76 px and its 5 px ring).
 */
const CLEARANCE = { top: 48, right: 50, bottom: 44, left: 24 } as const

/** The overlays' boxes in the map's own pixels. */
function overlayBoxes(element: HTMLElement): ScreenBox[] {
  const stage = element.parentElement
  if (!stage) return []
  const origin = element.getBoundingClientRect()
  return [...stage.querySelectorAll(`[${MAP_OVERLAY_ATTRIBUTE}]`)].map((overlay) => {
    const r = overlay.getBoundingClientRect()
    return { x0: r.left - origin.left, y0: r.top - origin.top, x1: r.right - origin.left, y1: r.bottom - origin.top }
  })
}

/**
 * The part of the view that no control, bar, card or sheet covers, as a view: what the screen asks listings for, so
 * no cluster or pin is drawn under them. A column of controls on the right edge narrows it from the right; a wide
 * overlay in the lower half (the sheet, a listing's card) from below, one in the upper half (the draw bar, a banner)
 * from above.
 */
function openViewOf(map: MapLibreMap, element: HTMLElement): MapView {
  const width = element.clientWidth
  const height = element.clientHeight
  if (!width || !height) return viewOf(map)
  let top = 0
  let right = width
  let bottom = height
  for (const box of overlayBoxes(element)) {
    const wide = box.x1 - box.x0 > width / 2
    if (!wide && box.x1 >= width - 24 && box.x0 > width / 2) right = Math.min(right, box.x0)
    else if (wide && (box.y0 + box.y1) / 2 > height / 2) bottom = Math.min(bottom, box.y0)
    else if (wide) top = Math.max(top, box.y1)
  }
  const x0 = CLEARANCE.left
  const y0 = top + CLEARANCE.top
  const x1 = Math.max(x0 + 40, right - CLEARANCE.right)
  const y1 = Math.max(y0 + 40, bottom - CLEARANCE.bottom)
  const nw = map.unproject([x0, y0])
  const se = map.unproject([x1, y1])
  return { bbox: [nw.lng, se.lat, se.lng, nw.lat], zoom: map.getZoom() }
}

/** From which zoom each kind of basemap name is drawn, and which wins a place first (lower first). */
const LABEL_RULES: Record<BasemapLabel['kind'], { minZoom: number; priority: number; fontSize: number }> = {
  station: { minZoom: 13, priority: 1, fontSize: 10.5 },
  campus: { minZoom: 13, priority: 2, fontSize: 11 },
  street: { minZoom: 12.5, priority: 3, fontSize: 10.5 },
  area: { minZoom: 11.5, priority: 4, fontSize: 11 },
  'side-street': { minZoom: 14.5, priority: 5, fontSize: 10 },
}

/**
 * The MapLibre map: basemap, HTML markers (clusters, pins, schools), the drawn area, and the view reported after
 * each move. Its container carries the view as data attributes (`data-bbox` w,s,e,n and `data-zoom`).
 */
export function MapCanvas(props: MapCanvasProps) {
  const { t, i18n } = useTranslation()
  const container = useRef<HTMLElement>(null)
  const mapRef = useRef<MapLibreMap | null>(null)
  const latest = useRef(props)
  latest.current = props
  const markerRefs = useRef<Marker[]>([])
  const markerBoxes = useRef<(map: MapLibreMap) => ScreenBox[]>(() => [])
  const relayout = useRef<() => void>(() => {})
  const lastCorner = useRef<LngLat | null>(null)
  const chooseStyle = useRef<(url: string | null) => void>(() => {})
  const [styled, setStyled] = useState<'remote' | 'bundled' | null>(null)
  const [failed, setFailed] = useState(false)

  // The map is made once; later prop changes are applied by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount, reads the latest props by ref
  useEffect(() => {
    const element = container.current
    if (!element) return
    let map: MapLibreMap
    try {
      map = new maplibregl.Map({
        container: element,
        style: props.styleUrl === undefined ? NO_BASEMAP : (props.styleUrl ?? bundledStyle()),
        center: props.center,
        zoom: props.zoom,
        minZoom: 3,
        maxZoom: 18,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: false,
        cooperativeGestures: false,
      })
    } catch {
      setFailed(true)
      latest.current.onFailed?.()
      return
    }
    map.touchZoomRotate.disableRotation()
    mapRef.current = map
    // The basemap asked for (none until the config is known), and whether it has drawn.
    let wanted: 'remote' | 'bundled' | null = null
    let styleLoaded = false
    let timer: number | undefined
    const fallBackToBundled = () => {
      if (styleLoaded) return
      styleLoaded = true
      wanted = 'bundled'
      map.setStyle(bundledStyle(), { diff: false })
      setStyled('bundled')
    }
    const want = (url: string | null) => {
      wanted = url ? 'remote' : 'bundled'
      if (url) timer = window.setTimeout(fallBackToBundled, REMOTE_STYLE_TIMEOUT_MS)
    }
    if (props.styleUrl !== undefined) want(props.styleUrl)
    chooseStyle.current = (url) => {
      if (wanted) return
      want(url)
      map.setStyle(url ?? bundledStyle(), { diff: false })
    }
    map.on('error', () => {
      if (!styleLoaded && wanted === 'remote') fallBackToBundled()
    })
    map.on('style.load', () => {
      if (!wanted) return
      if (!styleLoaded) {
        styleLoaded = true
        setStyled(wanted)
      }
      window.clearTimeout(timer)
      addDrawLayers(map)
      const p = latest.current
      ;(map.getSource('draw') as GeoJSONSource | undefined)?.setData(drawData(p.drawPoints ?? [], !!p.drawClosed))
    })
    const report = () => {
      const view = viewOf(map)
      element.dataset.bbox = view.bbox.join(',')
      element.dataset.zoom = String(view.zoom)
      element.dataset.band = zoomBand(view.zoom)
      latest.current.onView(openViewOf(map, element))
    }
    // The view is known as soon as the map has its size: the listings are asked for while the style still loads.
    report()
    map.on('moveend', report)
    map.on('zoom', () => {
      element.dataset.band = zoomBand(map.getZoom())
    })
    map.on('click', (event) => {
      const p = latest.current
      if (!p.drawMode) return
      // The corner added last, known here at once: a double tap's clicks can come before the screen has drawn it.
      const last = lastCorner.current
      if (last) {
        const at = map.project([last.lng, last.lat])
        if (Math.hypot(at.x - event.point.x, at.y - event.point.y) < SAME_POINT_PX) return
      }
      const point = { lng: event.lngLat.lng, lat: event.lngLat.lat }
      lastCorner.current = point
      p.onDrawPoint?.(point)
    })
    map.on('dblclick', (event) => {
      if (!latest.current.drawMode) return
      event.preventDefault()
      latest.current.onDrawFinish?.()
    })
    latest.current.onReady?.({
      flyTo: (center, zoom) => map.easeTo({ center, zoom: zoom ?? map.getZoom(), duration: 400 }),
      fitPoints: (points, maxZoom = 15) => {
        if (points.length === 0) return
        const bounds = new maplibregl.LngLatBounds()
        for (const point of points) bounds.extend([point.lng, point.lat])
        map.fitBounds(bounds, { padding: 60, maxZoom, duration: 0 })
      },
      zoomBy: (delta) => map.easeTo({ zoom: map.getZoom() + delta, duration: 250 }),
    })
    return () => {
      window.clearTimeout(timer)
      chooseStyle.current = () => {}
      mapRef.current = null
      map.remove()
    }
  }, [])

  // The basemap, once the server has said which.
  useEffect(() => {
    if (props.styleUrl !== undefined) chooseStyle.current(props.styleUrl)
  }, [props.styleUrl])

  // Double-click zoom follows the draw mode. `data-draw="armed"` says taps now add corners: it is set only once the
  // map's double-click zoom is off and its click handler reads the draw mode, so a tap made after it is a corner.
  useEffect(() => {
    const map = mapRef.current
    const element = container.current
    if (!map || !element) return
    if (props.drawMode) map.doubleClickZoom.disable()
    else map.doubleClickZoom.enable()
    element.dataset.draw = props.drawMode ? 'armed' : 'off'
  }, [props.drawMode])

  // The drawn area.
  useEffect(() => {
    lastCorner.current = props.drawPoints?.at(-1) ?? null
    const source = mapRef.current?.getSource('draw') as GeoJSONSource | undefined
    source?.setData(drawData(props.drawPoints ?? [], !!props.drawClosed))
  }, [props.drawPoints, props.drawClosed])

  // Basemap names in the app's language, only on the bundled basemap (a remote style has its own): placed again on
  // every frame of a move, clear of each other, of the markers and of the controls.
  useEffect(() => {
    const map = mapRef.current
    const element = container.current
    if (!map || !element || styled !== 'bundled') return
    const layer = document.createElement('div')
    layer.className = styles.labels ?? ''
    layer.setAttribute('aria-hidden', 'true')
    map.getCanvas().after(layer)
    const nodes = new Map<number, HTMLElement>()
    let frame = 0
    const layout = () => {
      frame = 0
      const zoom = map.getZoom()
      const width = element.clientWidth
      const height = element.clientHeight
      const candidates: LabelCandidate[] = []
      BASEMAP_LABELS.forEach((label, id) => {
        const rule = LABEL_RULES[label.kind]
        if (zoom < rule.minZoom) return
        const text = labelText(label, i18n.language)
        let at: { x: number; y: number }
        let angle = 0
        if (label.along) {
          // The name sits at the middle of the part of its stretch on screen; a part shorter than it has no room.
          const part = clipSegment(map.project(label.along[0]), map.project(label.along[1]), width, height)
          if (!part) return
          const [a, b] = part
          if (Math.hypot(b.x - a.x, b.y - a.y) < estimateTextWidth(text, rule.fontSize) + 24) return
          at = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
          angle = readableAngle(a.x, a.y, b.x, b.y)
        } else {
          at = map.project([label.lng, label.lat])
          if (at.x < -60 || at.y < -20 || at.x > width + 60 || at.y > height + 20) return
        }
        const offset = label.kind === 'station' ? estimateTextWidth(text, rule.fontSize) / 2 + 8 : 0
        candidates.push({
          id,
          x: at.x + offset,
          y: at.y,
          width: estimateTextWidth(text, rule.fontSize),
          height: rule.fontSize * 1.3,
          angle,
          priority: rule.priority,
        })
      })
      const obstacles = [...overlayBoxes(element), ...markerBoxes.current(map)]
      const placed = placeLabels(candidates, obstacles, { width, height })
      const shown = new Set<number>()
      for (const item of placed) {
        const label = BASEMAP_LABELS[item.id]!
        let node = nodes.get(item.id)
        if (!node) {
          node = document.createElement('div')
          node.className = `${styles.label} ${styles[`label-${label.kind}`] ?? ''}`
          node.textContent = labelText(label, i18n.language)
          layer.append(node)
          nodes.set(item.id, node)
        }
        node.style.transform = `translate(${item.x}px, ${item.y}px) translate(-50%, -50%) rotate(${item.angle}deg)`
        node.hidden = false
        shown.add(item.id)
      }
      for (const [id, node] of nodes) if (!shown.has(id)) node.hidden = true
      element.dataset.labels = String(shown.size)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(layout)
    }
    relayout.current = schedule
    map.on('move', schedule)
    map.on('resize', schedule)
    schedule()
    return () => {
      cancelAnimationFrame(frame)
      relayout.current = () => {}
      map.off('move', schedule)
      map.off('resize', schedule)
      layer.remove()
    }
  }, [styled, i18n.language])

  // Clusters, pins and schools as buttons.
  useEffect(() => {
    const map = mapRef.current
    for (const marker of markerRefs.current) marker.remove()
    markerRefs.current = []
    if (!map) return
    for (const item of props.markers) {
      const element = document.createElement('button')
      element.type = 'button'
      element.className = `${styles.marker} ${styles[item.kind]} ${item.tone ? (styles[item.tone] ?? '') : ''}`
      const text = document.createElement('span')
      text.className = `${styles.text ?? ''} ${styles[`${item.kind}Text`] ?? ''}`
      text.textContent = item.text
      element.append(text)
      element.setAttribute('aria-label', item.label)
      element.dataset.kind = item.kind
      for (const [name, value] of Object.entries(item.data ?? {})) element.dataset[name] = value
      if (item.size) {
        element.style.width = `${item.size}px`
        element.style.height = `${item.size}px`
      }
      element.addEventListener('click', (event) => {
        event.stopPropagation()
        latest.current.onMarker?.(item.id)
      })
      markerRefs.current.push(
        new maplibregl.Marker({ element, anchor: item.kind === 'pin' ? 'bottom' : 'center' })
          .setLngLat([item.lng, item.lat])
          .addTo(map),
      )
    }
    // Sizes are read once per set of markers; their places follow the map on every frame.
    const sized = props.markers.map((item, i) => {
      const element = markerRefs.current[i]!.getElement()
      return { item, width: element.offsetWidth, height: element.offsetHeight }
    })
    markerBoxes.current = (m) =>
      sized.map(({ item, width, height }) => {
        const at = m.project([item.lng, item.lat])
        const top = item.kind === 'pin' ? at.y - height : at.y - height / 2
        return { x0: at.x - width / 2, y0: top, x1: at.x + width / 2, y1: top + height }
      })
    relayout.current()
  }, [props.markers])

  if (failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('ui.map.failed')}</p>
        <p className={styles.failedHint}>{t('ui.map.failedHint')}</p>
      </div>
    )
  }
  return (
    <section
      ref={container}
      className={`${styles.canvas} ${props.drawMode ? styles.drawing : ''}`}
      aria-label={t('ui.map.region')}
      data-basemap={styled ?? 'loading'}
      data-testid="map"
    />
  )
}
