import { type LatLng, pointInPolygon } from '@maplenest/core'
import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/**
 * Drawing an area as on a phone (375 × 812, a touch screen): a finger's or a mouse's drag draws the outline, taps add
 * corners (on top of pins too), two corners are too few and say so, and a double tap or Finish closes the area,
 * whose homes — exactly those inside it — the sheet lists.
 */

const AREA_PATH = '/house/api/map/v1/area'
const IN_AREA = /^(\d+) listings? in the area$/

interface View {
  bbox: [number, number, number, number]
  box: { x: number; y: number; width: number; height: number }
}

/** The map detail of a listing (street level), opened as a returning visitor, in a language. */
async function openOn(page: Page, mlNum: string, language?: string) {
  await page.goto('/h5/pages/my/public/login')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tourist_token')), { timeout: 20_000 }).toBeTruthy()
  await page.goto(`/h5/pages/map/map-detail?mlNum=${mlNum}${language ? `&language=${language}` : ''}`)
  await expect(page.getByTestId('map')).toHaveAttribute('data-bbox', /,/)
}

/** The map's view once it has stopped moving (the map writes its bbox on its element). */
async function settledView(page: Page): Promise<View> {
  const map = page.getByTestId('map')
  let before = ''
  await expect
    .poll(async () => {
      const now = `${await map.getAttribute('data-bbox')}`
      const still = now === before && now !== 'null'
      before = now
      return still
    })
    .toBe(true)
  return { bbox: before.split(',').map(Number) as View['bbox'], box: (await map.boundingBox())! }
}

const merc = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360))

/** Web Mercator, the map's projection: a pixel of the map element to a place, and back. */
function toPlace(view: View, x: number, y: number): LatLng {
  const [west, south, east, north] = view.bbox
  const m = merc(north) - ((merc(north) - merc(south)) * y) / view.box.height
  return { lng: west + ((east - west) * x) / view.box.width, lat: (Math.atan(Math.exp(m)) * 360) / Math.PI - 90 }
}
function toPixel(view: View, place: LatLng): { x: number; y: number } {
  const [west, south, east, north] = view.bbox
  return {
    x: ((place.lng - west) / (east - west)) * view.box.width,
    y: ((merc(north) - merc(place.lat)) / (merc(north) - merc(south))) * view.box.height,
  }
}

