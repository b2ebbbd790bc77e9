/** A rectangle on screen, in pixels from the map's top-left corner. */
export interface ScreenBox {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** A label that could be drawn: its centre, its size before turning, how far it is turned, and how much it matters. */
export interface LabelCandidate {
  id: number
  x: number
  y: number
  width: number
  height: number
  /** Degrees, kept between -90 and 90 so text never reads upside down. */
  angle: number
  /** Lower goes first. */
  priority: number
  /**
   * Where else it may go, tried in order when its own place is taken: moves from that place (a district's name just
   * below or above the marker that stands on its middle still names it).
   */
  shifts?: readonly { x: number; y: number }[]
}

/** Room kept around each label, so two names never touch. */
const GAP_PX = 3

/** The upright box that holds a turned label, grown by the gap. */
function labelBox(label: LabelCandidate): ScreenBox {
  const rad = (label.angle * Math.PI) / 180
  const cos = Math.abs(Math.cos(rad))
  const sin = Math.abs(Math.sin(rad))
  const w = label.width * cos + label.height * sin
  const h = label.width * sin + label.height * cos
  return {
    x0: label.x - w / 2 - GAP_PX,
    y0: label.y - h / 2 - GAP_PX,
    x1: label.x + w / 2 + GAP_PX,
    y1: label.y + h / 2 + GAP_PX,
  }
}

export const overlaps = (a: ScreenBox, b: ScreenBox) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

/**
 * The labels to draw: in order of priority (then as given), each one at the first of its places that fits inside
 * the map, clear of every obstacle (markers, controls, the sheet) and of every label already placed. A greedy pass,
 * as map renderers do for their symbol layers: cheap enough to run on every frame of a pan.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  obstacles: readonly ScreenBox[],
  size: { width: number; height: number },
): LabelCandidate[] {
  const order = [...candidates].sort((a, b) => a.priority - b.priority)
  const placed: LabelCandidate[] = []
  const taken: ScreenBox[] = []
  const fits = (box: ScreenBox) =>
    box.x0 >= 0 &&
    box.y0 >= 0 &&
    box.x1 <= size.width &&
    box.y1 <= size.height &&
    !obstacles.some((o) => overlaps(box, o)) &&
    !taken.some((t) => overlaps(box, t))
  for (const { shifts = [], ...label } of order) {
    for (const shift of [{ x: 0, y: 0 }, ...shifts]) {
      const at = { ...label, x: label.x + shift.x, y: label.y + shift.y }
      const box = labelBox(at)
      if (!fits(box)) continue
      placed.push(at)
      taken.push(box)
      break
    }
  }
  return placed
}

/** Text width in pixels, near enough for placing labels: ideographs are square, Latin letters about half as wide. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let width = 0
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? fontSize : fontSize * 0.58
  return width
}

/**
 * The part of the segment a–b inside the rectangle 0..width × 0..height (Liang–Barsky), or null when none is: a
 * street's name goes at the middle of the part of its stretch that is on screen.
 */
export function clipSegment(
  a: { x: number; y: number },
  b: { x: number; y: number },
  width: number,
  height: number,
): [{ x: number; y: number }, { x: number; y: number }] | null {
  const dx = b.x - a.x
  const dy = b.y - a.y
  let t0 = 0
  let t1 = 1
  const edges: [number, number][] = [
    [-dx, a.x],
    [dx, width - a.x],
    [-dy, a.y],
    [dy, height - a.y],
  ]
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 > t1) return null
  }
  return [
    { x: a.x + t0 * dx, y: a.y + t0 * dy },
    { x: a.x + t1 * dx, y: a.y + t1 * dy },
  ]
}

/** The turn of a label running from one screen point to another, kept readable (-90 to 90 degrees). */
export function readableAngle(ax: number, ay: number, bx: number, by: number): number {
  let angle = (Math.atan2(by - ay, bx - ax) * 180) / Math.PI
  if (angle > 90) angle -= 180
  if (angle < -90) angle += 180
  return angle
}
