import 'maplibre-gl/dist/maplibre-gl.css'
import { MAP_POLYGON_MAX_POINTS, outlineOfPath, type ScreenPoint } from '@maplenest/core'
import type { FeatureCollection } from 'geojson'
import type { GeoJSONSource, Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl'
import * as maplibregl from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { basemapLabels, labelText, subscribeBasemapLabels } from '../basemap/basemap-labels.ts'
import { bundledStyle } from '../basemap/basemap-style.ts'
import { labelTransform, layoutLabels } from '../basemap/label-layout.ts'
import { loadNearLabels } from '../basemap/near-labels.ts'
import type { ScreenBox } from '../basemap/place-labels.ts'
import { registerPmtilesProtocols } from '../basemap/pmtiles-protocols.ts'
import { drawGesture } from '../draw/draw-gesture.ts'
import { DRAW_LOOK } from '../draw/draw-look.ts'
import type { LngLat } from '../map-views.ts'
import styles from './map-canvas.module.css'
import type { MapCanvasProps, MapHandle } from './map-canvas.tsx'
import { markerClass, markerScreenBox, markerTextClass, standsOnPlace } from './map-markers.ts'
import { openInsets, openViewOf, overlayBoxes, wholeViewOf, writeView, zoomBand } from './open-view.ts'

maplibregl.setWorkerUrl(workerUrl)
// The operator's PMTiles basemap, when the server names one; its code loads with its first request.
registerPmtilesProtocols()

interface LiveMapProps extends Omit<MapCanvasProps, 'onReady'> {
  /** The map's element, drawn by the canvas around it. */
  container: HTMLElement
  onReady: (handle: MapHandle) => void
  /** The basemap asked for has drawn its first frame. */
  onDrawn: (basemap: 'remote' | 'bundled') => void
  onFailed: () => void
}

/** A style from elsewhere that has not drawn within this time is replaced by the bundled basemap. */
const REMOTE_STYLE_TIMEOUT_MS = 8_000
/** A tap closer than this to the last corner is not another one. */
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
    paint: { 'fill-color': DRAW_LOOK.fill, 'fill-opacity': DRAW_LOOK.fillOpacity },
  })
  map.addLayer({
    id: 'draw-edge',
    type: 'line',
    source: 'draw',
    filter: ['!=', ['geometry-type'], 'Point'],
    paint: { 'line-color': DRAW_LOOK.edge, 'line-width': DRAW_LOOK.edgeWidth },
  })
  map.addLayer({
    id: 'draw-corners',
    type: 'circle',
    source: 'draw',
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': DRAW_LOOK.cornerRadius,
      'circle-color': DRAW_LOOK.cornerFill,
      'circle-stroke-color': DRAW_LOOK.edge,
      'circle-stroke-width': DRAW_LOOK.cornerEdgeWidth,
    },
  })
}

/**
 * The MapLibre map: basemap, HTML markers (clusters, pins, schools), the drawn area, and the view reported after
 * each move, written on its container as data attributes (`data-bbox` w,s,e,n and `data-zoom`). It starts where the
 * map's first picture was, once the person first reaches for the map.
 */
