import { expect, test } from '../fixtures.ts'
import { inViewCount, openMap, settledView, sheetItems } from '../map-page.ts'
import { BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const checkedIn = (page: import('@playwright/test').Page) =>
  sheetItems(page).evaluateAll((els) =>
    els
      .filter((e) => e.querySelector('input:checked'))
      .map((e) => e.dataset.mlnum!)
      .sort(),
  )

test.describe('nothing lost through sign-in on the map', () => {
  test('a visitor who shares is told why, signs in, and comes back to the same view and selection with the link made', async ({
    page,
    context,
  }) => {
    test.slow()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openMap(page)
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await inViewCount(page)
    const before = await settledView(page)
    await page.getByRole('button', { name: 'Show the list' }).click()
    const boxes = page.getByRole('checkbox', { name: /^Select / })
    await boxes.nth(0).click()
    await boxes.nth(2).click()
    await expect(page.getByText('2 of 20 selected')).toBeVisible()
    const picked = await checkedIn(page)

    await page.getByRole('button', { name: 'Share the 2 selected listings' }).click()
    const why = page.getByRole('dialog').filter({ hasText: 'Sign in to share' })
    await expect(why.getByText(/A shared link is made from your account/)).toBeVisible()
    await why.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/pages\/my\/public\/login\?redirectUrl=%2Fpages%2Fmap%2Fmap/)
    await signInWithPassword(page, BUYER, DEMO_PASSWORD)
    await expect(page).toHaveURL(/\/h5\/pages\/map\/map/)

    // the share asked for is made at once
    const link = page.getByRole('textbox', { name: 'Link to your selection' })
    await expect(link).toHaveValue(/\/h5\/pages\/map\/map\?share=[\w-]{12}$/, { timeout: 20_000 })
    await page.getByRole('button', { name: 'Close' }).click()
    // at the view they left, with the same homes selected
    const after = await settledView(page)
    expect(after.zoom).toBeCloseTo(before.zoom, 1)
    const mid = (v: typeof before) => [(v.bbox[0] + v.bbox[2]) / 2, (v.bbox[1] + v.bbox[3]) / 2]
    expect(mid(after)[0]).toBeCloseTo(mid(before)[0]!, 3)
    expect(mid(after)[1]).toBeCloseTo(mid(before)[1]!, 3)
    await expect(page.getByText('2 of 20 selected')).toBeVisible()
    expect(await checkedIn(page)).toEqual(picked)
  })

  test('在中文界面，访客分享时先说明为何要登录；选择“暂不”则留在地图上，所选不变', async ({ page }) => {
    await openMap(page, '/h5/pages/map/map?language=zh-Hans-CN')
    await page.getByRole('button', { name: '展开列表' }).click()
    await page.getByRole('checkbox', { name: /^选择/ }).first().click()
    await page.getByRole('button', { name: '分享已选的 1 套房源' }).click()
    const why = page.getByRole('dialog').filter({ hasText: '登录后即可分享' })
    await expect(why.getByText(/分享链接由您的账户生成/)).toBeVisible()
    await why.getByRole('button', { name: '暂不' }).click()
    await expect(why).toHaveCount(0)
    await expect(page).toHaveURL(/\/h5\/pages\/map\/map/)
    await expect(page.getByText('已选 1/20')).toBeVisible()
  })
})
