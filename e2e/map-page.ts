import { expect, type Locator, type Page } from '@playwright/test'

export const MAP = '/h5/pages/map/map'
export const IN_VIEW = /^(\d+) listings? in view$/

export interface View {
  bbox: [number, number, number, number]
  box: { x: number; y: number; width: number; height: number }
  zoom: number
}

/**
 * The map as a returning visitor opens it: the visitor session is made on the sign-in page, where no notice or relaunch
 * follows it, so the map opened next is the one to use at once. (On a busy machine the first visit's notice was not
 * seen on the map; the notice itself is the session journeys' to check.)
 */
export async function openMap(page: Page, path = MAP) {
  await page.goto('/h5/pages/my/public/login')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tourist_token')), { timeout: 20_000 }).toBeTruthy()
  await page.goto(path)
  // The map opens as its drawn picture; the live map starts when the person reaches for it.
  await expect(page.getByTestId('map')).toHaveAttribute('data-basemap', 'picture', { timeout: 20_000 })
}

/** The map's view once it has stopped moving: its bbox and zoom (the map writes them on its element). */
export async function settledView(page: Page): Promise<View> {
  const map = page.getByTestId('map')
  let before = ''
  await expect
    .poll(async () => {
      const now = `${await map.getAttribute('data-bbox')}|${await map.getAttribute('data-zoom')}`
      const still = now === before && !now.includes('null')
      before = now
      return still
    })
    .toBe(true)
  const [bbox, zoom] = before.split('|') as [string, string]
  return {
    bbox: bbox.split(',').map(Number) as View['bbox'],
    box: (await map.boundingBox())!,
    zoom: Number(zoom),
  }
}

/** The number of listings the sheet says are in view, once it has its answer. */
export async function inViewCount(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { name: IN_VIEW })
  await expect(heading).toHaveAttribute('aria-busy', 'false')
  return Number(IN_VIEW.exec((await heading.textContent()) ?? '')?.[1])
}

/** The listings in the map's sheet. */
export const sheetItems = (page: Page): Locator => page.locator('li[data-mlnum]')

/** One input event, sent at `after` seconds from the first by the page's clock. */
type TimedEvent =
  | { after: number; touch: { type: 'touchStart' | 'touchEnd'; touchPoints: { x: number; y: number }[] } }
  | {
      after: number
      mouse: {
        type: 'mouseMoved' | 'mousePressed' | 'mouseReleased'
        x: number
        y: number
        button?: 'left'
        buttons?: number
        clickCount?: number
      }
    }

/**
 * Sends input events at times the test chooses, by the clock the page reads (the events' own times), as a screen or a
 * mouse reports them. Playwright's `touchscreen.tap` and `mouse.dblclick` wait for the page to handle each event before
 * the next, so on a busy machine the second tap or click can come later than a double tap's 350 ms.
 */
async function timedInput(page: Page, events: readonly TimedEvent[]) {
  const cdp = await page.context().newCDPSession(page)
  const t0 = Date.now() / 1000
  for (const e of events) {
    const timestamp = t0 + e.after
    if ('touch' in e) await cdp.send('Input.dispatchTouchEvent', { ...e.touch, timestamp })
    else await cdp.send('Input.dispatchMouseEvent', { ...e.mouse, timestamp })
  }
  await cdp.detach()
}

/** A finger's double tap: two taps 150 ms apart by the page's clock. */
export function doubleTap(page: Page, x: number, y: number) {
  const down = { type: 'touchStart' as const, touchPoints: [{ x, y }] }
  const up = { type: 'touchEnd' as const, touchPoints: [] }
  return timedInput(page, [
    { after: 0, touch: down },
    { after: 0.05, touch: up },
    { after: 0.15, touch: down },
    { after: 0.2, touch: up },
  ])
}

/** A mouse's double click: two clicks 150 ms apart by the page's clock. */
export function doubleClick(page: Page, x: number, y: number) {
  const press = (type: 'mousePressed' | 'mouseReleased', clickCount: number) =>
    ({ type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount }) as const
  return timedInput(page, [
    { after: 0, mouse: { type: 'mouseMoved', x, y } },
    { after: 0, mouse: press('mousePressed', 1) },
    { after: 0.05, mouse: press('mouseReleased', 1) },
    { after: 0.15, mouse: press('mousePressed', 2) },
    { after: 0.2, mouse: press('mouseReleased', 2) },
  ])
}
