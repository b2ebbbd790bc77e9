import { describe, expect, it } from 'vitest'
import { clampHeight, FLING_SPEED, nextPosition, snapPosition, stepPosition } from './sheet-snap.ts'

const heights = { peek: 110, half: 300, full: 480 }

describe('where a dragged sheet comes to rest', () => {
  it('goes to the nearest position when let go slowly', () => {
    expect(snapPosition(heights, 120)).toBe('peek')
    expect(snapPosition(heights, 200)).toBe('peek')
    expect(snapPosition(heights, 210)).toBe('half')
    expect(snapPosition(heights, 380)).toBe('half')
    expect(snapPosition(heights, 400)).toBe('full')
    expect(snapPosition(heights, 900)).toBe('full')
    expect(snapPosition(heights, 0)).toBe('peek')
  })

  it('takes the lower position on a tie', () => {
    expect(snapPosition(heights, 205)).toBe('peek')
    expect(snapPosition(heights, 390)).toBe('half')
  })

  it('goes on to the next position in the direction of a fling', () => {
    expect(snapPosition(heights, 130, FLING_SPEED)).toBe('half')
    expect(snapPosition(heights, 310, 1.2)).toBe('full')
    expect(snapPosition(heights, 460, -FLING_SPEED)).toBe('half')
    expect(snapPosition(heights, 290, -2)).toBe('peek')
  })

  it('stays at an end when flung past it', () => {
    expect(snapPosition(heights, 480, 3)).toBe('full')
    expect(snapPosition(heights, 110, -3)).toBe('peek')
  })

  it('treats a release just under the fling speed as slow', () => {
    expect(snapPosition(heights, 130, FLING_SPEED - 0.01)).toBe('peek')
    expect(snapPosition(heights, 460, -(FLING_SPEED - 0.01))).toBe('full')
  })

  it('snaps between positions that share a height', () => {
    const low = { peek: 110, half: 110, full: 300 }
    expect(snapPosition(low, 150)).toBe('peek')
    expect(snapPosition(low, 150, 1)).toBe('full')
  })
})

describe('moving a sheet by its handle', () => {
  it('steps up and down, staying at the ends', () => {
    expect(stepPosition('peek', 1)).toBe('half')
    expect(stepPosition('half', 1)).toBe('full')
    expect(stepPosition('full', 1)).toBe('full')
    expect(stepPosition('full', -1)).toBe('half')
    expect(stepPosition('peek', -1)).toBe('peek')
  })

  it('goes up one position at a press, and from the top back to peek', () => {
    expect(nextPosition('peek')).toBe('half')
    expect(nextPosition('half')).toBe('full')
    expect(nextPosition('full')).toBe('peek')
  })

  it('holds a dragged height between peek and full', () => {
    expect(clampHeight(heights, 20)).toBe(110)
    expect(clampHeight(heights, 250)).toBe(250)
    expect(clampHeight(heights, 1000)).toBe(480)
  })
})
