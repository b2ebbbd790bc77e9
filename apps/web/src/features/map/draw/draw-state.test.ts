import { MAP_POLYGON_MAX_POINTS } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { DRAW_OFF, type DrawState, drawReducer } from './draw-state.ts'

const p = (lng: number, lat: number) => ({ lng, lat })
const drawn = (...points: { lng: number; lat: number }[]): DrawState =>
  points.reduce((state, point) => drawReducer(state, { type: 'add', point }), drawReducer(DRAW_OFF, { type: 'start' }))

describe('draw an area', () => {
  it('ignores taps until drawing starts', () => {
    expect(drawReducer(DRAW_OFF, { type: 'add', point: p(1, 1) })).toEqual(DRAW_OFF)
    expect(drawReducer(DRAW_OFF, { type: 'finish' })).toEqual(DRAW_OFF)
  })

  it('needs at least 3 points to finish, and keeps the corners so far', () => {
    const two = drawn(p(0, 0), p(1, 0))
    expect(drawReducer(two, { type: 'finish' })).toEqual({
      mode: 'drawing',
      points: [p(0, 0), p(1, 0)],
      problem: 'tooFew',
    })
  })

  it('finishes a triangle', () => {
    const done = drawReducer(drawn(p(0, 0), p(1, 0), p(0, 1)), { type: 'finish' })
    expect(done).toEqual({ mode: 'done', points: [p(0, 0), p(1, 0), p(0, 1)] })
    // A finished area takes no more corners until it is redrawn.
    expect(drawReducer(done, { type: 'add', point: p(5, 5) })).toBe(done)
    expect(drawReducer(done, { type: 'start' })).toEqual({ mode: 'drawing', points: [], problem: null })
  })

  it('refuses an outline whose edges cross, and starts again', () => {
    const bowTie = drawn(p(0, 0), p(1, 1), p(1, 0), p(0, 1))
    expect(drawReducer(bowTie, { type: 'finish' })).toEqual({ mode: 'drawing', points: [], problem: 'crossing' })
  })

  it('a drawn outline adds its corners after those tapped, and a tap after it adds one more', () => {
    const stroked = drawReducer(drawn(p(0, 0)), { type: 'stroke', points: [p(1, 0), p(1, 1)] })
    expect(stroked).toEqual({ mode: 'drawing', points: [p(0, 0), p(1, 0), p(1, 1)], problem: null })
    const tapped = drawReducer(stroked, { type: 'add', point: p(0, 1) })
    expect(drawReducer(tapped, { type: 'finish' })).toEqual({
      mode: 'done',
      points: [p(0, 0), p(1, 0), p(1, 1), p(0, 1)],
    })
    // Outside drawing, or with nothing drawn, it changes nothing.
    expect(drawReducer(DRAW_OFF, { type: 'stroke', points: [p(1, 1)] })).toBe(DRAW_OFF)
    expect(drawReducer(stroked, { type: 'stroke', points: [] })).toBe(stroked)
  })

  it('a drawn line of two corners is still too few, and says so', () => {
    const line = drawReducer(drawn(), { type: 'stroke', points: [p(0, 0), p(1, 1)] })
    expect(drawReducer(line, { type: 'finish' })).toMatchObject({ mode: 'drawing', problem: 'tooFew' })
    // The next corner clears the message.
    expect(drawReducer(drawReducer(line, { type: 'finish' }), { type: 'add', point: p(0, 1) })).toMatchObject({
      problem: null,
    })
  })

  it('stops at the map API’s limit of corners', () => {
    const many = Array.from({ length: MAP_POLYGON_MAX_POINTS - 1 }, (_, i) => p(Math.cos(i), Math.sin(i)))
    const nearly = drawReducer(drawn(), { type: 'stroke', points: many })
    const full = drawReducer(nearly, { type: 'stroke', points: [p(5, 5), p(6, 6)] })
    expect(full.mode === 'drawing' && full.points).toHaveLength(MAP_POLYGON_MAX_POINTS)
    expect(full.mode === 'drawing' && full.points.at(-1)).toEqual(p(5, 5))
    expect(drawReducer(full, { type: 'add', point: p(7, 7) })).toBe(full)
    expect(drawReducer(full, { type: 'stroke', points: [p(7, 7)] })).toBe(full)
  })

  it('clears', () => {
    expect(drawReducer(drawn(p(0, 0)), { type: 'clear' })).toEqual(DRAW_OFF)
  })
})
