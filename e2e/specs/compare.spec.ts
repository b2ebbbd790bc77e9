import { CART_SWIPE_OPEN_MS } from '@maplenest/core'
import { expect, test } from '../fixtures.ts'

test.describe.configure({ timeout: 120_000 })

test('a visitor adds three homes to compare from the list, removes one by swiping, and reads the table in Chinese', async ({
  page,
}) => {
  await page.goto('/h5/pages/toronto/sale/sale-list')
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const addresses: string[] = []
  for (const n of [0, 1, 2]) {
    const card = cards.nth(n)
    addresses.push((await card.getByRole('heading', { level: 3 }).textContent()) ?? '')
    await card.getByRole('button', { name: /to compare$/ }).click()
    await expect(card.getByRole('button', { name: /from compare$/ })).toHaveAttribute('aria-pressed', 'true')
  }
  const dock = page.getByRole('link', { name: 'Compare 3 homes' })
  await expect(dock).toContainText('3')
  await dock.click()

  await expect(page).toHaveURL(/\/h5\/pages\/cart\/cart$/)
  const basket = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Remove / }) })
  await expect(basket.getByRole('listitem')).toHaveCount(3)
  const table = page.getByRole('table')
  for (const address of addresses) await expect(table.getByRole('columnheader', { name: address })).toBeVisible()

  // the swipe: drag the first home to the left; it opens in the spec's time and uncovers "Remove"
  const first = basket.getByRole('listitem').first()
  const box = await first.boundingBox()
  if (!box) throw new Error('the first home is not on screen')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width - 30, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width - 90, y, { steps: 4 })
  await page.mouse.move(box.x + box.width - 150, y, { steps: 4 })
  await page.mouse.up()
  await expect(first.locator('div[style]')).toHaveCSS('transition', `transform ${CART_SWIPE_OPEN_MS / 1000}s ease-out`)
  const remove = first.getByRole('button', { name: `Remove ${addresses[0]}` })
  await expect(remove).toBeInViewport()
  await remove.click()
  await expect(basket.getByRole('listitem')).toHaveCount(2)
  await expect(table.getByRole('columnheader', { name: addresses[0] })).toHaveCount(0)

  await page.goto('/h5/pages/cart/cart?language=zh-Hans-CN')
  await expect(page.getByRole('heading', { level: 1, name: '房源对比' })).toBeVisible()
  const zhTable = page.getByRole('table')
  for (const row of ['价格', '每平方英尺价格', '卧室', '物业费（每月）', '最近的车站', '月供']) {
    await expect(zhTable.getByRole('rowheader', { name: row, exact: true })).toBeVisible()
  }
  await expect(zhTable.getByText('这几套中最优').first()).toBeAttached()
  await expect(page.getByText(/首付 20%、利率 4.5%、25 年摊还/)).toBeVisible()
})
