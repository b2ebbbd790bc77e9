import type { SheetRoom } from '../../../shared/ui/drag-sheet.tsx'
import type { SheetHeights } from '../../../shared/ui/sheet-snap.ts'

/**
 * At peek the sheet shows its handle row (45 px), the box to ask in (62 px) and a line of the answers above it; it
 * still covers the map's own listing sheet under it (about 126 px tall at 320 px), which it stands in for.
 */
const PEEK = 132
/**
 * At full the sheet stops below the map's column of round buttons on the right (12 px from the top, four of 44 px,
 * 8 px apart, 12 px below them), so they stay whole and usable in every position.
 */
const CONTROLS_CLEARANCE = 224
/** Kept between half the window and the sheet at half, so the map stays a little more than half of it. */
const MARGIN = 8

/**
 * Where the conversation over the map rests, in a stage `height` pixels tall in a window `viewport` pixels tall: peek
 * shows only the box to ask in; half leaves the map at least half the window; full leaves the map's buttons whole.
 * On a stage too short for all three they fall together.
 */
export function mapChatSheetHeights({ height, viewport }: SheetRoom): SheetHeights {
  const peek = Math.min(PEEK, height)
  const full = Math.max(peek, height - CONTROLS_CLEARANCE)
  const half = Math.min(full, Math.max(peek, height - Math.ceil(viewport / 2) - MARGIN))
  return { peek, half, full }
}

/** How much of the stage's bottom the map leaves to the sheet: the height it rests at, and at full that of half. */
export function mapInsetFor(heights: SheetHeights, position: keyof SheetHeights): number {
  return heights[position === 'full' ? 'half' : position]
}
