import { describe, expect, it } from 'vitest'
import { mapChatSheetHeights, mapInsetFor } from './map-chat-sheet-heights.ts'

describe('the heights of the conversation over the map', () => {
  it('leaves the map at least half the window at half, and its buttons whole at full (375 × 812)', () => {
    // 812 − the title bar (51) − the map's toolbar (53)
    const heights = mapChatSheetHeights({ height: 708, viewport: 812 })
    expect(heights).toEqual({ peek: 132, half: 294, full: 484 })
    expect(708 - heights.half).toBeGreaterThanOrEqual(812 / 2)
    expect(708 - heights.full).toBeGreaterThanOrEqual(12 + 4 * 44 + 3 * 8)
  })

  it('still has three rising positions at 320 × 640', () => {
    const heights = mapChatSheetHeights({ height: 536, viewport: 640 })
    expect(heights.peek).toBeLessThan(heights.half)
    expect(heights.half).toBeLessThan(heights.full)
    expect(536 - heights.half).toBeGreaterThanOrEqual(320)
  })

  it('folds the positions together on a stage too short for them', () => {
    expect(mapChatSheetHeights({ height: 300, viewport: 400 })).toEqual({ peek: 132, half: 132, full: 132 })
    expect(mapChatSheetHeights({ height: 80, viewport: 200 })).toEqual({ peek: 80, half: 80, full: 80 })
  })

  it('gives the map the stage above the sheet, and at full the stage above half', () => {
    const heights = { peek: 132, half: 294, full: 484 }
    expect(mapInsetFor(heights, 'peek')).toBe(132)
    expect(mapInsetFor(heights, 'half')).toBe(294)
    expect(mapInsetFor(heights, 'full')).toBe(294)
  })
})
