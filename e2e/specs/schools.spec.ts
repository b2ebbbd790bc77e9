import type { APIRequestContext, Page } from '@playwright/test'
import { expect, GUEST_NOTICE_TIMEOUT_MS, test } from '../fixtures.ts'

interface SchoolFound {
  schoolNumber: string
  name: string
}

/**
 * A Toronto public secondary school of the demo data with Fraser rankings, EQAO results and active listings
 * nearby, read from the public endpoints.
 */
async function findRichSchool(request: APIRequestContext): Promise<SchoolFound> {
  const res = await request.get('/house/api/school/v1/search?city=toronto&level=secondary&category=public&limit=50')
  const items: SchoolFound[] = (await res.json()).data.items
  for (const s of items) {
    const d = (await (await request.get(`/house/api/school/v1/${s.schoolNumber}`)).json()).data
    if (d.rankings.length && d.eqao.length && d.nearbyListings.length) return s
  }
  throw new Error('no demo school with rankings, EQAO and listings nearby')
}

/** A Toronto condo for sale whose detail lists nearby schools. */
async function findListingWithSchools(request: APIRequestContext): Promise<{ mlNum: string; school: string }> {
  const res = await request.get('/house/api/listing/v1/search?city=toronto&sr=Sale&roomType=condo&limit=50')
  for (const item of (await res.json()).data.items) {
    const d = (await (await request.get(`/house/api/listing/v1/${item.mlNum}`)).json()).data
    if (d.schools.length) return { mlNum: item.mlNum, school: d.schools[0].name }
  }
  throw new Error('no demo listing with schools nearby')
}

async function openAsVisitor(page: Page, path: string, notice = 'Browsing as a guest') {
  await page.goto(path, { waitUntil: 'commit' })
  await expect(page.getByText(notice, { exact: true })).toBeVisible({ timeout: GUEST_NOTICE_TIMEOUT_MS })
}

test.describe('schools', () => {
  test('home → School → search and filter → a school’s three tabs → a listing near it', async ({ page }) => {
    const school = await findRichSchool(page.request)
    await openAsVisitor(page, '/h5/')
    await page.getByRole('link', { name: 'School', exact: true }).click()
    await expect(page).toHaveURL(/\/pages\/school\/school-list/)
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible()
    await expect(page.getByText(/^\d+ schools$/)).toBeVisible()
    await expect(page.getByRole('img', { name: /^Rating \d+\.\d out of 10$/ }).first()).toBeVisible()

    await page.getByRole('group', { name: 'Level' }).getByRole('button', { name: 'Secondary' }).click()
    await expect(page).toHaveURL(/level=secondary/)
    const box = page.getByRole('searchbox', { name: 'School name or address' })
    await box.fill(school.name)
    await expect(box).toHaveValue(school.name)
    await box.press('Enter')
    await expect(page).toHaveURL(/q=/)
    await page.getByRole('link', { name: school.name }).click()

    await expect(page).toHaveURL(new RegExp(`school-detail\\?schoolNumber=${school.schoolNumber}`))
    await expect(page.getByRole('heading', { name: school.name })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('Education bureau')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\d+$/)
    await expect(page.getByText(/demo figures/).first()).toBeVisible()

    await page.getByRole('tab', { name: 'Fraser ranking' }).click()
    await expect(page.getByRole('heading', { name: 'Fraser Institute rating by year' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^Rating out of 10 by year: / })).toBeVisible()

    await page.getByRole('tab', { name: 'EQAO' }).click()
    await expect(page.getByRole('table', { name: 'Grade 9' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Grade 10' }).getByText('Literacy test (OSSLT)')).toBeVisible()

    await page.getByRole('tab', { name: 'Summary' }).click()
    await expect(page.getByRole('heading', { name: 'Listings nearby' })).toBeVisible()
    await page.getByRole('article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/-detail\?mlNum=/)
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible()
  })

  test('a listing’s nearby school opens the school’s detail', async ({ page }) => {
    const { mlNum, school } = await findListingWithSchools(page.request)
    await openAsVisitor(page, `/h5/pages/toronto/sale/condo-detail?mlNum=${mlNum}`)
    await page.getByRole('tab', { name: 'Surroundings' }).click()
    await page.getByRole('link', { name: school, exact: true }).first().click()
    await expect(page).toHaveURL(/\/pages\/school\/school-detail\?schoolNumber=/)
    await expect(page.getByRole('heading', { name: school })).toBeVisible()
  })

  test('a Vancouver school says there is no EQAO data', async ({ page }) => {
    await openAsVisitor(page, '/h5/pages/school/school-list?city=vancouver')
    await page.getByRole('list', { name: 'Schools found' }).getByRole('link').first().click()
    await page.getByRole('tab', { name: 'EQAO' }).click()
    await expect(page.getByText('No school data')).toBeVisible()
  })

  test('the university page shows a campus with its lease listings first', async ({ page }) => {
    await openAsVisitor(page, '/h5/pages/university/university')
    const campus = page.getByRole('group', { name: 'Campuses' }).getByRole('button', { pressed: true })
    await expect(campus).toContainText('University of Toronto - St. George')
    await expect(campus).toContainText(/\d+ for lease nearby/)
    const lease = page.getByRole('heading', { name: /^For lease within 2 km · \d+$/ })
    await expect(lease).toBeVisible()
    const firstCard = page.getByRole('article').first()
    await expect(page.locator('section[aria-labelledby="campus-lease"]').getByRole('article').first()).toBeVisible()
    await expect(firstCard).toContainText(/\/\s?mo|month|per month/i)
    await firstCard.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/pages\/toronto\/lease\/(condo|res)-detail\?mlNum=/)
  })

  test('in Chinese: school list, detail tabs and campuses', async ({ page }) => {
    await openAsVisitor(page, '/h5/pages/school/school-list?language=zh-Hans-CN', '以访客身份浏览')
    await expect(page.getByRole('heading', { level: 1, name: '学校' })).toBeVisible()
    await expect(page.getByText(/^\d+ 所学校$/)).toBeVisible()
    await page.getByRole('group', { name: '学段' }).getByRole('button', { name: '小学' }).click()
    await page.getByRole('list', { name: '学校列表' }).getByRole('link').first().click()
    await expect(page.getByRole('tab', { name: '概况' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText('教育局')).toBeVisible()
    await page.getByRole('tab', { name: '菲沙排名' }).click()
    await page.getByRole('tab', { name: 'EQAO' }).click()
    await expect(page.getByText(/年级/).first()).toBeVisible()
    await page.goto('/h5/pages/university/university')
    await expect(page.getByRole('button', { name: /多伦多大学圣乔治校区/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^2 公里内出租 · \d+$/ })).toBeVisible()
  })
})
