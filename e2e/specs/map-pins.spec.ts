import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { IN_VIEW, openMap, settledView } from '../map-page.ts'

/** The map's closest zoom (its zoom range's end). */
const CLOSEST_ZOOM = 18
/** What the map draws for listings: price pins, building pins and counted circles. */
const LISTING_MARKERS = '[data-kind="pin"], [data-kind="building"], [data-kind="cluster"]'

interface Drawn {
  kind: string
  count: number
  text: string
  box: { left: number; top: number; right: number; bottom: number }
}

/** The map's zoom once it has stopped moving. */
const settledZoom = async (page: Page) => (await settledView(page)).zoom

/** The sheet's count of listings in view, once the answer for the view is in. */
async function inViewCount(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { name: IN_VIEW })
  await expect(heading).toHaveAttribute('aria-busy', 'false')
  return Number(IN_VIEW.exec((await heading.textContent()) ?? '')?.[1])
}

/** Every listing marker drawn: its kind, the count it stands for, its words and its box on the page. */
const drawnMarkers = (page: Page): Promise<Drawn[]> =>
  page.locator(LISTING_MARKERS).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect()
      return {
        kind: (e as HTMLElement).dataset.kind!,
        count: Number((e as HTMLElement).dataset.count),
        text: e.textContent ?? '',
        box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      }
    }),
  )

/** Pairs of drawn markers whose boxes overlap, named by their words. */
function overlapping(drawn: Drawn[]): string[] {
  const out: string[] = []
  for (const [i, a] of drawn.entries())
    for (const b of drawn.slice(i + 1)) {
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (x > 0 && y > 0)
        out.push(`${a.kind} "${a.text}" and ${b.kind} "${b.text}" share ${x.toFixed(1)}×${y.toFixed(1)} px`)
    }
  return out
}

/**
 * The live map pans with its arrow keys (100 px a press): the biggest marker is brought near the middle, so that
 * zooming in goes where the listings are.
 */
async function centreOnBiggest(page: Page, drawn: Drawn[]) {
  if (!drawn.length || (await page.getByTestId('map').getAttribute('data-basemap')) !== 'bundled') return
  const map = (await page.getByTestId('map').boundingBox())!
  const biggest = drawn.reduce((a, b) => (b.count > a.count ? b : a))
  const dx = (biggest.box.left + biggest.box.right) / 2 - (map.x + map.width / 2)
  const dy = (biggest.box.top + biggest.box.bottom) / 2 - (map.y + map.height / 2)
  await page.getByTestId('map').locator('canvas').focus()
  for (let i = 0; i < Math.round(Math.abs(dx) / 100); i++)
    await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft')
  for (let i = 0; i < Math.round(Math.abs(dy) / 100); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp')
}

for (const city of ['Toronto', 'Vancouver'] as const) {
  test(`${city}: from the opening zoom to the closest, no two markers overlap and they add up to the count in view`, async ({
    page,
  }) => {
    // Software WebGL on a shared machine, a dozen zoom steps.
    test.slow()
    await page.setViewportSize({ width: 375, height: 812 })
    await openMap(page)
    if (city === 'Vancouver') {
      await page.getByRole('button', { name: 'Vancouver', exact: true }).click()
      await expect(page.getByRole('button', { name: 'Vancouver', exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(page).toHaveURL(/city=vancouver/)
    }
    const kinds = new Set<string>()
    let zoom = await settledZoom(page)
    for (let step = 0; step < 14; step++) {
      // The answer for the view is in, and its markers drawn: they say as many listings as the sheet's count, and no
      // two of them overlap. (A capture can fall between the first picture's markers and the live map's, while the
      // map is taken over at the view: what the person is left looking at is what must hold.)
      let drawn: Drawn[] = []
      await expect
        .poll(
          async () => {
            const total = await inViewCount(page)
            drawn = await drawnMarkers(page)
            const counted = drawn.reduce((n, m) => n + m.count, 0)
            if (counted !== total) return `markers count ${counted} listings, the sheet ${total}`
            return overlapping(drawn).join('; ')
          },
          { message: `markers add up to the count in view and none overlap at zoom ${zoom}`, timeout: 20_000 },
        )
        .toBe('')
      for (const m of drawn) {
        kinds.add(m.kind)
        if (m.kind === 'building') expect(m.text).toBe(`${m.count} homes`)
        if (m.kind === 'pin') expect(m.count).toBe(1)
      }
      if (zoom >= CLOSEST_ZOOM - 0.01) break
      await centreOnBiggest(page, drawn)
      await settledZoom(page)
      const before = await page.getByTestId('map').getAttribute('data-zoom')
      await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
      await expect.poll(() => page.getByTestId('map').getAttribute('data-zoom')).not.toBe(before)
      zoom = await settledZoom(page)
    }
    expect(zoom).toBeCloseTo(CLOSEST_ZOOM, 5)
    // On the way in the map drew counted circles and, closer in, the listings' own pins.
    expect(kinds.has('cluster')).toBe(true)
    expect(kinds.has('pin') || kinds.has('building')).toBe(true)
  })
}
