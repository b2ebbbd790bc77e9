import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { closeThroughFeed } from '../feed.ts'
import { collectConsoleErrors, expect, test } from '../fixtures.ts'
import { BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const AGENT = 'agent@demo.maplenest.ca'

const TEXTS = {
  'en-GB': {
    book: 'Book a showing',
    date: 'Viewing date',
    message: 'Message (optional)',
    submit: 'Request the showing',
    pending: 'Pending',
    processed: 'Viewed',
    cancelled: 'Cancelled',
    reviewed: 'Reviewed',
    notReviewed: 'Not reviewed',
    agentSide: 'Requests I handle',
    viewed: 'Taken to view',
    remarks: 'Remarks',
    save: 'Save',
    agentRemarks: 'Agent’s remarks',
    reviewLabel: 'How was the showing?',
    sendReview: 'Send the review',
    yourReview: 'Your review',
    sold: 'Cancelled: the home was sold',
    leased: 'Cancelled: the home was leased',
    torontoTime: 'Toronto time',
    confirm: 'Confirm this time',
    confirmed: 'Confirmed',
    outcomeLater: 'After the showing, record here how it went.',
    recordOutcome: 'Record how it went',
  },
  'zh-Hans-CN': {
    book: '预约看房',
    date: '看房日期',
    message: '留言（选填）',
    submit: '提交预约',
    pending: '待处理',
    processed: '已看房',
    cancelled: '已取消',
    reviewed: '已评价',
    notReviewed: '未评价',
    agentSide: '我处理的预约',
    viewed: '已带看',
    remarks: '备注',
    save: '保存',
    agentRemarks: '经纪人备注',
    reviewLabel: '这次看房体验如何？',
    sendReview: '提交评价',
    yourReview: '您的评价',
    sold: '已取消：房源已售出',
    leased: '已取消：房源已出租',
    torontoTime: '多伦多时间',
    confirm: '确认这个时间',
    confirmed: '已确认',
    outcomeLater: '看房结束后，请在这里记录看房结果。',
    recordOutcome: '请记录看房结果',
  },
} as const

interface AgentListing {
  mlNum: string
  sr: 'Sale' | 'Lease'
  roomType: string
  city: 'toronto' | 'vancouver'
  address: string
  unit: string | null
}

/** Status codes of a listing still on the market, where a showing can be booked (core's AVAILABLE_LSC_CODES). */
const AVAILABLE = ['new', 'pc', 'ext', 'bom']

/** The Toronto listings the demo agent (Olivia Chen) lists and still has on the market, as the api gives them. */
async function agentListings(request: APIRequestContext): Promise<AgentListing[]> {
  const found = await request.get('/house/api/agent/v1/search?q=Olivia%20Chen')
  const agent = ((await found.json()).data.items as Array<{ id: string; name: string }>).find((a) =>
    a.name.startsWith('Olivia Chen'),
  )
  expect(agent, 'the demo agent has a broker profile').toBeTruthy()
  const listed = await request.get(`/house/api/listing/v1/agent/${agent!.id}`)
  const items: Array<AgentListing & { lsc: string }> = (await listed.json()).data.items
  return items.filter((l) => l.city === 'toronto' && AVAILABLE.includes(l.lsc))
}

const detailPath = (l: AgentListing, language: string) =>
  `/h5/pages/toronto/${l.sr === 'Sale' ? 'sale' : 'lease'}/${l.roomType === 'condo' ? 'condo' : 'res'}-detail?mlNum=${l.mlNum}&language=${language}`

/** How a showing's address reads in lists: "unit – street". */
const addressOf = (l: AgentListing) => (l.unit ? `${l.unit} – ${l.address}` : l.address)

/**
 * A day of its own for each language and run, 14 to 83 days ahead on Toronto's clock: the journey's showings never
 * meet the demo data's or an earlier run's within the 30-minute rule, so it passes again on the same server.
 */
function showingDay(index: number): string {
  const minute = Math.floor(Date.now() / 60_000)
  const ahead = 14 + ((minute * 2 + index) % 70)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + ahead * 86_400_000),
  )
}

/**
 * How the app writes a showing's start (core's formatShowingTime): "Sat 19 Dec 2026, 10:00" in en-GB, "2026年12月19日
 * 周六 10:00" in zh-Hans-CN, for a Toronto day and time.
 */
