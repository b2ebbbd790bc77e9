import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import styles from './drag-sheet.module.css'
import {
  clampHeight,
  nextPosition,
  type SheetHeights,
  type SheetPosition,
  snapPosition,
  stepPosition,
} from './sheet-snap.ts'

/** The box the sheet stands in (its positioned parent), and the window's height. */
export interface SheetRoom {
  height: number
  viewport: number
}

interface DragSheetProps {
  /** The heights of the sheet's positions in the room it has. */
  heightsFor: (room: SheetRoom) => SheetHeights
  position: SheetPosition
  onPosition: (position: SheetPosition) => void
  /** Told of the heights whenever the room changes. */
  onHeights?: (heights: SheetHeights) => void
  /** The accessible name of the sheet. */
  label: string
  /** The handle's accessible name: what a press does, which is to go to `next`. */
  handleLabel: (next: SheetPosition) => string
  /** How else to move it, read after the handle's name. */
  hint: string
  /** Beside the handle (a button to hide the sheet). */
  aside?: ReactNode
  children: ReactNode
}

/** Under this many pixels of movement, a press on the handle is a press, not a drag. */
const DRAG_SLOP = 6
/** The release speed is measured over this many milliseconds before it. */
const SPEED_WINDOW_MS = 100

/**
 * A sheet over the bottom of its positioned parent that rests at three heights (peek, half, full): dragged by its
 * handle with a finger or a mouse (pointer events), and snapped where the drag ends (see snapPosition). The handle is
 * a button that moves it up one position (from full back to peek), and the up and down arrow keys move it a step.
 */
export function DragSheet(props: DragSheetProps) {
  const { position, onPosition } = props
  const sheet = useRef<HTMLElement>(null)
  const hintId = useId()
  const latest = useRef(props)
  latest.current = props
  const [heights, setHeights] = useState<SheetHeights | null>(null)
  const [dragHeight, setDragHeight] = useState<number | null>(null)
  const drag = useRef<{ id: number; y: number; from: number; moved: boolean; samples: [number, number][] } | null>(null)
  const wasDragged = useRef(false)

  // The room the sheet has, and again whenever it changes.
  useLayoutEffect(() => {
    const room = sheet.current?.parentElement
    if (!room) return
    const measure = () => {
      if (!room.clientHeight) return
      const next = latest.current.heightsFor({ height: room.clientHeight, viewport: window.innerHeight })
      setHeights((h) => (h && h.peek === next.peek && h.half === next.half && h.full === next.full ? h : next))
    }
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(room)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])

  useEffect(() => {
    if (heights) latest.current.onHeights?.(heights)
  }, [heights])

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    wasDragged.current = false
    if (!heights || (event.pointerType === 'mouse' && event.button !== 0)) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    const from = heights[position]
    drag.current = { id: event.pointerId, y: event.clientY, from, moved: false, samples: [[event.timeStamp, from]] }
  }
  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d || d.id !== event.pointerId || !heights) return
    const dy = d.y - event.clientY
    if (!d.moved && Math.abs(dy) < DRAG_SLOP) return
    d.moved = true
    const height = clampHeight(heights, d.from + dy)
    d.samples.push([event.timeStamp, height])
    while (d.samples.length > 2 && event.timeStamp - d.samples[0]![0] > SPEED_WINDOW_MS) d.samples.shift()
    setDragHeight(height)
  }
  const onPointerEnd = (event: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d || d.id !== event.pointerId) return
    drag.current = null
    wasDragged.current = d.moved
    if (!d.moved || !heights) return
    const [t0, h0] = d.samples[0]!
    const [t1, h1] = d.samples.at(-1)!
    const speed = event.type === 'pointercancel' || t1 === t0 ? 0 : (h1 - h0) / (t1 - t0)
    setDragHeight(null)
    onPosition(snapPosition(heights, h1, speed))
  }

  const next = nextPosition(position)
  const height = dragHeight ?? (heights ? heights[position] : undefined)
  return (
    <section
      ref={sheet}
      className={styles.sheet}
      style={height === undefined ? undefined : { height }}
      aria-label={props.label}
      data-sheet-position={position}
      data-dragging={dragHeight !== null}
      data-map-overlay=""
    >
      <div className={styles.top}>
        <button
          type="button"
          className={styles.handle}
          aria-label={props.handleLabel(next)}
          aria-describedby={hintId}
          aria-keyshortcuts="ArrowUp ArrowDown"
          data-sheet-handle=""
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClick={() => {
            if (wasDragged.current) {
              wasDragged.current = false
              return
            }
            onPosition(next)
          }}
          onKeyDown={(event) => {
            const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0
            if (!by) return
            event.preventDefault()
            onPosition(stepPosition(position, by))
          }}
        >
          <span className={styles.grip} aria-hidden="true" />
        </button>
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
        {props.aside}
      </div>
      <div className={styles.body}>
        <div className={styles.content}>{props.children}</div>
      </div>
    </section>
  )
}
