import type { ScreenPoint } from '@maplenest/core'

/** A finger moving further than this from where it touched draws; less is a tap (a mouse: 3 px). */
const TOUCH_SLOP_PX = 8
const MOUSE_SLOP_PX = 3
/** A second tap within this time and distance of the first finishes the area (a double tap). */
export const DOUBLE_TAP_MS = 350
export const DOUBLE_TAP_PX = 24
/** Points of a drag closer than this to the one before are not kept. */
const STEP_PX = 2

export interface DrawGestureHandlers {
  /** A tap: a corner where it landed. */
  onTap: (at: ScreenPoint) => void
  /** The second tap of a double tap (the first was a tap): finish the area. */
  onDoubleTap: () => void
  /** The path of a drag so far (empty when it is abandoned). */
  onDrag: (path: readonly ScreenPoint[]) => void
  /** The whole path of a finished drag. */
  onStroke: (path: readonly ScreenPoint[]) => void
}

/** A pointer event as the gesture reads it: which pointer, of what kind, where in the map's pixels, and when (ms). */
export interface GesturePointer {
  id: number
  type: string
  at: ScreenPoint
  time: number
}

/**
 * What a finger or a mouse does in draw mode, the same on the map's picture and on the live map: a drag draws a
 * path; a tap adds a corner; a second tap close by and soon after finishes. A second finger (a pinch) abandons the
 * drag and is the map's.
 */
export function drawGesture(handlers: DrawGestureHandlers) {
  const down = new Set<number>()
  let stroke: { id: number; slop: number; path: ScreenPoint[]; drawing: boolean } | null = null
  let lastTap: { at: ScreenPoint; time: number } | null = null
  const abandon = () => {
    if (stroke?.drawing) handlers.onDrag([])
    stroke = null
  }
  return {
    down(p: GesturePointer) {
      down.add(p.id)
      if (down.size > 1) return abandon()
      stroke = { id: p.id, slop: p.type === 'mouse' ? MOUSE_SLOP_PX : TOUCH_SLOP_PX, path: [p.at], drawing: false }
    },
    move(p: GesturePointer) {
      if (stroke?.id !== p.id) return
      const start = stroke.path[0]!
      const last = stroke.path.at(-1)!
      if (!stroke.drawing && Math.hypot(p.at.x - start.x, p.at.y - start.y) <= stroke.slop) return
      stroke.drawing = true
      if (Math.hypot(p.at.x - last.x, p.at.y - last.y) < STEP_PX) return
      stroke.path.push(p.at)
      handlers.onDrag(stroke.path)
    },
    up(p: GesturePointer) {
      down.delete(p.id)
      if (stroke?.id !== p.id) return
      const { path, drawing } = stroke
      stroke = null
      if (drawing) {
        path.push(p.at)
        lastTap = null
        handlers.onDrag([])
        handlers.onStroke(path)
        return
      }
      const previous = lastTap
      if (
        previous &&
        p.time - previous.time <= DOUBLE_TAP_MS &&
        Math.hypot(p.at.x - previous.at.x, p.at.y - previous.at.y) <= DOUBLE_TAP_PX
      ) {
        lastTap = null
        handlers.onDoubleTap()
        return
      }
      lastTap = { at: p.at, time: p.time }
      handlers.onTap(p.at)
    },
    cancel(id: number) {
      down.delete(id)
      if (stroke?.id === id) abandon()
    },
  }
}

export type DrawGesture = ReturnType<typeof drawGesture>