/** Every active Toronto sale listing, page by page, from the public search endpoint. */
async function allListings(request: APIRequestContext) {
  const items: { mlNum: string; lat: number; lng: number }[] = []
  let cursor: string | null = null
  do {
    const res: APIResponse = await request.get(
      `/house/api/listing/v1/search?limit=50&city=toronto&sr=Sale&status=active${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    const body: { data: { items: typeof items; nextCursor: string | null } } = await res.json()
    items.push(...body.data.items)
    cursor = body.data.nextCursor
  } while (cursor)
  return items
}

/** A listing in the middle of the demo data, with others around it. */
async function aListing(request: APIRequestContext) {
  const every = await allListings(request)
  return { every, target: every[Math.floor(every.length / 2)]! }
}

/** Points of a loop round (cx, cy) in map pixels: one turn and a tenth, so the finger runs on past where it began. */
const loop = (cx: number, cy: number, r: number) =>
  Array.from({ length: 41 }, (_, i) => {
    const a = (i * 1.1 * 2 * Math.PI) / 40
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) }
  })

/**
 * A centre near the listing's pin and a radius whose loop stays on the map, off the draw bar, the controls and the
 * sheet laid over it.
 */
async function clearLoop(page: Page, view: View, ax: number, ay: number) {
  const boxes = await page
    .locator('[data-map-overlay]')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.top, r.right, r.bottom]))
  const clear = ({ x, y }: { x: number; y: number }) => {
    const px = view.box.x + x
    const py = view.box.y + y
    if (x < 8 || y < 8 || x > view.box.width - 8 || y > view.box.height - 8) return false
    return boxes.every(([l, t, r, b]) => px < l! - 8 || px > r! + 8 || py < t! - 8 || py > b! + 8)
  }
  for (const r of [70, 60, 50, 40]) {
    for (const [dx, dy] of [
      [0, 0],
      [-20, 20],
      [20, 20],
      [0, 40],
      [-30, 0],
    ] as const) {
      if (loop(ax + dx, ay + dy, r).every(clear)) return { cx: ax + dx, cy: ay + dy, r }
    }
  }
  throw new Error('no clear loop round the listing')
}

/**
 * A finger's double tap: two taps 150 ms apart by the clock the page reads (the events' own times), as a screen
 * reports them. Two `touchscreen.tap`s wait for the page to handle each event first, so on a busy machine the second
 * can come later than a double tap's 350 ms.
 */
async function doubleTap(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page)
  const t0 = Date.now() / 1000
  for (const [type, after] of [
    ['touchStart', 0],
    ['touchEnd', 0.05],
    ['touchStart', 0.15],
    ['touchEnd', 0.2],
  ] as const) {
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchStart' ? [{ x, y }] : [],
      timestamp: t0 + after,
    })
  }
  await cdp.detach()
}

/** The area the map asked the API for when the drawing was closed: its corners and its answer. */
function areaSearch(page: Page) {
  return page.waitForResponse((res) => res.url().includes(AREA_PATH) && res.request().method() === 'POST')
}

/** The sheet lists exactly the listings whose places lie inside the polygon the map searched. */
async function expectSheetIsTheArea(
  page: Page,
  polygon: LatLng[],
  every: { mlNum: string; lat: number; lng: number }[],
) {
  const expected = every
    .filter((item) => pointInPolygon(item, polygon))
    .map((item) => item.mlNum)
    .sort()
  expect(expected.length, 'the area holds listings of the demo data').toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: IN_AREA })).toHaveText(
    `${expected.length} listing${expected.length === 1 ? '' : 's'} in the area`,
  )
  const rows = page.locator('li[data-mlnum]')
  await expect(rows).toHaveCount(expected.length)
  expect((await rows.evaluateAll((els) => els.map((e) => e.dataset.mlnum!))).sort()).toEqual(expected)
}

test.describe('drawing an area on a phone', () => {
  test('a mouse dragged round a loop on the live map draws it; Finish lists exactly the homes inside', async ({
    page,
    request,
  }) => {
    test.slow()
    const { every, target } = await aListing(request)
    await openOn(page, target.mlNum)
    await page.getByRole('button', { name: 'Draw an area' }).click()
    await expect(page.getByTestId('map')).toHaveAttribute('data-draw', 'armed')
    await expect(page.getByText('Draw round the area, or tap to add points; double-tap to finish')).toBeVisible()
    // Drawing starts the live map: this drag is on it.
    await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'bundled', { timeout: 30_000 })
    const view = await settledView(page)
    const pin = (await page.locator(`[data-kind="pin"][data-mlnum="${target.mlNum}"]`).boundingBox())!
    const { cx, cy, r } = await clearLoop(
      page,
      view,
      pin.x + pin.width / 2 - view.box.x,
      pin.y + pin.height - view.box.y,
    )

    const path = loop(cx, cy, r)
    await page.mouse.move(view.box.x + path[0]!.x, view.box.y + path[0]!.y)
    await page.mouse.down()
    for (const p of path.slice(1)) await page.mouse.move(view.box.x + p.x, view.box.y + p.y, { steps: 3 })
    await page.mouse.up()

    // The outline is drawn: its corners, a few for a round loop, and the map did not move.
    const bar = page.locator('[role="status"]', { hasText: 'Points:' })
    const corners = Number(/Points: (\d+)/.exec((await bar.textContent()) ?? '')?.[1])
    expect(corners).toBeGreaterThanOrEqual(8)
    expect(corners).toBeLessThanOrEqual(60)
    expect((await settledView(page)).bbox).toEqual(view.bbox)

    const searched = areaSearch(page)
    await page.getByRole('button', { name: 'Finish' }).click()
    const response = await searched
    const polygon: LatLng[] = response.request().postDataJSON().polygon
    expect(polygon).toHaveLength(corners)
    // Every corner lies on the loop the mouse went round (within the simplification's few pixels).
    for (const corner of polygon) {
      const at = toPixel(view, corner)
      expect(Math.abs(Math.hypot(at.x - cx, at.y - cy) - r)).toBeLessThan(6)
    }
    expect(pointInPolygon(toPlace(view, cx, cy), polygon)).toBe(true)
    await expectSheetIsTheArea(page, polygon, every)
  })

  test('a finger dragged round a loop on the map’s picture draws it; a double tap lists exactly the homes inside', async ({
    page,
    request,
  }) => {
    test.slow()
    // Without WebGL the live map cannot start and the picture stays: drawing is done on it.
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        if (kind.startsWith('webgl')) return null
        return (original as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest)
      } as typeof original
    })
    const { every, target } = await aListing(request)
    await openOn(page, target.mlNum)
    await page.getByRole('button', { name: 'Draw an area' }).click()
    await expect(page.getByText('The full map could not be loaded')).toBeVisible()
    await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'picture')
    const view = await settledView(page)
    const pin = (await page.locator(`[data-kind="pin"][data-mlnum="${target.mlNum}"]`).boundingBox())!
    const { cx, cy, r } = await clearLoop(
      page,
      view,
      pin.x + pin.width / 2 - view.box.x,
      pin.y + pin.height - view.box.y,
    )

    // A finger, through the browser's touch input: start, moves, end.
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ x: view.box.x + p.x, y: view.box.y + p.y }] : [],
      })
    const path = loop(cx, cy, r)
    await touch('touchStart', path[0])
    for (const p of path.slice(1)) await touch('touchMove', p)
    // While the finger is down, its path is drawn.
    await expect
      .poll(async () => ((await page.getByTestId('draw-stroke').getAttribute('points')) ?? '').split(' ').length)
      .toBeGreaterThan(20)
    await touch('touchEnd')

    // The outline: an SVG polygon of its corners on the picture.
    const outline = page.getByTestId('map').locator('svg polygon')
    await expect(outline).toHaveCount(1)
    const shown = ((await outline.getAttribute('points')) ?? '').trim().split(' ')
    expect(shown.length).toBeGreaterThanOrEqual(8)
    await expect(page.getByText(`Points: ${shown.length}`)).toBeVisible()

    // A double tap inside the loop, near its edge: the area closes (the first tap is one more corner).
    const searched = areaSearch(page)
    const tapAt = { x: view.box.x + cx + r - 2, y: view.box.y + cy }
    await doubleTap(page, tapAt.x, tapAt.y)
    const polygon: LatLng[] = (await searched).request().postDataJSON().polygon
    expect(polygon.length).toBeGreaterThanOrEqual(shown.length)
    expect(pointInPolygon(toPlace(view, cx, cy), polygon)).toBe(true)
    await expectSheetIsTheArea(page, polygon, every)
  })

  test('taps on pins are corners; Finish with two says three are needed; a double tap closes the area', async ({
    page,
    request,
  }) => {
    test.slow()
    const { every } = await aListing(request)
    // The listing with the most neighbours within a kilometre: markers all round it close in, whatever the data.
    const metres = (a: LatLng, b: LatLng) => Math.hypot(a.lat - b.lat, (a.lng - b.lng) * 0.72) * 111_320
    const neighbours = (one: LatLng) => every.filter((other) => metres(one, other) < 1000).length
    const target = every.reduce((best, one) => (neighbours(one) > neighbours(best) ? one : best), every[0]!)
    await openOn(page, target.mlNum)
    // The view's listings are in, and drawn as markers, before drawing starts; out a step or two (still close
    // enough to draw) where the street holds too few.
    const markers = page.locator('[data-kind="pin"], [data-kind="building"], [data-kind="cluster"]')
    for (let step = 0; step < 3; step++) {
      await expect(page.getByRole('heading', { name: /in view$/ })).toHaveAttribute('aria-busy', 'false')
      if ((await markers.count()) >= 4) break
      await page.getByRole('button', { name: 'Zoom out', exact: true }).click()
      await settledView(page)
    }
    await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(3)
    await page.getByRole('button', { name: 'Draw an area' }).click()
    await expect(page.getByTestId('map')).toHaveAttribute('data-draw', 'armed')
    await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'bundled', { timeout: 30_000 })
    await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(3)
    const view = await settledView(page)

    // Three pins (a building's or a group's count too) in the open, far enough apart that no two taps are a double tap.
    const overlays = await page
      .locator('[data-map-overlay]')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => [r.left, r.top, r.right, r.bottom]))
    const pins = (
      await page
        .locator('[data-kind="pin"], [data-kind="building"], [data-kind="cluster"]')
        .evaluateAll((els) =>
          els.map((e) => e.getBoundingClientRect()).map((r) => [r.left + r.width / 2, r.top + r.height / 2]),
        )
    )
      .map(([x, y]) => ({ x: x!, y: y! }))
      .filter(
        (p) =>
          p.x > view.box.x + 8 &&
          p.y > view.box.y + 8 &&
          p.x < view.box.x + view.box.width - 8 &&
          p.y < view.box.y + view.box.height - 8 &&
          overlays.every(([l, t, r, b]) => p.x < l! - 8 || p.x > r! + 8 || p.y < t! - 8 || p.y > b! + 8),
      )
    const chosen: { x: number; y: number }[] = []
    for (const p of pins) if (chosen.every((c) => Math.hypot(c.x - p.x, c.y - p.y) > 40)) chosen.push(p)
    expect(chosen.length, 'two pins apart in view').toBeGreaterThanOrEqual(2)
    const [a, b] = chosen as [{ x: number; y: number }, { x: number; y: number }]
    // The third corner: a third pin, or else a point 90 px off the middle of the first two, towards the map's middle.
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }
    const length = Math.hypot(b.x - a.x, b.y - a.y)
    const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length }
    const middle = { x: view.box.x + view.box.width / 2, y: view.box.y + view.box.height / 3 }
    const towards = (middle.x - mid.x) * normal.x + (middle.y - mid.y) * normal.y >= 0 ? 1 : -1
    const c = chosen[2] ?? { x: mid.x + towards * 90 * normal.x, y: mid.y + towards * 90 * normal.y }

    // Two taps on pins are two corners; no card opens.
    await page.touchscreen.tap(a.x, a.y)
    await expect(page.getByText('Points: 1')).toBeVisible()
    await page.touchscreen.tap(b.x, b.y)
    await expect(page.getByText('Points: 2')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Selected listing' })).toHaveCount(0)

    // Finish with two: the draw bar says what the spec asks, and drawing goes on.
    await page.getByRole('button', { name: 'Finish' }).click()
    await expect(page.getByText('Add at least 3 points')).toBeVisible()
    await expect(page.getByText('Points: 2')).toBeVisible()

    // A third corner, then a double tap on it: the triangle closes.
    const searched = areaSearch(page)
    await page.touchscreen.tap(c.x, c.y)
    await expect(page.getByText('Points: 3')).toBeVisible()
    await expect(page.getByText('Add at least 3 points')).toBeHidden()
    await page.waitForTimeout(400)
    await doubleTap(page, c.x, c.y)
    const polygon: LatLng[] = (await searched).request().postDataJSON().polygon
    expect(polygon).toHaveLength(3)
    for (const [i, p] of [a, b, c].entries()) {
      const at = toPixel(view, polygon[i]!)
      expect(Math.hypot(at.x + view.box.x - p.x, at.y + view.box.y - p.y)).toBeLessThan(1.5)
    }
    await expect(page.getByRole('heading', { name: IN_AREA })).toBeVisible()
    const inside = every.filter((item) => pointInPolygon(item, polygon))
    await expect(page.locator('li[data-mlnum]')).toHaveCount(inside.length)
  })

  test('in Chinese: the hint, and two corners are too few', async ({ page, request }) => {
    const { target } = await aListing(request)
    await openOn(page, target.mlNum, 'zh-Hans-CN')
    await page.getByRole('button', { name: '画区域找房' }).click()
    await expect(page.getByTestId('map')).toHaveAttribute('data-draw', 'armed')
    await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'bundled', { timeout: 30_000 })
    await expect(page.getByText('拖动圈出区域，或点击添加点；双击完成')).toBeVisible()
    const view = await settledView(page)
    const { cx, cy, r } = await clearLoop(page, view, view.box.width / 2, view.box.height / 2)
    await page.touchscreen.tap(view.box.x + cx - r, view.box.y + cy)
    await expect(page.getByText('1 个点')).toBeVisible()
    await page.touchscreen.tap(view.box.x + cx + r, view.box.y + cy)
    await expect(page.getByText('2 个点')).toBeVisible()
    await page.getByRole('button', { name: '完成' }).click()
    await expect(page.getByText('请至少添加 3 个点')).toBeVisible()
  })
})
