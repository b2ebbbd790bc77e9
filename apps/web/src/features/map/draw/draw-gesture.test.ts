import { describe, expect, it } from 'vitest'
import { DOUBLE_TAP_MS, drawGesture } from './draw-gesture.ts'

const pt = (x: number, y: number) => ({ x, y })

function recorder() {
  const seen: string[] = []
  const strokes: { x: number; y: number }[][] = []
  const gesture = drawGesture({
    onTap: (at) => seen.push(`tap ${at.x},${at.y}`),
    onDoubleTap: () => seen.push('double tap'),
    onDrag: (path) => seen.push(`drag ${path.length}`),
    onStroke: (path) => {
      seen.push('stroke')
      strokes.push([...path])
    },
  })
  const touch = (id: number, x: number, y: number, time: number) => ({ id, type: 'touch', at: pt(x, y), time })
  const tap = (x: number, y: number, time: number, id = 1) => {
    gesture.down(touch(id, x, y, time))
    gesture.up(touch(id, x, y, time + 40))
  }
  return { seen, strokes, gesture, touch, tap }
}

describe('draw gesture', () => {
  it('a tap is a corner; a finger that wobbles less than its slop still taps', () => {
    const { seen, gesture, touch, tap } = recorder()
    tap(10, 20, 0)
    gesture.down(touch(1, 100, 100, 1000))
    gesture.move(touch(1, 105, 104, 1010))
    gesture.up(touch(1, 105, 104, 1050))
    expect(seen).toEqual(['tap 10,20', 'tap 105,104'])
  })

  it('a drag draws: its path as it goes, then the whole path once the finger lifts, and no corner', () => {
    const { seen, strokes, gesture, touch } = recorder()
    gesture.down(touch(1, 0, 0, 0))
    for (let i = 1; i <= 10; i++) gesture.move(touch(1, i * 10, i * 5, i * 16))
    // A move of less than 2 px from the last point adds nothing.
    gesture.move(touch(1, 101, 50, 170))
    gesture.up(touch(1, 100, 60, 180))
    expect(seen.filter((s) => s.startsWith('tap'))).toEqual([])
    expect(seen.slice(0, 2)).toEqual(['drag 2', 'drag 3'])
    expect(seen.slice(-2)).toEqual(['drag 0', 'stroke'])
    expect(strokes[0]).toHaveLength(12)
    expect(strokes[0]!.at(-1)).toEqual(pt(100, 60))
  })

  it('two quick taps close together finish; slow or far apart they are two corners', () => {
    const { seen, tap } = recorder()
    tap(50, 50, 0)
    tap(60, 55, 200)
    expect(seen).toEqual(['tap 50,50', 'double tap'])
    tap(200, 200, 1000)
    tap(200, 200, 1000 + DOUBLE_TAP_MS + 100)
    tap(300, 300, 3000)
    tap(300, 360, 3100)
    expect(seen.slice(2)).toEqual(['tap 200,200', 'tap 200,200', 'tap 300,300', 'tap 300,360'])
  })

  it('a second finger abandons the drag: a pinch is the map’s', () => {
    const { seen, gesture, touch } = recorder()
    gesture.down(touch(1, 0, 0, 0))
    gesture.move(touch(1, 30, 0, 16))
    gesture.down(touch(2, 100, 100, 20))
    gesture.move(touch(1, 60, 0, 32))
    gesture.up(touch(1, 60, 0, 40))
    gesture.up(touch(2, 120, 120, 40))
    expect(seen).toEqual(['drag 2', 'drag 0'])
  })

  it('a cancelled pointer (the browser took the touch) draws nothing', () => {
    const { seen, gesture, touch } = recorder()
    gesture.down(touch(1, 0, 0, 0))
    gesture.move(touch(1, 30, 0, 16))
    gesture.cancel(1)
    gesture.up(touch(1, 60, 0, 40))
    expect(seen).toEqual(['drag 2', 'drag 0'])
  })
})