function showingLabel(day: string, time: string, language: keyof typeof TEXTS): string {
  const date = showingDayLabel(day, language)
  return language === 'en-GB' ? `${date}, ${time}` : `${date} ${time}`
}

/** The day alone, as a list's first line writes it: "Sat 19 Dec 2026", "2026年12月19日 周六". */
function showingDayLabel(day: string, language: keyof typeof TEXTS): string {
  // noon UTC of that day falls on the same Toronto day
  const at = new Date(`${day}T12:00:00Z`)
  const options = { timeZone: 'America/Toronto' } as const
  const date = new Intl.DateTimeFormat(language, { ...options, year: 'numeric', month: 'short', day: 'numeric' })
  const weekday = new Intl.DateTimeFormat(language, { ...options, weekday: 'short' }).format(at)
  return language === 'en-GB' ? `${weekday} ${date.format(at)}` : `${date.format(at)} ${weekday}`
}

async function signIn(page: Page, account: string) {
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, account, DEMO_PASSWORD)
}

/** The buyer books a showing from the condo's detail through the sheet; returns the new showing's id. */
async function book(page: Page, listing: AgentListing, language: keyof typeof TEXTS, day: string, time: string) {
  const say = TEXTS[language]
  await page.goto(detailPath(listing, language))
  await page.getByRole('button', { name: say.book, exact: true }).click()
  const sheet = page.getByRole('form', { name: say.book })
  await sheet.getByLabel(say.date).fill(day)
  await sheet.getByRole('radio', { name: time, exact: true }).check()
  await sheet.getByLabel(say.message).fill(language === 'en-GB' ? 'Two of us, after work' : '两人看房，下班后')
  await sheet.getByRole('button', { name: say.submit }).click()
  await expect(page).toHaveURL(/\/pages\/my\/appt\/appt-detail\?id=/)
  await expect(page.getByText(`${showingLabel(day, time, language)} ${say.torontoTime}`)).toBeVisible()
  await expect(page.getByText(say.pending, { exact: true })).toBeVisible()
  return new URL(page.url()).searchParams.get('id')!
}

/** The demo agent, signed in in a browser of their own, with the list of the requests they handle. */
async function agentPage(browser: Browser, language: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors = collectConsoleErrors(page)
  await signIn(page, AGENT)
  await page.goto(`/h5/pages/my/appt/my-appt?language=${language}`)
  return { context, page, errors }
}

