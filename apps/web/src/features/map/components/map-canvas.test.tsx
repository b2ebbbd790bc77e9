import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LngLat, MapView } from '../map-views.ts'
import { type ScreenView, unproject } from '../picture/web-mercator.ts'
import { MapCanvas, type MapHandle, type MapMarker } from './map-canvas.tsx'

/** A document has no layout here: the map takes a phone's map area, 375 × 560. */
const START: ScreenView = { center: [-79.38, 43.65], zoom: 13, width: 375, height: 560 }
const bboxOf = () => screen.getByTestId('map').dataset.bbox!.split(',').map(Number)
/** The centre of a whole view: the middle of its longitudes, and the latitude at its middle pixel row. */
const centreOf = ([west, south, east, north]: number[]): [number, number] => {
  const merc = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))
  const lat = (Math.atan(Math.exp((merc(south!) + merc(north!)) / 2)) * 360) / Math.PI - 90
  return [(west! + east!) / 2, lat]
}

const cluster: MapMarker = {
  id: 'cluster-1',
  lng: -79.38,
  lat: 43.65,
  kind: 'cluster',
  text: '12',
  label: '12 listings here. Zoom in',
  size: 48,
  data: { count: '12' },
}

function draw(props: Partial<Parameters<typeof MapCanvas>[0]> = {}) {
  const calls = {
    views: [] as MapView[],
    markers: [] as string[],
    corners: [] as LngLat[],
    finished: 0,
    handle: null as MapHandle | null,
  }
  const result = render(
    <MapCanvas
      center={START.center}
      zoom={START.zoom}
      styleUrl={null}
      markers={[cluster]}
      onView={(view) => calls.views.push(view)}
      onMarker={(id) => calls.markers.push(id)}
      onDrawPoint={(point) => calls.corners.push(point)}
      onDrawFinish={() => calls.finished++}
      onReady={(handle) => {
        calls.handle = handle
      }}
      {...props}
    />,
  )
  const picture = screen.getByTestId('map').firstElementChild as HTMLElement
  return { calls, picture, ...result }
}

/** The document has no pointer events of its own: a mouse event with the pointer's id. */
class TestPointerEvent extends MouseEvent {
  pointerId: number
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 0
  }
}

