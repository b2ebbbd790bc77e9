import { MAP_POLYGON_MAX_POINTS, outlineOfPath } from '@maplenest/core'
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { updateAsTakenOver } from '../../../shared/first-screen/taken-over-screen.ts'
import { labelText, useBasemapLabels } from '../basemap/basemap-labels.ts'
import { bundledStyle } from '../basemap/basemap-style.ts'
import { labelTransform, layoutLabels } from '../basemap/label-layout.ts'
import { loadNearLabelsWhenIdle } from '../basemap/near-labels.ts'
import type { ScreenBox } from '../basemap/place-labels.ts'
import styles from '../components/map-canvas.module.css'
import type { MapMarker } from '../components/map-canvas.tsx'
import { markerClass, markerScreenBox, markerTextClass, standsOnPlace } from '../components/map-markers.ts'
import { overlayBoxes } from '../components/open-view.ts'
import { drawGesture } from '../draw/draw-gesture.ts'
import { DRAW_LOOK } from '../draw/draw-look.ts'
import type { LngLat } from '../map-views.ts'
import { BasemapShapeElements } from './basemap-shape-elements.tsx'
import { basemapShapes } from './basemap-shapes.ts'
import { type Point, project, type ScreenView, unproject } from './web-mercator.ts'

interface MapPictureProps {
  view: ScreenView
  markers: readonly MapMarker[]
  drawPoints: readonly LngLat[]
  drawClosed: boolean
  /** A drag draws an outline, taps add corners, and a double tap finishes, as on the live map. */
  drawMode: boolean
  /**
   * The live map is made beneath and takes the person's touches while it draws its first frame: they pass through
   * the picture, all but its markers'.
   */
  passThrough: boolean
  onMarker: (id: string) => void
  onDrawPoint: (point: LngLat) => void
  onDrawFinish: () => void
  /** The corners of an outline a drag drew. */
  onDrawStroke: (points: LngLat[]) => void
  /** The person has reached for the map: start the live one. */
  onWake: () => void
  /** A drag on the picture began (true) or ended (false). */
  onDrag: (dragging: boolean) => void
  /** A drag moved what was under `from` to `to`. */
  onPan: (from: Point, to: Point) => void
}

/** A move shorter than this is a tap, not a drag. */
const TAP_SLOP_PX = 3
/** Two taps closer than this are one corner (a double tap also sends two taps), as on the live map. */
const SAME_POINT_PX = 8

/** The bundled style, made once: the picture draws its layers. */
let style: ReturnType<typeof bundledStyle> | null = null
const pictureStyle = () => {
  style ??= bundledStyle()
  return style
}

/** Where a marker's button goes: centred on its place, a pin standing on it. */
const markerTransform = (item: MapMarker, at: Point) =>
  `translate(${at.x}px, ${at.y}px) translate(-50%, ${standsOnPlace(item) ? '-100%' : '-50%'})`

/**
 * The map's first picture: the bundled basemap as SVG with the style's own colours, its names placed as the live map
 * places them, the markers as the same buttons, and the drawn area. A drag moves it; anything else that reaches
 * for the map wakes the live map.
 */
