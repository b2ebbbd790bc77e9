import { changeThroughFeed, closeThroughFeed } from '../feed.ts'
import { expect, test } from '../fixtures.ts'
import { apiSession, BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const TEXTS = {
  'en-GB': {
    title: 'Status change on a saved home',
    sold: 'Sold',
    soldCode: 'Sold',
    priceTitle: 'Price change on a saved home',
    priceDown: /^Price down \$20,000$/,
  },
  'zh-Hans-CN': {
    title: '收藏房源状态变动',
    sold: '已售出',
    soldCode: '已售',
    priceTitle: '收藏房源价格变动',
    priceDown: /^降价 .*20,000/,
  },
} as const

for (const [index, language] of (['en-GB', 'zh-Hans-CN'] as const).entries()) {
  const say = TEXTS[language]

  test(`${language}: a saved house sold through the feed reaches its keeper as a notice that opens the listing`, async ({
    page,
  }) => {
    const buyer = await apiSession(page.request, BUYER)
    // A Toronto house for sale of its own per language, away from the condos other journeys book and save.
    const found = await page.request.get('/house/api/listing/v1/search?city=toronto&sr=Sale&roomType=res&limit=50', {
      headers: buyer.headers,
    })
    const houses: Array<{ mlNum: string; address: string }> = (await found.json()).data.items
    const house = houses.at(-1 - index)!
    const saved = await page.request.post(
      `/house/api/attention/v1/addAttention/${house.mlNum}/listing/${buyer.userId}`,
      { headers: buyer.headers },
    )
    expect(saved.status()).toBe(200)

    await closeThroughFeed(page.request, house.mlNum)

    await page.goto('/h5/pages/my/public/login')
    await signInWithPassword(page, BUYER, DEMO_PASSWORD)
    await page.goto(`/h5/pages/my/notices/notices?language=${language}`)
    const notice = page.getByRole('link', { name: new RegExp(`${say.title}.*${house.address}`) })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(
      `${house.address}${language === 'en-GB' ? ':' : '：'} ${say.sold}`.replace('： ', '：'),
    )
    await notice.click()
    await expect(page).toHaveURL(new RegExp(`/pages/toronto/sale/res-detail\\?mlNum=${house.mlNum}`))
    // The detail's status line carries the board's code for the sale.
    await expect(page.getByText(say.soldCode, { exact: true }).first()).toBeVisible()
  })
}

for (const [index, language] of (['en-GB', 'zh-Hans-CN'] as const).entries()) {
  const say = TEXTS[language]

  test(`${language}: a saved condo's price cut through the feed shows on Favourites with its badge, and as a notice`, async ({
    page,
  }) => {
    const buyer = await apiSession(page.request, BUYER)
    const found = await page.request.get('/house/api/listing/v1/search?city=toronto&sr=Sale&roomType=condo&limit=50', {
      headers: buyer.headers,
    })
    const condos: Array<{ mlNum: string; address: string; price: number }> = (await found.json()).data.items
    // From the end of the list, away from the first condos other journeys open, save and book.
    const condo = condos.at(-3 - index)!
    const saved = await page.request.post(
      `/house/api/attention/v1/addAttention/${condo.mlNum}/listing/${buyer.userId}`,
      { headers: buyer.headers },
    )
    expect(saved.status()).toBe(200)

    await changeThroughFeed(page.request, condo.mlNum, { price: condo.price - 20_000 })

    await page.goto('/h5/pages/my/public/login')
    await signInWithPassword(page, BUYER, DEMO_PASSWORD)
    await page.goto(`/h5/pages/collect/collect?language=${language}`)
    const row = page.getByRole('listitem').filter({ hasText: condo.address })
    await expect(row.getByText(say.priceDown)).toBeVisible()
    await page.goto(`/h5/pages/my/notices/notices?language=${language}`)
    await expect(page.getByRole('link', { name: new RegExp(`${say.priceTitle}.*${condo.address}`) })).toBeVisible()
  })
}