beforeEach(() => {
  if (!('PointerEvent' in window)) vi.stubGlobal('PointerEvent', TestPointerEvent)
  // No WebGL: the live map cannot start, and the picture stays.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the map’s picture', () => {
  it('opens at the view asked for, reports it, and draws the markers as buttons', () => {
    const { calls } = draw()
    expect(screen.getByTestId('map').dataset.basemap).toBe('picture')
    const [west, south, east, north] = bboxOf()
    const nw = unproject(START, { x: 0, y: 0 })
    const se = unproject(START, { x: 375, y: 560 })
    expect([west, south, east, north]).toEqual([nw.lng, se.lat, se.lng, nw.lat])
    expect(calls.views.at(-1)?.zoom).toBe(13)
    expect(screen.getByRole('button', { name: '12 listings here. Zoom in' }).dataset.count).toBe('12')
  })

  it('a tap on a marker is the screen’s, and starts nothing', () => {
    const { calls } = draw()
    fireEvent.click(screen.getByRole('button', { name: '12 listings here. Zoom in' }))
    expect(calls.markers).toEqual(['cluster-1'])
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('a drag moves the view so the place pressed stays under the finger', async () => {
    const { picture } = draw()
    const pressed = unproject(START, { x: 100, y: 200 })
    fireEvent.pointerDown(picture, { pointerId: 1, clientX: 100, clientY: 200 })
    fireEvent.pointerMove(picture, { pointerId: 1, clientX: 140, clientY: 230 })
    fireEvent.pointerMove(picture, { pointerId: 1, clientX: 170, clientY: 260 })
    fireEvent.pointerUp(picture, { pointerId: 1, clientX: 170, clientY: 260 })
    await waitFor(() => expect(bboxOf()[0]).toBeLessThan(unproject(START, { x: 0, y: 0 }).lng))
    // Moved 70 px right and 60 px down: the view's corner is what was 70 px left of it and 60 px above.
    const [west, , , north] = bboxOf()
    const corner = unproject(START, { x: -70, y: -60 })
    expect(west).toBeCloseTo(corner.lng, 9)
    expect(north).toBeCloseTo(corner.lat, 9)
    expect(pressed.lng).toBeCloseTo(unproject({ ...START, center: centreOf(bboxOf()) }, { x: 170, y: 260 }).lng, 9)
    // Without WebGL the live map could not start: the picture says so and stays.
    expect(await screen.findByText('The full map could not be loaded')).toBeTruthy()
    expect(screen.getByTestId('map').dataset.basemap).toBe('picture')
  })

  it('follows the screen’s zoom and fit requests', async () => {
    const { calls } = draw()
    calls.handle!.zoomBy(1)
    await waitFor(() => expect(calls.views.at(-1)?.zoom).toBe(14))
    calls.handle!.fitPoints(
      [
        { lng: -79.4, lat: 43.64 },
        { lng: -79.35, lat: 43.67 },
      ],
      16,
    )
    await waitFor(() => expect(calls.views.at(-1)?.zoom).not.toBe(14))
    const [west, south, east, north] = bboxOf()
    expect(west! < -79.4 && east! > -79.35 && south! < 43.64 && north! > 43.67).toBe(true)
  })

  it('in draw mode, taps add corners where they land, a second tap on a corner is not another, and a double tap ends', () => {
    const { calls, picture, rerender: again } = draw({ drawMode: true })
    const rerender = (corners: LngLat[]) =>
      again(
        <MapCanvas
          center={START.center}
          zoom={START.zoom}
          styleUrl={null}
          markers={[cluster]}
          drawMode
          drawPoints={[...corners]}
          onView={() => {}}
          onDrawPoint={(point) => calls.corners.push(point)}
          onDrawFinish={() => calls.finished++}
        />,
      )
    expect(screen.getByTestId('map').dataset.draw).toBe('armed')
    tap(picture, 50, 60, 0)
    expect(calls.corners).toHaveLength(1)
    expect(calls.corners[0]!.lng).toBeCloseTo(unproject(START, { x: 50, y: 60 }).lng, 9)
    expect(calls.corners[0]!.lat).toBeCloseTo(unproject(START, { x: 50, y: 60 }).lat, 9)
    rerender(calls.corners)
    // A second, slow tap on the corner adds nothing and finishes nothing.
    tap(picture, 53, 62, 1000)
    expect(calls.corners).toHaveLength(1)
    expect(calls.finished).toBe(0)
    tap(picture, 150, 160, 2000)
    expect(calls.corners).toHaveLength(2)
    // A double tap: the second tap, soon after and close by, finishes.
    tap(picture, 152, 161, 2200)
    expect(calls.corners).toHaveLength(2)
    expect(calls.finished).toBe(1)
  })

  it('in draw mode, a drag draws an outline (shown as it goes) instead of moving the map', () => {
    const strokes: LngLat[][] = []
    const { calls, picture } = draw({ drawMode: true, onDrawStroke: (points) => strokes.push(points) })
    const bbox = bboxOf()
    // Round a 100 px square, a point every 10 px, back to where it started.
    const square = [
      [100, 100],
      [200, 100],
      [200, 200],
      [100, 200],
      [100, 100],
    ] as const
    const path = square.slice(1).flatMap(([x, y], i) => {
      const [fx, fy] = square[i]!
      return Array.from({ length: 10 }, (_, k) => [fx + ((x - fx) * (k + 1)) / 10, fy + ((y - fy) * (k + 1)) / 10])
    })
    fire(picture, 'pointerdown', 100, 100, 0, 'mouse')
    for (const [i, [x, y]] of path.slice(0, -1).entries()) fire(picture, 'pointermove', x!, y!, 10 + i * 16, 'mouse')
    const shown = screen.getByTestId('draw-stroke').getAttribute('points')!.split(' ')
    expect(shown.length).toBeGreaterThan(30)
    fire(picture, 'pointerup', 100, 100, 1000, 'mouse')
    expect(screen.getByTestId('draw-stroke').getAttribute('points')).toBe('')

    expect(calls.corners).toEqual([])
    expect(strokes).toHaveLength(1)
    const expected = square.slice(0, 4).map(([x, y]) => unproject(START, { x, y }))
    expect(strokes[0]).toHaveLength(4)
    for (const [i, corner] of strokes[0]!.entries()) {
      expect(corner.lng).toBeCloseTo(expected[i]!.lng, 9)
      expect(corner.lat).toBeCloseTo(expected[i]!.lat, 9)
    }
    // The map did not move.
    expect(bboxOf()).toEqual(bbox)
  })
})

/** A pointer event at (x, y) of the picture at a time (ms): a finger unless said. */
function fire(target: HTMLElement, type: string, x: number, y: number, time: number, pointerType = 'touch') {
  const event = new PointerEvent(type, { bubbles: true, pointerId: 2, clientX: x, clientY: y, pointerType })
  Object.defineProperty(event, 'timeStamp', { value: time })
  Object.defineProperty(event, 'pointerType', { value: pointerType })
  fireEvent(target, event)
}

const tap = (target: HTMLElement, x: number, y: number, time: number) => {
  fire(target, 'pointerdown', x, y, time)
  fire(target, 'pointerup', x, y, time + 50)
}
