import { type Comparables, DUPLICATE_CALL_WINDOW_MS, type ListingDetail } from '@maplenest/core'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aDetail, GRANTED } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { aComparable, LOCKED_COMPARABLES, someComparables } from '../insights-fixtures.ts'
import { ComparablesSection } from './comparables-section.tsx'

const DETAIL = '/pages/toronto/sale/condo-detail'
let server: FakeApi

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
})
afterEach(() => vi.unstubAllGlobals())

const show = (
  locale: 'en-GB' | 'zh-Hans-CN',
  answer: Comparables,
  listing: ListingDetail = aDetail({ vow: GRANTED }),
) => {
  applyLocale(locale)
  server = createFakeApi({ 'GET /house/api/listing/v1/:mlNum/comparables': () => ({ code: 200, data: answer }) })
  vi.stubGlobal('fetch', server.fetch)
  renderScreen(DETAIL, {
    [DETAIL]: <ComparablesSection listing={listing} lockedPrompt={(need) => <p>{`Prompt: ${need}`}</p>} />,
  })
}

const cards = () => within(screen.getByRole('region')).getAllByRole('link')

describe('ComparablesSection', () => {
  it('shows the range, how it was found and on how many homes, above a card for each home', async () => {
    show('en-GB', someComparables(3))
    expect(await screen.findByText('$735,000 – $790,000')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Comparable sales' })).toBeTruthy()
    expect(screen.getByText('Estimated value')).toBeTruthy()
    expect(screen.getByText('Median $760,000')).toBeTruthy()
    expect(
      screen.getByText(
        'From 3 similar condos sold in the same neighbourhood or within 1 km in the last 6 months: the middle half of their prices per square foot, times this home’s size.',
      ),
    ).toBeTruthy()
    expect(cards()).toHaveLength(3)
    const first = cards()[0]!
    expect(first.getAttribute('href')).toBe('/pages/toronto/sale/condo-detail?mlNum=C2000001')
    expect(within(first).getByText('$768,000')).toBeTruthy()
    expect(within(first).getByText('805 - 10 Yonge St')).toBeTruthy()
    expect(within(first).getByText('650 m away')).toBeTruthy()
    expect(within(first).getByText('Sold 12 Oct 2026 · $1,024/sq ft · 3 bd · 2 ba')).toBeTruthy()
    const differences = within(first).getByRole('list', { name: 'Compared with this home' })
    expect(
      within(differences)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['+1 bed', '12% larger'])
  })

  it('gives no range with 2 homes, and says why', async () => {
    show('en-GB', someComparables(2))
    expect(
      await screen.findByText(
        'Only 2 similar homes sold nearby in the last year: too few for a range, which needs at least 3.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Estimated value')).toBeNull()
    expect(screen.queryByText(/ – /)).toBeNull()
    expect(cards()).toHaveLength(2)
  })

  it('says when no similar home sold at all', async () => {
    show('en-GB', someComparables(0))
    expect(
      await screen.findByText('No similar home sold nearby in the last year, so there is no range to show.'),
    ).toBeTruthy()
    expect(within(screen.getByRole('region')).queryAllByRole('link')).toHaveLength(0)
  })

  it('names how each home differs, fewer and smaller too', async () => {
    show(
      'en-GB',
      someComparables(1, {
        items: [aComparable({ differences: { beds: -1, baths: 2, sqftPct: -8 } })],
      }),
    )
    const chips = await screen.findByRole('list', { name: 'Compared with this home' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['−1 bed', '+2 baths', '8% smaller'])
  })

  it('asks a visitor to sign in instead of showing homes or a range', async () => {
    show('en-GB', LOCKED_COMPARABLES, aDetail())
    expect(await screen.findByText('Prompt: signIn')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Comparable sales' })).toBeTruthy()
    expect(screen.getByRole('region').textContent).not.toMatch(/\$/)
  })

  it('shows nothing locked where no prompt may be shown (a share page)', async () => {
    applyLocale('en-GB')
    server = createFakeApi({
      'GET /house/api/listing/v1/:mlNum/comparables': () => ({ code: 200, data: LOCKED_COMPARABLES }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderScreen(DETAIL, { [DETAIL]: <ComparablesSection listing={aDetail()} share /> })
    await vi.waitFor(() => expect(server.count('GET', '/house/api/listing/v1/C1000001/comparables')).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('reads in Chinese, rents included', async () => {
    show('zh-Hans-CN', someComparables(4, { range: { low: 2300, high: 2500, mid: 2400, count: 4, method: 'price' } }), {
      ...aDetail({ vow: GRANTED, sr: 'Lease', price: 2450 }),
    })
    expect(await screen.findByText('$2,300 – $2,500/月')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '周边可比租赁' })).toBeTruthy()
    expect(screen.getByText('租金估价区间')).toBeTruthy()
    expect(
      screen.getByText('依据同一社区或 1 公里内近 6 个月租出的 4 套同类公寓：取其成交租金居中的一半。'),
    ).toBeTruthy()
    const first = cards()[0]!
    expect(first.getAttribute('href')).toBe('/pages/toronto/lease/condo-detail?mlNum=C2000001')
    expect(within(first).getByText('相距 650米')).toBeTruthy()
    expect(within(first).getByText(/^2026年10月12日租出 · \$1,024\/平方英尺/)).toBeTruthy()
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['多 1 卧', '面积大 12%'])
  })
})
