import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/** The assistant's conversation over the map on small phones: a sheet dragged between peek, half and full. */

const TEXT = {
  'en-GB': {
    input: 'Your question',
    send: 'Send',
    area: "Condos within 10 minutes' walk of Bloor-Yonge",
    areaHeading: /listings? in the area/,
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    toHalf: 'Show more of the conversation',
    toFull: 'Show the conversation at full height',
    toPeek: 'Lower the conversation to see the map',
    sheet: 'Conversation with the assistant',
  },
  'zh-Hans-CN': {
    input: '您的问题',
    send: '发送',
    area: '布洛尔-央街站步行10分钟以内的公寓',
    areaHeading: /区域内 \d+ 套房源/,
    zoomIn: '放大',
    zoomOut: '缩小',
    toHalf: '展开更多对话',
    toFull: '将对话展开到最高',
    toPeek: '收起对话，查看地图',
    sheet: '与助手的对话',
  },
} as const
type Language = keyof typeof TEXT

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const SIZES = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
] as const

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'laid out').not.toBeNull()
  return box!
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The map with the assistant, as a returning visitor (no first-visit notice or relaunch), and a question asked. */
async function askOnTheMap(page: Page, language: Language) {
  const text = TEXT[language]
  await page.goto(`/h5/pages/my/public/login?language=${language}`)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tourist_token')), { timeout: 20_000 }).toBeTruthy()
  await page.goto(`/h5/pages/map/map-chat?language=${language}`)
  await page.getByLabel(text.input).fill(text.area)
  await page.getByRole('button', { name: text.send }).click()
  await expect(page.getByText(text.areaHeading)).toBeVisible()
  await expect(page.locator('article[aria-busy="false"]').last()).toBeVisible()
}

/** The sheet's top edge once it has stopped moving. */
async function settledTop(sheet: Locator): Promise<number> {
  let before = Number.NaN
  await expect
    .poll(async () => {
      const now = (await boxOf(sheet)).y
      const still = Math.abs(now - before) < 0.5
      before = now
      return still
    })
    .toBe(true)
  return before
}

/** Both zoom buttons are whole inside the window and clear of the sheet. */
async function expectZoomButtonsClear(page: Page, language: Language, sheetTop: number) {
  const viewport = page.viewportSize()!
  for (const name of [TEXT[language].zoomIn, TEXT[language].zoomOut]) {
    const box = await boxOf(page.getByRole('button', { name, exact: true }))
    expect(box.x, name).toBeGreaterThanOrEqual(0)
    expect(box.y, name).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, name).toBeLessThanOrEqual(viewport.width)
    expect(box.y + box.height, name).toBeLessThanOrEqual(Math.min(viewport.height, sheetTop))
  }
}

/** Drags the handle with the mouse (pointer events) to a height of the window, in small steps as a hand would. */
async function dragHandle(page: Page, handle: Locator, toY: number) {
  const box = await boxOf(handle)
  const x = box.x + box.width / 2
  await page.mouse.move(x, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, toY, { steps: 12 })
  await page.mouse.up()
}

for (const size of SIZES) {
  for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
    const text = TEXT[language]

    test.describe(`${size.width} × ${size.height}`, () => {
      test.use({ viewport: size })

      test(`${language}: the map keeps half the screen with its pins, the sheet drags between full and peek, cards show their price`, async ({
        page,
      }) => {
        await askOnTheMap(page, language)
        const sheet = page.getByRole('region', { name: text.sheet, exact: true })
        const map = page.getByTestId('map')

        // At half: the map is at least half the window, above the sheet, with the answer's pins inside it in view.
        const halfTop = await settledTop(sheet)
        const mapBox = await boxOf(map)
        expect(mapBox.height).toBeGreaterThanOrEqual(size.height / 2)
        expect(mapBox.y + mapBox.height).toBeLessThanOrEqual(halfTop + 1)
        const pins = page.locator('[data-kind="pin"], [data-kind="building"], [data-kind="cluster"]')
        await expect(pins.first()).toBeVisible()
        const inView = await pins.evaluateAll(
          (els, m) =>
            els.filter((el) => {
              const r = el.getBoundingClientRect()
              return r.left >= m.x && r.right <= m.x + m.width && r.top >= m.y && r.bottom <= m.y + m.height
            }).length,
          mapBox,
        )
        expect(inView, 'pins whole inside the map').toBeGreaterThan(0)
        await expectZoomButtonsClear(page, language, halfTop)

        // The handle says what it does; dragged up, the sheet goes to full, the map's buttons still whole above it.
        const handle = page.getByRole('button', { name: text.toFull })
        await dragHandle(page, handle, 40)
        const toPeek = page.getByRole('button', { name: text.toPeek })
        await expect(toPeek).toBeVisible()
        const fullTop = await settledTop(sheet)
        expect(fullTop).toBeLessThan(halfTop - 40)
        await expectZoomButtonsClear(page, language, fullTop)

        // Each card of the answer, read at full height: one to a row, its price whole and clear of the heart.
        const cards = page.locator('article[aria-busy="false"]').last().locator('article[aria-labelledby^="listing-"]')
        expect(await cards.count()).toBeGreaterThan(0)
        const logBox = await boxOf(page.getByRole('log'))
        for (const card of await cards.all()) {
          await card.scrollIntoViewIfNeeded()
          const cardBox = await boxOf(card)
          expect(cardBox.width, 'one card to a row').toBeGreaterThan(logBox.width * 0.8)
          const line = card.getByRole('link').first().locator('p').first()
          const price = line.locator('span').first()
          await expect(price).toHaveText(/\d/)
          const fits = await line.evaluate((el) => el.scrollWidth <= el.clientWidth)
          expect(fits, `${await price.textContent()} is not cut`).toBe(true)
          const priceBox = await boxOf(price)
          expect(priceBox.x + priceBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width)
          const heart = card.locator('button[data-favourite]')
          if (await heart.count()) expect(overlaps(priceBox, await boxOf(heart)), 'price under the heart').toBe(false)
        }

        // Dragged down, it goes to peek: the box to ask in stays, the map grows back over the rest.
        await dragHandle(page, toPeek, size.height - 10)
        await expect(page.getByRole('button', { name: text.toHalf })).toBeVisible()
        const peekTop = await settledTop(sheet)
        expect(peekTop).toBeGreaterThan(halfTop + 40)
        await expect(page.getByLabel(text.input)).toBeInViewport()
        await expectZoomButtonsClear(page, language, peekTop)
        await expect.poll(async () => (await boxOf(map)).y + (await boxOf(map)).height).toBeGreaterThan(halfTop + 40)

        // From the keyboard: up a step to half, and a press of the handle goes on to full.
        const toHalf = page.getByRole('button', { name: text.toHalf })
        await toHalf.focus()
        await page.keyboard.press('ArrowUp')
        await expect(page.getByRole('button', { name: text.toFull })).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(page.getByRole('button', { name: text.toPeek })).toBeFocused()
      })
    })
  }
}