for (const [index, language] of (['en-GB', 'zh-Hans-CN'] as const).entries()) {
  const say = TEXTS[language]

  test(`${language}: a showing booked from a condo is confirmed by its agent; a visit that took place is recorded and reviewed; another is cancelled when its home sells`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const listings = await agentListings(page.request)
    // A condo of hers (for sale first) that every run books, and another home of hers that this run sells through
    // the feed: her oldest still on the market, so each run takes the next one.
    const condos = listings.filter((l) => l.roomType === 'condo')
    const first = condos.find((l) => l.sr === 'Sale') ?? condos[0]
    const second = listings.filter((l) => l.mlNum !== first?.mlNum).at(-1)
    expect(first, 'the demo agent lists a condo on the market').toBeTruthy()
    expect(second, 'the demo agent lists another home on the market').toBeTruthy()
    const day = showingDay(index)
    // a list row reads the day, then the time with the city's clock
    const row = (time: string) => [showingDayLabel(day, language), `${time} ${say.torontoTime}`] as const

    await signIn(page, BUYER)
    const id = await book(page, first!, language, day, '10:00')
    await expect(page.getByText('Olivia Chen').first()).toBeVisible()

    // The agent's list opens on the requests she handles; she finds the new one and confirms its time.
    const agent = await agentPage(browser, language)
    await expect(agent.page.getByRole('button', { name: say.agentSide })).toHaveAttribute('aria-pressed', 'true')
    await agent.page.getByRole('tab', { name: say.pending, exact: true }).click()
    const request = agent.page
      .getByRole('link')
      .filter({ hasText: addressOf(first!) })
      .filter({ hasText: row('10:00')[0] })
      .filter({ hasText: row('10:00')[1] })
    await expect(request).toContainText('Daniel Wong')
    await request.click()
    await expect(agent.page).toHaveURL(new RegExp(`appt-detail\\?id=${id}`))
    await agent.page.getByRole('button', { name: say.confirm }).click()
    await expect(agent.page.getByText(say.confirmed, { exact: true })).toBeVisible()
    await expect(agent.page.getByRole('button', { name: say.confirm })).toBeHidden()
    // the outcome waits for the visit
    await expect(agent.page.getByText(say.outcomeLater)).toBeVisible()
    await expect(agent.page.getByRole('radio', { name: say.viewed })).toBeHidden()
    await page.reload()
    await expect(page.getByText(say.confirmed, { exact: true })).toBeVisible()
    await expect(page.getByLabel(say.reviewLabel)).toBeHidden()

    // A visit of the last days whose outcome she has still to record: she marks it taken to view, with remarks.
    await agent.page.goto(`/h5/pages/my/appt/my-appt?language=${language}&tab=pending`)
    const visited = agent.page.getByRole('link').filter({ hasText: say.recordOutcome }).first()
    await expect(visited).toContainText('Daniel Wong')
    await visited.click()
    await expect(agent.page).toHaveURL(/appt-detail\?id=/)
    const visitedId = new URL(agent.page.url()).searchParams.get('id')!
    await agent.page.getByRole('radio', { name: say.viewed }).check()
    const remarks = language === 'en-GB' ? 'Met at the lobby; asked about the locker' : '大堂会面，询问了储物柜'
    await agent.page.getByLabel(say.remarks, { exact: true }).fill(remarks)
    await agent.page.getByRole('button', { name: say.save, exact: true }).click()
    await expect(agent.page.getByText(say.processed, { exact: true })).toBeVisible()
    await expect(agent.page.getByRole('radio', { name: say.viewed })).toBeHidden()

    // The buyer sees it viewed with the agent's remarks, and writes a review.
    await page.goto(`/h5/pages/my/appt/appt-detail?id=${visitedId}&language=${language}`)
    await expect(page.getByText(say.processed, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: say.agentRemarks })).toBeVisible()
    await expect(page.getByText(remarks)).toBeVisible()
    await expect(page.getByText(new RegExp(`· ${say.notReviewed}$`))).toBeVisible()
    const review =
      language === 'en-GB'
        ? 'Bright unit, quiet at night; Olivia knew the building'
        : '采光好，夜里安静，经纪人很熟悉这栋楼'
    await page.getByLabel(say.reviewLabel).fill(review)
    await page.getByRole('button', { name: say.sendReview }).click()
    await expect(page.getByRole('heading', { name: say.yourReview })).toBeVisible()
    await expect(page.getByText(review)).toBeVisible()
    await expect(page.getByText(new RegExp(`· ${say.reviewed}$`))).toBeVisible()
    await expect(page.getByLabel(say.reviewLabel)).toBeHidden()

    // A second showing, of another home, is cancelled when that home sells (or leases) through the feed: both sides see why.
    const secondId = await book(page, second!, language, day, '15:30')
    await closeThroughFeed(page.request, second!.mlNum)
    const why = second!.sr === 'Lease' ? say.leased : say.sold

    await page.reload()
    await expect(page.getByText(say.cancelled, { exact: true })).toBeVisible()
    await expect(page.getByText(why)).toBeVisible()
    await page.goto(`/h5/pages/my/appt/my-appt?language=${language}`)
    await page.getByRole('tab', { name: say.cancelled, exact: true }).click()
    const mine = page
      .getByRole('link')
      .filter({ hasText: addressOf(second!) })
      .filter({ hasText: row('15:30')[0] })
      .filter({ hasText: row('15:30')[1] })
    await expect(mine).toContainText(say.cancelled)
    await expect(mine).toContainText(why)

    await agent.page.goto(`/h5/pages/my/appt/my-appt?language=${language}`)
    await agent.page.getByRole('tab', { name: say.cancelled, exact: true }).click()
    const theirs = agent.page
      .getByRole('link')
      .filter({ hasText: addressOf(second!) })
      .filter({ hasText: row('15:30')[0] })
      .filter({ hasText: row('15:30')[1] })
    await expect(theirs).toContainText(why)
    await theirs.click()
    await expect(agent.page).toHaveURL(new RegExp(`appt-detail\\?id=${secondId}`))
    await expect(agent.page.getByText(say.cancelled, { exact: true })).toBeVisible()
    await expect(agent.page.getByText(why)).toBeVisible()
    await agent.context.close()
    expect(agent.errors, 'console errors on the agent’s page').toEqual([])
  })
}
