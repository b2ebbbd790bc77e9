import { type BasemapServer, startBasemapServer } from '../basemap-server.ts'
import { expect, test } from '../fixtures.ts'

/**
 * The operator's PMTiles basemap in a browser, on a server of its own whose MAP_PMTILES names a small archive of
 * downtown Toronto (the journeys' shared server draws the bundled basemap, which other journeys expect).
 */

let server: BasemapServer
let base: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startBasemapServer()
  base = server.base
})

test.afterAll(async () => {
  await server?.stop()
})

test('the live map draws the operator’s OpenStreetMap basemap, read from the server in ranges, with its credits', async ({
  page,
}) => {
  const archiveAnswers: { status: number; range: string | undefined; contentRange: string | undefined }[] = []
  page.on('response', (res) => {
    if (!res.url().includes('/house/api/map/v1/basemap.pmtiles')) return
    archiveAnswers.push({
      status: res.status(),
      range: res.request().headers().range,
      contentRange: res.headers()['content-range'],
    })
  })

  // a returning visitor (the visitor session made on the sign-in page), then the map
  await page.goto(`${base}/h5/pages/my/public/login`)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tourist_token')), { timeout: 20_000 }).toBeTruthy()
  await page.goto(`${base}/h5/pages/map/map`)
  const map = page.getByTestId('map')
  // The first screen is the picture of the bundled basemap: nothing of the archive is read for it.
  await expect(map).toHaveAttribute('data-basemap', 'picture', { timeout: 20_000 })
  expect(archiveAnswers).toEqual([])

  // Reaching for the map starts MapLibre, which draws the archive's basemap.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
  await expect(map).toHaveAttribute('data-basemap', 'remote', { timeout: 60_000 })

  // read in byte ranges: each answer a 206 with the part of the file it holds
  expect(archiveAnswers.length).toBeGreaterThanOrEqual(2)
  for (const answer of archiveAnswers) {
    expect(answer.range).toMatch(/^bytes=\d+-\d+$/)
    expect(answer.status).toBe(206)
    expect(answer.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/)
  }

  // OpenStreetMap's and Protomaps' credits on the map, linked, and seen: nothing laid over them
  const credit = map.getByRole('link', { name: '© OpenStreetMap' })
  await expect(credit).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
  await expect(map.getByRole('link', { name: 'Protomaps' })).toBeVisible()
  const at = (await credit.boundingBox())!
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent,
    [at.x + at.width / 2, at.y + at.height / 2],
  )
  expect(onTop).toBe('© OpenStreetMap')
})
