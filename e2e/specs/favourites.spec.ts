import { expect, test } from '../fixtures.ts'
import { BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

// Each journey signs in and loads four screens; on the shared 2-core machine that can take over a minute.
test.describe.configure({ timeout: 150_000 })

test('a visitor hearts a listing from the list, signs in, and comes back with it saved in Favourites', async ({
  page,
}) => {
  await page.goto('/h5/pages/toronto/sale/sale-list')
  const card = page.getByRole('article').first()
  const address = await card.getByRole('heading', { level: 3 }).innerText()
  await card.getByRole('button', { name: 'Save to favourites' }).click()
  // told why an account is needed before being sent to sign in
  const why = page.getByRole('dialog').filter({ hasText: 'Sign in to save favourites' })
  await expect(why.getByText(/Favourites are kept in your account/)).toBeVisible()
  await why.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(/\/pages\/my\/public\/login\?redirectUrl=/)
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await expect(page).toHaveURL(/\/h5\/pages\/toronto\/sale\/sale-list$/)
  const saved = page.getByRole('article', { name: address }).getByRole('button', { name: 'Remove from favourites' })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/h5/pages/collect/collect')
  const homes = page.getByRole('list', { name: 'Homes' })
  await expect(homes.getByText(address)).toBeVisible()
  // the saved home's card has its rooms and its status, as the list card had
  const row = homes.locator(':scope > li').filter({ hasText: address })
  await expect(row.getByText(/^(\d+(\+\d+)? bd|Studio) · \d+ ba$/)).toBeVisible()
  await expect(row.getByText(/^(Sale|Price Change|Extended|Back on Market)$/)).toBeVisible()

  // Remove it with the visible button (the keyboard's way; the swipe is for touch); other journeys of the demo
  // buyer may have saved homes too, so the tab is empty only if this was the last one.
  const before = await homes.locator(':scope > li').count()
  await homes.getByRole('button', { name: `Remove ${address} from favourites` }).click()
  await expect(page.getByText(address)).toHaveCount(0)
  if (before === 1) {
    await expect(page.getByText('No favourites here yet')).toBeVisible()
    // nothing saved, nothing to share
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0)
  }
})

test('在中文界面，买家从房源详情收藏，再在收藏页看到它', async ({ page }) => {
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await page.goto('/h5/pages/toronto/sale/sale-list?language=zh-Hans-CN')
  // Another listing than the first journey's, so this one starts from a listing nobody saved.
  const card = page.getByRole('article').nth(1)
  const address = await card.getByRole('heading', { level: 3 }).innerText()
  await card.getByRole('link').first().click()

  const heart = page.getByRole('banner').getByRole('button', { name: '加入收藏' })
  await heart.click()
  await expect(page.getByRole('banner').getByRole('button', { name: '取消收藏' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await page.goto('/h5/pages/collect/collect')
  const row = page.getByRole('list', { name: '房源' }).locator(':scope > li').filter({ hasText: address })
  await expect(row).toBeVisible()
  await expect(row.getByText(/^(\d+(\+\d+)? 室|开间) · \d+ 卫$/)).toBeVisible()
  await page.getByRole('tab', { name: '学校' }).click()
  await expect(page.getByText('这里还没有收藏')).toBeVisible()
  await expect(page.getByRole('button', { name: '分享', exact: true })).toHaveCount(0)

  // the home just opened heads the browsing history, viewed today at a time on its city's clock
  await page.goto('/h5/pages/my/browse/browse-list')
  const viewed = page.getByRole('listitem').filter({ hasText: address })
  await expect(viewed.getByText(/^今天 \d\d:\d\d 浏览$/)).toBeVisible()
})

test('a buyer hearts a school on the school list and finds it on the Schools tab of Favourites', async ({ page }) => {
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  await page.goto('/h5/pages/school/school-list')
  const row = page.getByRole('article').first()
  const name = await row.getByRole('heading', { level: 3 }).innerText()
  // the heart is the row's own button: saving leaves the list where it is
  await row.getByRole('button', { name: `Save ${name} to favourites` }).click()
  await expect(row.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page).toHaveURL(/\/pages\/school\/school-list/)

  await page.goto('/h5/pages/collect/collect')
  await page.getByRole('tab', { name: 'Schools' }).click()
  await expect(page.getByRole('list', { name: 'Schools' }).getByText(name)).toBeVisible()
})
