import type { APIRequestContext, Page } from '@playwright/test'
import { expect, GUEST_NOTICE_TIMEOUT_MS, test } from '../fixtures.ts'

interface Summary {
  id: string
}
interface Detail {
  id: string
  name: string
  builders: { id: string; name: string }[]
  layoutGroups: { beds: number; layouts: { id: string; name: string }[] }[]
  activities: { kind: 'live' | 'recorded' }[]
}

async function projects(request: APIRequestContext, query = ''): Promise<Summary[]> {
  const res = await request.get(`/house/api/precons/v1/search?limit=50&${query}`)
  return (await res.json()).data.items
}

async function detail(request: APIRequestContext, id: string): Promise<Detail> {
  return (await (await request.get(`/house/api/precons/v1/${id}`)).json()).data
}

/** A first visit signs in a visitor and then reloads the current screen; wait for that first. */
async function openAsVisitor(page: Page, path: string, notice = 'Browsing as a guest') {
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.getByText(notice, { exact: true })).toBeVisible({ timeout: GUEST_NOTICE_TIMEOUT_MS })
}

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]

test.describe('pre-construction', () => {
  test('home tile New → projects → filters → a project with its five tabs → a floor plan → the builder', async ({
    page,
  }) => {
    await openAsVisitor(page, '/h5/')
    await page.getByRole('link', { name: 'New', exact: true }).click()
    await expect(page).toHaveURL(/\/pages\/precons\/precons-list/)
    await expect(page.getByText(/^\d+ projects?$/)).toBeVisible()

    await page.getByRole('button', { name: 'Toronto', exact: true }).click()
    await expect(page).toHaveURL(/city=toronto/)
    await page.getByRole('button', { name: 'Filters' }).click()
    const sheet = page.getByRole('form', { name: 'Filter projects' })
    await sheet.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'For Sale' }).check()
    await sheet.getByRole('button', { name: 'Show projects' }).click()
    await expect(page).toHaveURL(/status=forSale/)
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()

    const first = page.getByRole('article').first()
    await expect(first.getByText('For Sale')).toBeVisible()
    // English shows dollars alone unless the person asks for yuan too
    await expect(first.getByText(/¥/)).toHaveCount(0)
    await first.getByRole('link').click()
    await expect(page).toHaveURL(/precons-detail\?preconsId=/)
    await expect(page.getByRole('tab', { name: 'Detail' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { name: 'Key facts' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Deposit structure' })).toBeVisible()
    await expect(page.getByText(/^Total deposit \$[\d,]+ \(\d+(\.\d+)?%\)$/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Floor plans' })).toBeVisible()
    await page.getByRole('tab', { name: 'Summary' }).click()
    await expect(page.getByRole('heading', { name: 'About the project' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Facilities' })).toBeVisible()
    await page.getByRole('tab', { name: 'Activity' }).click()
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Activity' })).toBeVisible()
    await page.getByRole('tab', { name: 'Recommend' }).click()
    await expect(page.getByRole('heading', { name: 'Featured conditions' })).toBeVisible()
    await page.getByRole('tab', { name: 'Assign' }).click()
    await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible()
    await expect(page.getByText(/^Demo data/)).toBeVisible()

    await page.getByRole('tab', { name: 'Detail' }).click()
    const plans = page.getByRole('region', { name: 'Floor plans' })
    await plans.getByRole('link').first().click()
    await expect(page).toHaveURL(/layout-detail\?layoutId=/)
    await expect(page.getByRole('img', { name: /^Floor plan of / })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Resale and assignment listings of this plan' })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/precons-detail\?preconsId=/)
    await page.getByRole('tabpanel').getByRole('link').first().click()
    await expect(page).toHaveURL(/builder-detail\?builderId=/)
    await expect(page.getByText(/^Projects \(\d+\)$/)).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('a floor plan lists its resale listings, and a live event says it opens only in the mini-program', async ({
    page,
    request,
  }) => {
    const all = await Promise.all((await projects(request)).map((p) => detail(request, p.id)))
    let withListings: string | null = null
    for (const layout of all.flatMap((p) => p.layoutGroups.flatMap((g) => g.layouts))) {
      const body = (await (await request.get(`/house/api/precons/v1/layout/${layout.id}`)).json()).data
      if (body.listings.length > 0) {
        withListings = layout.id
        break
      }
    }
    expect(withListings, 'a layout of the demo data with listings').not.toBeNull()
    await openAsVisitor(page, `/h5/pages/precons/layout-detail?layoutId=${withListings}`)
    const listings = page.getByRole('region', { name: 'Resale and assignment listings of this plan' })
    await listings.getByRole('article').first().getByRole('link').first().click()
    // A Toronto condo or a Vancouver listing, by the project's city.
    await expect(page).toHaveURL(/\/(toronto\/sale\/condo|vancouver\/van)-detail\?mlNum=/)

    const live = all.find((p) => p.activities.some((a) => a.kind === 'live'))
    expect(live, 'a project of the demo data with a live event').toBeDefined()
    await page.goto(`/h5/pages/precons/precons-detail?preconsId=${live!.id}&tab=activity`)
    await page.getByRole('button', { name: 'Join live' }).first().click()
    await expect(page.getByText('The live room opens only in the WeChat mini-program')).toBeVisible()
  })

  test('in Chinese: the list, the five tabs and a floor plan', async ({ page }) => {
    await openAsVisitor(page, '/h5/pages/precons/precons-list?language=zh-Hans-CN', '以访客身份浏览')
    await expect(page.getByText(/^共\d+个项目$/)).toBeVisible()
    await page.getByRole('article').first().getByRole('link').click()
    await expect(page).toHaveURL(/precons-detail\?preconsId=/)
    for (const [tab, heading] of [
      ['详情', '主要信息'],
      ['概要', '项目简介'],
      ['活动', '活动'],
      ['推荐', '特色条件'],
      ['转让', '条款'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    await page.getByRole('tab', { name: '详情' }).click()
    await page.getByRole('region', { name: '户型' }).getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: '该户型的二手和转让房源' })).toBeVisible()
  })

  test('share pages carry Open Graph tags of the project, floor plan, builder and list', async ({ request }) => {
    const [project] = await projects(request, 'city=toronto&type=condo')
    const d = await detail(request, project!.id)
    const layout = d.layoutGroups[0]!.layouts[0]!
    const builder = d.builders[0]!
    const pages = [
      [`/h5/pages/share/precons-detail-share?preconsId=${d.id}`, d.name],
      [`/h5/pages/share/layout-detail-share?layoutId=${layout.id}`, `${layout.name} at ${d.name}`],
      [`/h5/pages/share/builde-detail-share?builderId=${builder.id}`, `${builder.name} · pre-construction projects`],
      ['/h5/pages/share/precons-list-share?city=toronto', 'Pre-construction projects in Toronto'],
    ] as const
    for (const [url, title] of pages) {
      const res = await request.get(url)
      expect(res.status()).toBe(200)
      const html = await res.text()
      expect(meta(html, 'og:title')?.replace(/&amp;/g, '&'), url).toContain(title)
      expect(meta(html, 'og:description'), url).toContain('Demo data.')
      const image = meta(html, 'og:image')!
      expect(image, url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/house\/api\/precons\/v1\/media\//)
      const picture = await request.get(image)
      expect(picture.headers()['content-type']).toContain('image/svg+xml')
    }
    const zh = await (
      await request.get(`/h5/pages/share/precons-detail-share?preconsId=${d.id}&language=zh-Hans-CN`)
    ).text()
    expect(meta(zh, 'og:description')).toContain('演示数据')
  })
})
