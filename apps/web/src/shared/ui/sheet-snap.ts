/** Where a sheet that is dragged between heights can rest, lowest first. */
export const SHEET_POSITIONS = ['peek', 'half', 'full'] as const
export type SheetPosition = (typeof SHEET_POSITIONS)[number]

/** The height in pixels of a sheet at each position, peek ≤ half ≤ full. */
export type SheetHeights = Readonly<Record<SheetPosition, number>>

/**
 * How fast a release must be to count as a fling, in pixels per millisecond: a flick of the finger moves the sheet on
 * to the next position in its direction even when it let go nearer the one it left.
 */
export const FLING_SPEED = 0.4

/**
 * Where a sheet goes when the drag ends: let go at `height` pixels tall, moving at `speed` pixels per millisecond
 * (positive upwards, the sheet growing). A fling goes to the next position beyond the release in its direction (the
 * highest or the lowest one if there is none); a slower release goes to the nearest position, the lower one on a tie.
 */
export function snapPosition(heights: SheetHeights, height: number, speed = 0): SheetPosition {
  if (speed >= FLING_SPEED) return SHEET_POSITIONS.find((p) => heights[p] > height) ?? 'full'
  if (speed <= -FLING_SPEED) return SHEET_POSITIONS.findLast((p) => heights[p] < height) ?? 'peek'
  let best: SheetPosition = 'peek'
  for (const p of SHEET_POSITIONS) if (Math.abs(heights[p] - height) < Math.abs(heights[best] - height)) best = p
  return best
}

/** The position one step up (+1) or down (−1) from `position`, staying at the ends. */
export function stepPosition(position: SheetPosition, by: 1 | -1): SheetPosition {
  const at = SHEET_POSITIONS.indexOf(position) + by
  return SHEET_POSITIONS[Math.min(SHEET_POSITIONS.length - 1, Math.max(0, at))]!
}

/** Where the handle's button takes the sheet: up one position, and from the top back down to peek. */
export function nextPosition(position: SheetPosition): SheetPosition {
  return position === 'full' ? 'peek' : stepPosition(position, 1)
}

/** A height held between the lowest and the highest position while it is dragged. */
export function clampHeight(heights: SheetHeights, height: number): number {
  return Math.min(heights.full, Math.max(heights.peek, height))
}
