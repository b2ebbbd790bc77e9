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