export default function LiveMap(props: LiveMapProps) {
  const { i18n } = useTranslation()
  const mapRef = useRef<MapLibreMap | null>(null)
  const latest = useRef(props)
  latest.current = props
  const markerRefs = useRef<Marker[]>([])
  const markerBoxes = useRef<(map: MapLibreMap) => ScreenBox[]>(() => [])
  const relayout = useRef<() => void>(() => {})
  const lastCorner = useRef<LngLat | null>(null)
  const chooseStyle = useRef<(url: string | null) => void>(() => {})
  const [styled, setStyled] = useState<'remote' | 'bundled' | null>(null)

  // The map is made once; later prop changes are applied by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per mount, reads the latest props by ref
  useEffect(() => {
    const element = props.container
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
      latest.current.onFailed()
      return
    }
    map.touchZoomRotate.disableRotation()
    // The sources' own credits (an OpenStreetMap basemap's; none on the bundled one), at the top, clear of the sheet,
    // folded to a button once the map is dragged.
    map.addControl(new maplibregl.AttributionControl({ compact: true }), 'top-left')
    if (props.drawMode) map.doubleClickZoom.disable()
    mapRef.current = map
    // The basemap asked for (none until the config is known), and whether it has drawn.
    let wanted: 'remote' | 'bundled' | null = null
    let styleLoaded = false
    let timer: number | undefined
    const loaded = (kind: 'remote' | 'bundled') => {
      setStyled(kind)
      map.once('idle', () => latest.current.onDrawn(kind))
    }
    const fallBackToBundled = () => {
      if (styleLoaded) return
      styleLoaded = true
      wanted = 'bundled'
      map.setStyle(bundledStyle(), { diff: false })
      loaded('bundled')
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
        loaded(wanted)
      }
      window.clearTimeout(timer)
      addDrawLayers(map)
      const p = latest.current
      ;(map.getSource('draw') as GeoJSONSource | undefined)?.setData(drawData(p.drawPoints ?? [], !!p.drawClosed))
    })
    const unproject = (x: number, y: number) => map.unproject([x, y])
    const report = () => {
      const zoom = map.getZoom()
      writeView(element, wholeViewOf(unproject, zoom, element.clientWidth, element.clientHeight))
      latest.current.onView(openViewOf(unproject, zoom, element))
    }
    // The view is known as soon as the map has its size: the listings are asked for while the style still loads.
    report()
    map.on('moveend', report)
    map.on('zoom', () => {
      element.dataset.band = zoomBand(map.getZoom())
    })
    latest.current.onReady({
      flyTo: (center, zoom) => map.easeTo({ center, zoom: zoom ?? map.getZoom(), duration: 400 }),
      fitPoints: (points, maxZoom = 15) => {
        if (points.length === 0) return
        const bounds = new maplibregl.LngLatBounds()
        for (const point of points) bounds.extend([point.lng, point.lat])
        // inside the part of the map no control or sheet covers, so every point is drawn where it can be seen
        const { clientWidth: width, clientHeight: height } = element
        const padding = width && height ? openInsets(element, width, height) : 60
        map.fitBounds(bounds, { padding, maxZoom, duration: 0 })
      },
      zoomBy: (delta) => map.easeTo({ zoom: map.getZoom() + delta, duration: 250 }),
      jumpTo: (center, zoom) => map.jumpTo({ center, zoom }),
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

  // Double-click zoom follows the draw mode, before the browser can deliver another tap: the canvas says taps add
  // corners (`data-draw="armed"`) from the same commit.
  useLayoutEffect(() => {
    const map = mapRef.current
    if (!map) return
    if (props.drawMode) map.doubleClickZoom.disable()
    else map.doubleClickZoom.enable()
  }, [props.drawMode])

  // Draw mode: a one-finger (or mouse) drag draws instead of panning, its path shown as it goes; a tap adds a corner
  // and a double tap finishes. The map's own drag is off; two fingers still pinch (and abandon a drag).
  useEffect(() => {
    const map = mapRef.current
    if (!map || !props.drawMode) return
    map.dragPan.disable()
    const target = map.getCanvasContainer()
    const place = (at: ScreenPoint): LngLat => {
      const { lng, lat } = map.unproject([at.x, at.y])
      return { lng, lat }
    }
    let frame = 0
    let drawing: readonly ScreenPoint[] = []
    const showDrag = (path: readonly ScreenPoint[]) => {
      drawing = path
      frame ||= requestAnimationFrame(() => {
        frame = 0
        // The corners so far as they are, and the path being drawn as a line (no corner on each of its points).
        const data = drawData(latest.current.drawPoints ?? [], false)
        if (drawing.length >= 2) {
          const coordinates = drawing.map(place).map((q) => [q.lng, q.lat])
          data.features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } })
        }
        ;(map.getSource('draw') as GeoJSONSource | undefined)?.setData(data)
      })
    }
    const gesture = drawGesture({
      onTap: (at) => {
        // The corner added last, known here at once: a second tap can come before the screen has drawn the first.
        const last = lastCorner.current
        if (last) {
          const lastAt = map.project([last.lng, last.lat])
          if (Math.hypot(lastAt.x - at.x, lastAt.y - at.y) < SAME_POINT_PX) return
        }
        const point = place(at)
        lastCorner.current = point
        latest.current.onDrawPoint?.(point)
      },
      onDoubleTap: () => latest.current.onDrawFinish?.(),
      onDrag: showDrag,
      onStroke: (path) => {
        const p = latest.current
        const corners = outlineOfPath(path, { maxPoints: MAP_POLYGON_MAX_POINTS - (p.drawPoints?.length ?? 0) })
        if (!corners.length) return
        const points = corners.map(place)
        lastCorner.current = points.at(-1)!
        p.onDrawStroke?.(points)
      },
    })
    const pointer = (event: PointerEvent) => {
      const box = target.getBoundingClientRect()
      return {
        id: event.pointerId,
        type: event.pointerType,
        at: { x: event.clientX - box.left, y: event.clientY - box.top },
        time: event.timeStamp,
      }
    }
    const down = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return
      target.setPointerCapture?.(event.pointerId)
      gesture.down(pointer(event))
    }
    const move = (event: PointerEvent) => gesture.move(pointer(event))
    const up = (event: PointerEvent) => gesture.up(pointer(event))
    const cancel = (event: PointerEvent) => gesture.cancel(event.pointerId)
    target.addEventListener('pointerdown', down)
    target.addEventListener('pointermove', move)
    target.addEventListener('pointerup', up)
    target.addEventListener('pointercancel', cancel)
    return () => {
      cancelAnimationFrame(frame)
      target.removeEventListener('pointerdown', down)
      target.removeEventListener('pointermove', move)
      target.removeEventListener('pointerup', up)
      target.removeEventListener('pointercancel', cancel)
      map.dragPan.enable()
    }
  }, [props.drawMode])

  // The drawn area.
  useEffect(() => {
    lastCorner.current = props.drawPoints?.at(-1) ?? null
    const source = mapRef.current?.getSource('draw') as GeoJSONSource | undefined
    source?.setData(drawData(props.drawPoints ?? [], !!props.drawClosed))
  }, [props.drawPoints, props.drawClosed])

  // Basemap names in the app's language, only on the bundled basemap (a remote style has its own): placed again on
  // every frame of a move, clear of each other, of the markers and of the controls, and when the street and campus
  // names drawn closer in arrive (asked for here too, should the picture not have asked yet).
  useEffect(() => {
    const map = mapRef.current
    const element = props.container
    if (!map || styled !== 'bundled') return
    const layer = document.createElement('div')
    layer.className = styles.labels ?? ''
    layer.setAttribute('aria-hidden', 'true')
    map.getCanvas().after(layer)
    const nodes = new Map<number, HTMLElement>()
    let frame = 0
    const layout = () => {
      frame = 0
      const labels = basemapLabels()
      const placed = layoutLabels(
        (place) => map.project(place),
        { zoom: map.getZoom(), width: element.clientWidth, height: element.clientHeight },
        i18n.language,
        [...overlayBoxes(element), ...markerBoxes.current(map)],
        labels,
      )
      const shown = new Set<number>()
      for (const item of placed) {
        const label = labels[item.id]!
        let node = nodes.get(item.id)
        if (!node) {
          node = document.createElement('div')
          node.className = `${styles.label} ${styles[`label-${label.kind}`] ?? ''}`
          node.textContent = labelText(label, i18n.language)
          layer.append(node)
          nodes.set(item.id, node)
        }
        node.style.transform = labelTransform(item)
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
    const stopListening = subscribeBasemapLabels(schedule)
    void loadNearLabels()
    schedule()
    return () => {
      cancelAnimationFrame(frame)
      stopListening()
      relayout.current = () => {}
      map.off('move', schedule)
      map.off('resize', schedule)
      layer.remove()
    }
  }, [styled, i18n.language, props.container])

  // Clusters, pins and schools as buttons; laid out before paint, so they replace the first picture's in one frame.
  useLayoutEffect(() => {
    const map = mapRef.current
    for (const marker of markerRefs.current) marker.remove()
    markerRefs.current = []
    if (!map) return
    for (const item of props.markers) {
      const element = document.createElement('button')
      element.type = 'button'
      element.className = markerClass(item)
      const text = document.createElement('span')
      text.className = markerTextClass(item)
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
        new maplibregl.Marker({ element, anchor: standsOnPlace(item) ? 'bottom' : 'center' })
          .setLngLat([item.lng, item.lat])
          .addTo(map),
      )
    }
    // The markers' boxes follow the map on every frame.
    const markers = props.markers
    markerBoxes.current = (m) => markers.map((item) => markerScreenBox(item, m.project([item.lng, item.lat])))
    relayout.current()
  }, [props.markers])

  return null
}
