import 'maplibre-gl/dist/maplibre-gl.css'
import type { FeatureCollection } from 'geojson'
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl'
import * as maplibregl from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BASEMAP_LABELS, bundledStyle, labelText } from '../basemap/basemap-style.ts'
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
  /** A style from the server's config; null draws the bundled basemap. Falls back to it on failure. */
  styleUrl: string | null
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
  const labelRefs = useRef<Marker[]>([])
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
        style: props.styleUrl ?? bundledStyle(),
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
    let styleLoaded = false
    const fallBackToBundled = () => {
      if (styleLoaded) return
      styleLoaded = true
      map.setStyle(bundledStyle(), { diff: false })
      setStyled('bundled')
    }
    const timer = props.styleUrl ? window.setTimeout(fallBackToBundled, REMOTE_STYLE_TIMEOUT_MS) : undefined
    map.on('error', () => {
      if (!styleLoaded && props.styleUrl) fallBackToBundled()
    })
    map.on('style.load', () => {
      if (!styleLoaded) {
        styleLoaded = true
        setStyled(props.styleUrl ? 'remote' : 'bundled')
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
      latest.current.onView(view)
    }
    map.on('load', report)
    map.on('moveend', report)
    map.on('zoom', () => {
      element.dataset.band = zoomBand(map.getZoom())
    })
    map.on('click', (event) => {
      const p = latest.current
      if (!p.drawMode) return
      const last = p.drawPoints?.at(-1)
      if (last) {
        const at = map.project([last.lng, last.lat])
        if (Math.hypot(at.x - event.point.x, at.y - event.point.y) < SAME_POINT_PX) return
      }
      p.onDrawPoint?.({ lng: event.lngLat.lng, lat: event.lngLat.lat })
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
      mapRef.current = null
      map.remove()
    }
  }, [])

  // Double-click zoom and the crosshair follow the draw mode.
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    if (props.drawMode) map.doubleClickZoom.disable()
    else map.doubleClickZoom.enable()
  }, [props.drawMode])

  // The drawn area.
  useEffect(() => {
    const source = mapRef.current?.getSource('draw') as GeoJSONSource | undefined
    source?.setData(drawData(props.drawPoints ?? [], !!props.drawClosed))
  }, [props.drawPoints, props.drawClosed])

  // Basemap labels in the app's language, only on the bundled basemap (a remote style has its own).
  useEffect(() => {
    const map = mapRef.current
    for (const label of labelRefs.current) label.remove()
    labelRefs.current = []
    if (!map || styled !== 'bundled') return
    for (const label of BASEMAP_LABELS) {
      const element = document.createElement('div')
      element.className = `${styles.label} ${styles[`label-${label.kind}`] ?? ''}`
      element.textContent = labelText(label, i18n.language)
      element.setAttribute('aria-hidden', 'true')
      labelRefs.current.push(
        new maplibregl.Marker({ element, anchor: label.kind === 'station' ? 'left' : 'center', offset: [6, 0] })
          .setLngLat([label.lng, label.lat])
          .addTo(map),
      )
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
