import { describe, expect, it } from 'vitest'
import { clipSegment, estimateTextWidth, type LabelCandidate, placeLabels, readableAngle } from './place-labels.ts'

const label = (id: number, x: number, y: number, priority = 1, width = 60, angle = 0): LabelCandidate => ({
  id,
  x,
  y,
  width,
  height: 14,
  angle,
  priority,
})
const size = { width: 375, height: 600 }

describe('placeLabels', () => {
  it('moves a label to the first of its other places that is free, and drops it when none is', () => {
    const marker = { x0: 80, y0: 80, x1: 120, y1: 120 }
    const shifts = [
      { x: 0, y: 40 },
      { x: 0, y: -40 },
    ]
    const below = placeLabels([{ ...label(1, 100, 100), shifts }], [marker], size)
    expect(below.map((l) => [l.x, l.y])).toEqual([[100, 140]])
    const above = placeLabels([{ ...label(1, 100, 100), shifts }], [marker, { x0: 0, y0: 125, x1: 400, y1: 160 }], size)
    expect(above.map((l) => [l.x, l.y])).toEqual([[100, 60]])
    expect(placeLabels([{ ...label(1, 100, 100), shifts }], [{ x0: 0, y0: 50, x1: 400, y1: 160 }], size)).toEqual([])
  })

  it('keeps the more important of two labels that would overlap', () => {
    const placed = placeLabels([label(1, 100, 100, 3), label(2, 120, 104, 1)], [], size)
    expect(placed.map((l) => l.id)).toEqual([2])
  })

  it('places labels that stand apart', () => {
    const placed = placeLabels([label(1, 100, 100), label(2, 100, 140), label(3, 250, 100)], [], size)
    expect(placed.map((l) => l.id).sort()).toEqual([1, 2, 3])
  })

  it('drops a label under a marker or a control, or running off the map', () => {
    const marker = { x0: 80, y0: 90, x1: 130, y1: 130 }
    const placed = placeLabels([label(1, 100, 100), label(2, 350, 300), label(3, 200, 300)], [marker], size)
    expect(placed.map((l) => l.id)).toEqual([3])
  })

  it('a turned label takes the room of its turned box', () => {
    // Upright, a 100 px name 20 px below another clears it; turned to 60 degrees it no longer does.
    expect(placeLabels([label(1, 150, 100, 1, 100), label(2, 150, 124, 2, 100)], [], size)).toHaveLength(2)
    expect(placeLabels([label(1, 150, 100, 1, 100), label(2, 150, 124, 2, 100, 60)], [], size)).toHaveLength(1)
  })
})

describe('clipSegment', () => {
  it('keeps the part of a stretch on screen, and nothing of one beside it', () => {
    expect(clipSegment({ x: -100, y: 50 }, { x: 300, y: 50 }, 200, 100)).toEqual([
      { x: 0, y: 50 },
      { x: 200, y: 50 },
    ])
    expect(clipSegment({ x: -100, y: 150 }, { x: 300, y: 150 }, 200, 100)).toBeNull()
  })
})

describe('label helpers', () => {
  it('Chinese characters are about twice as wide as Latin letters', () => {
    expect(estimateTextWidth('多伦多', 12)).toBe(36)
    expect(estimateTextWidth('Bay', 12)).toBeCloseTo(20.9, 1)
  })

  it('names never read upside down', () => {
    expect(readableAngle(0, 0, 10, 0)).toBe(0)
    expect(readableAngle(10, 0, 0, 0)).toBe(0)
    expect(readableAngle(0, 0, -10, -10)).toBe(45)
  })
})
