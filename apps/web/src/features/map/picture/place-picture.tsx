import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlacePictureProps } from '../../../shared/ui/place-picture-slot.ts'
import { labelText, useBasemapLabels } from '../basemap/basemap-labels.ts'
import { bundledStyle } from '../basemap/basemap-style.ts'
import { labelTransform, layoutLabels } from '../basemap/label-layout.ts'
import { loadNearLabels } from '../basemap/near-labels.ts'
import type { ScreenBox } from '../basemap/place-labels.ts'
import canvasStyles from '../components/map-canvas.module.css'
import { BasemapShapeElements } from './basemap-shape-elements.tsx'
import { basemapShapes } from './basemap-shapes.ts'
import styles from './place-picture.module.css'
import { fitted, project, type ScreenView } from './web-mercator.ts'

/** Zoom limits of the picture: near enough for the basemap's street and station names, far enough for a walk. */
const MAX_ZOOM = 15.5
const MIN_ZOOM = 13
const PADDING_PX = 28
const DOT_PX = 16
const PIN = { width: 26, height: 34 }

/** The bundled style, made once. */
let style: ReturnType<typeof bundledStyle> | null = null
const pictureStyle = () => {
  style ??= bundledStyle()
  return style
}

/**
 * A still picture of a place on the bundled basemap (no WebGL, no tiles): the area round it outlined, nearby
 * stations and schools as dots and the place as a pin, framed to hold the place and its dots, with the basemap's
 * names placed clear of them. Drawn once its width is known, in the browser.
 */
export function PlacePicture({ pin, dots, outline, label, height = 220 }: PlacePictureProps) {
  const { i18n } = useTranslation()
  const frame = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  const labels = useBasemapLabels()

  // The picture is close in, where street names matter: they are fetched as soon as it shows (it loads after the
  // screen), and it is drawn again with them.
  useEffect(() => void loadNearLabels(), [])

  useLayoutEffect(() => {
    const node = frame.current
    if (!node) return
    setWidth(node.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(node.clientWidth))
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  const view = useMemo<ScreenView | null>(() => {
    if (width === 0) return null
    // framed on the place and its dots, close enough for street and station names; the outline may run off it
    const points = [pin, ...dots]
    const start: ScreenView = { center: [pin.lng, pin.lat], zoom: MAX_ZOOM, width, height }
    const framed = fitted(start, points, PADDING_PX, MAX_ZOOM, MIN_ZOOM)
    // when not all fit, the place stays in the middle and the farthest dots fall off the edge
    return framed.zoom <= MIN_ZOOM ? { ...framed, center: start.center } : framed
  }, [width, height, pin, dots])

  const drawn = useMemo(() => {
    if (!view) return null
    const at = (lat: number, lng: number) => project(view, [lng, lat])
    const pinAt = at(pin.lat, pin.lng)
    const dotsAt = dots.map((d) => ({ ...d, at: at(d.lat, d.lng) }))
    const obstacles: ScreenBox[] = [
      { x0: pinAt.x - PIN.width / 2, y0: pinAt.y - PIN.height, x1: pinAt.x + PIN.width / 2, y1: pinAt.y },
      // a station's own name sits beside its sign, so only schools keep names off
      ...dotsAt
        .filter((d) => d.kind === 'school')
        .map(({ at: p }) => ({
          x0: p.x - DOT_PX / 2,
          y0: p.y - DOT_PX / 2,
          x1: p.x + DOT_PX / 2,
          y1: p.y + DOT_PX / 2,
        })),
    ]
    return {
      ...basemapShapes(pictureStyle(), view),
      outline: (outline ?? []).map(([lat, lng]) => at(lat, lng)),
      pinAt,
      dotsAt,
      labels: layoutLabels((place) => project(view, place), view, i18n.language, obstacles, labels),
    }
  }, [view, pin, dots, outline, i18n.language, labels])

  return (
    <div ref={frame} className={styles.frame} style={{ height }} role="img" aria-label={label} data-map-picture="">
      {view && drawn ? (
        <>
          <svg
            className={styles.basemap}
            width={view.width}
            height={view.height}
            viewBox={`0 0 ${view.width} ${view.height}`}
            style={{ background: drawn.background }}
            aria-hidden="true"
          >
            <BasemapShapeElements shapes={drawn.shapes} />
            {drawn.outline.length >= 3 ? (
              <polygon
                data-outline=""
                points={drawn.outline.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(' ')}
                fill="#04d188"
                fillOpacity={0.08}
                stroke="#03a56b"
                strokeWidth={2}
                strokeDasharray="6 4"
              />
            ) : null}
          </svg>
          <div className={canvasStyles.labels} aria-hidden="true">
            {drawn.labels.map((item) => {
              const name = labels[item.id]!
              return (
                <div
                  key={item.id}
                  className={`${canvasStyles.label} ${canvasStyles[`label-${name.kind}`] ?? ''}`}
                  style={{ transform: labelTransform(item) }}
                >
                  {labelText(name, i18n.language)}
                </div>
              )
            })}
          </div>
          {drawn.dotsAt.map((dot) => (
            <span
              key={dot.id}
              className={`${styles.dot} ${styles[`dot-${dot.kind}`]}`}
              style={{ transform: `translate(${dot.at.x}px, ${dot.at.y}px) translate(-50%, -50%)` }}
              data-dot={dot.kind}
              aria-hidden="true"
            >
              {dot.kind === 'station' ? 'M' : null}
            </span>
          ))}
          <svg
            className={styles.pin}
            viewBox="0 0 26 34"
            style={{ transform: `translate(${drawn.pinAt.x}px, ${drawn.pinAt.y}px) translate(-50%, -100%)` }}
            data-pin=""
            aria-hidden="true"
          >
            <path
              d="M13 33C13 33 25 20.5 25 12.5A12 12 0 0 0 1 12.5C1 20.5 13 33 13 33Z"
              fill="#e5484d"
              stroke="#fff"
              strokeWidth="2"
            />
            <circle cx="13" cy="12.5" r="4.5" fill="#fff" />
          </svg>
        </>
      ) : null}
    </div>
  )
}

export default PlacePicture
