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

  it('clears', () => {
    expect(drawReducer(drawn(p(0, 0)), { type: 'clear' })).toEqual(DRAW_OFF)
  })
})