export function MapPicture(props: MapPictureProps) {
  const { i18n } = useTranslation()
  const { view } = props
  const root = useRef<HTMLDivElement>(null)
  const drag = useRef<{ id: number; from: Point } | null>(null)
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 })
  const labels = useBasemapLabels()
  const [overlays, setOverlays] = useState<ScreenBox[] | null>(null)
  const overlaysRef = useRef(overlays)
  overlaysRef.current = overlays
  const latest = useRef(props)
  latest.current = props
  const stroke = useRef<SVGPolylineElement>(null)
  // In draw mode: a drag draws (its path shown as it goes), a tap adds a corner, a double tap finishes.
  const [gesture] = useState(() =>
    drawGesture({
      onTap: (tap) => {
        const p = latest.current
        const last = p.drawPoints.at(-1)
        const lastAt = last ? project(p.view, [last.lng, last.lat]) : null
        if (lastAt && Math.hypot(lastAt.x - tap.x, lastAt.y - tap.y) < SAME_POINT_PX) return
        p.onDrawPoint(unproject(p.view, tap))
      },
      onDoubleTap: () => latest.current.onDrawFinish(),
      onDrag: (path) => stroke.current?.setAttribute('points', path.map((p) => `${p.x},${p.y}`).join(' ')),
      onStroke: (path) => {
        const p = latest.current
        const corners = outlineOfPath(path, { maxPoints: MAP_POLYGON_MAX_POINTS - p.drawPoints.length })
        if (corners.length) p.onDrawStroke(corners.map((corner) => unproject(p.view, corner)))
      },
    }),
  )

  const { background, shapes } = useMemo(() => basemapShapes(pictureStyle(), view), [view])
  const at = (lng: number, lat: number) => project(view, [lng, lat])
  const area = props.drawPoints.map((p) => at(p.lng, p.lat))

  // The street and campus names, not needed at the opening zoom, come once the screen has drawn.
  useEffect(loadNearLabelsWhenIdle, [])

  // The controls, bars and sheets over the map, read after each change at the start of the next frame, where the
  // browser lays the page out anyway: read in the change itself, they would have it lay the page out there as well.
  useEffect(() => {
    const map = root.current?.parentElement
    if (!map) return
    const frame = requestAnimationFrame(() => {
      const next = overlayBoxes(map)
      if (!overlaysRef.current || !sameBoxes(overlaysRef.current, next)) updateAsTakenOver(() => setOverlays(next))
    })
    return () => cancelAnimationFrame(frame)
  })

  // Names go where no marker, control or other name is, once the controls' places are known: the markers' boxes are
  // known from the markers themselves. Laid out again when the near names arrive.
  const placed = useMemo(
    () =>
      overlays
        ? layoutLabels(
            (place) => project(view, place),
            view,
            i18n.language,
            [...overlays, ...props.markers.map((item) => markerScreenBox(item, project(view, [item.lng, item.lat])))],
            labels,
          )
        : [],
    [overlays, view, props.markers, i18n.language, labels],
  )

  /** A pointer event as the draw gesture reads it: in the picture's pixels. */
  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return {
      id: event.pointerId,
      type: event.pointerType,
      at: { x: event.clientX - box.left, y: event.clientY - box.top },
      time: event.timeStamp,
    }
  }

  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (props.drawMode) {
      if (event.type === 'pointercancel') gesture.cancel(event.pointerId)
      else gesture.up(pointer(event))
      props.onDrag(false)
      return
    }
    const started = drag.current
    if (!started || started.id !== event.pointerId) return
    drag.current = null
    const to = { x: event.clientX, y: event.clientY }
    if (Math.hypot(to.x - started.from.x, to.y - started.from.y) > TAP_SLOP_PX) props.onPan(started.from, to)
    setOffset({ x: 0, y: 0 })
    props.onDrag(false)
  }

  return (
    <div
      ref={root}
      className={`${styles.picture} ${props.passThrough ? styles.passThrough : ''}`}
      style={{ background }}
      onPointerDown={(event) => {
        if ((event.target as Element).closest('button')) return
        props.onWake()
        event.currentTarget.setPointerCapture?.(event.pointerId)
        props.onDrag(true)
        if (props.drawMode) return gesture.down(pointer(event))
        drag.current = { id: event.pointerId, from: { x: event.clientX, y: event.clientY } }
      }}
      onPointerMove={(event) => {
        if (props.drawMode) return gesture.move(pointer(event))
        const started = drag.current
        if (started?.id !== event.pointerId) return
        setOffset({ x: event.clientX - started.from.x, y: event.clientY - started.from.y })
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onWheel={props.onWake}
    >
      <div className={styles.pictureMoving} style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
        <svg
          className={styles.pictureBasemap}
          width={view.width}
          height={view.height}
          viewBox={`0 0 ${view.width} ${view.height}`}
          aria-hidden="true"
        >
          <BasemapShapeElements shapes={shapes} />
          {area.length >= 3 ? (
            <polygon
              points={area.map((p) => `${p.x},${p.y}`).join(' ')}
              fill={props.drawClosed ? DRAW_LOOK.fill : 'none'}
              fillOpacity={DRAW_LOOK.fillOpacity}
              stroke={DRAW_LOOK.edge}
              strokeWidth={DRAW_LOOK.edgeWidth}
            />
          ) : null}
          {area.length === 2 ? (
            <line
              x1={area[0]!.x}
              y1={area[0]!.y}
              x2={area[1]!.x}
              y2={area[1]!.y}
              stroke={DRAW_LOOK.edge}
              strokeWidth={DRAW_LOOK.edgeWidth}
            />
          ) : null}
          {props.drawMode ? (
            <polyline
              ref={stroke}
              fill="none"
              stroke={DRAW_LOOK.edge}
              strokeWidth={DRAW_LOOK.edgeWidth}
              strokeLinejoin="round"
              strokeLinecap="round"
              data-testid="draw-stroke"
            />
          ) : null}
          {props.drawClosed
            ? null
            : area.map((p) => (
                <circle
                  key={`${p.x},${p.y}`}
                  cx={p.x}
                  cy={p.y}
                  r={DRAW_LOOK.cornerRadius}
                  fill={DRAW_LOOK.cornerFill}
                  stroke={DRAW_LOOK.edge}
                  strokeWidth={DRAW_LOOK.cornerEdgeWidth}
                />
              ))}
        </svg>
        <div className={styles.labels} aria-hidden="true">
          {placed.map((item) => {
            const label = labels[item.id]!
            return (
              <div
                key={item.id}
                className={`${styles.label} ${styles[`label-${label.kind}`] ?? ''}`}
                style={{ transform: labelTransform(item) }}
              >
                {labelText(label, i18n.language)}
              </div>
            )
          })}
        </div>
        {props.markers.map((item) => (
          <button
            key={item.id}
            type="button"
            className={`${markerClass(item)} ${styles.pictureMarker}`}
            style={{
              transform: markerTransform(item, at(item.lng, item.lat)),
              ...(item.size ? { width: item.size, height: item.size } : {}),
            }}
            aria-label={item.label}
            data-kind={item.kind}
            {...Object.fromEntries(
              Object.entries(item.data ?? {}).map(([name, value]) => [`data-${kebab(name)}`, value]),
            )}
            onClick={(event) => {
              event.stopPropagation()
              props.onMarker(item.id)
            }}
          >
            <span className={markerTextClass(item)}>{item.text}</span>
          </button>
        ))}
      </div>
    </div>
  )
}

/** A dataset name as its attribute: `mlNum` → `ml-num`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Whether two lists of boxes are the same, to the pixel. */
const sameBoxes = (a: readonly ScreenBox[], b: readonly ScreenBox[]) =>
  a.length === b.length &&
  a.every((box, i) => {
    const other = b[i]!
    return (
      Math.round(box.x0) === Math.round(other.x0) &&
      Math.round(box.y0) === Math.round(other.y0) &&
      Math.round(box.x1) === Math.round(other.x1) &&
      Math.round(box.y1) === Math.round(other.y1)
    )
  })
