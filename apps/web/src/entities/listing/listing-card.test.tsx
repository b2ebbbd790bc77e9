import { addDays, todayIn } from '@maplenest/core'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { chooseCny } from '../../shared/money/cny-preference.ts'
import { ListingCard } from './listing-card.tsx'
import { aSummary } from './listing-fixtures.ts'

beforeEach(() => {
  vi.stubGlobal('fetch', createFakeApi().fetch)
  localStorage.removeItem('showCny')
})
afterEach(() => vi.unstubAllGlobals())

const NOW = new Date()
/** A board's listing date some days before today on Toronto's clock, as the feed gives it (midnight UTC). */
const daysAgo = (days: number) => `${addDays(todayIn('toronto', NOW), -days)}T00:00:00.000Z`

function showCard(overrides: Parameters<typeof aSummary>[0] = {}) {
  renderScreen('/', { '/': <ListingCard listing={aSummary(overrides)} /> })
  return screen.getByRole('article')
}

describe('ListingCard', () => {
  it('names a unit without a bedroom a studio, never "0 bd"', () => {
    const card = showCard({ beds: 0, bedsPlus: 0, baths: 1, sqft: null })
    expect(within(card).getByText('Studio · 1 ba')).toBeTruthy()
    expect(within(card).queryByText(/0 bd/)).toBeNull()
  })

  it('names the neighbourhood as the board sends it on an English page', () => {
    expect(within(showCard({ neighbourhood: 'Annex', neighbourhoodZh: '安妮克斯' })).getByText('Annex')).toBeTruthy()
  })

  it('keeps a den with no bedroom as the board writes it', () => {
    const card = showCard({ beds: 0, bedsPlus: 1, baths: 1, sqft: null })
    expect(within(card).getByText('0+1 bd · 1 ba')).toBeTruthy()
  })

  it('shows dollars alone in English until the person asks for yuan too', () => {
    const card = showCard({ price: 899_000 })
    expect(within(card).getByText('$899,000')).toBeTruthy()
    expect(within(card).queryByText(/¥/)).toBeNull()
  })

  it('with yuan asked for, shows a rent in whole yuan a month, never in ten-thousands', async () => {
    await chooseCny(true)
    const card = showCard({ sr: 'Lease', price: 3_200 })
    expect(within(card).getByText('$3,200/month')).toBeTruthy()
    expect(within(card).getByText(/^≈ CN¥\d{1,3}(,\d{3})*\/month$/)).toBeTruthy()
    expect(within(card).queryByText(/万/)).toBeNull()
  })

  it('with yuan asked for, shows a sale price in millions of yuan as English counts', async () => {
    await chooseCny(true)
    const card = showCard({ price: 899_000 })
    expect(within(card).getByText('$899,000')).toBeTruthy()
    expect(within(card).getByText(/^≈ CN¥\d+(\.\d{1,2})?M$/)).toBeTruthy()
  })

  it('names the status once on the badge, with one line of when and how long', () => {
    const card = showCard({ inputDate: daysAgo(3), lsc: 'new' })
    expect(within(card).getAllByText(/\bSale\b/)).toHaveLength(1)
    const line = within(card).getByText(/^Listed .+ · 3 days on market$/)
    expect(line).toBeTruthy()
    expect(within(card).queryByText(/updated/)).toBeNull()
  })

  it('wraps its lines only between facts, so none is split or cut on a narrow phone', () => {
    const card = showCard({ inputDate: daysAgo(1), sqft: '800-899' })
    const line = within(card).getByText(/^Listed .+ · 1 day on market$/)
    expect(line.textContent).toMatch(/ · 1\u00a0day\u00a0on\u00a0market$/)
    const facts = within(card).getByText(/^2\+1 bd · 2 ba · 800–899 sq ft \(74–84 m²\)$/)
    expect(facts.textContent).toMatch(/ · 800–899\u00a0sq\u00a0ft\u00a0\(74–84\u00a0m²\)$/)
  })

  it('gives a sold home its date and days on market beside the Sold badge', () => {
    const card = showCard({
      status: 'U',
      lsc: 'sld',
      closePrice: 870_000,
      closeDate: '2026-11-22T12:00:00.000Z',
      dom: 12,
    })
    expect(within(card).getByText('Sold $870,000')).toBeTruthy()
    expect(within(card).getByText('22 Nov 2026 · 12 days on market')).toBeTruthy()
  })

  it('fetches a photo the server resizes at the width its frame needs, and another photo as it is', () => {
    const photo = '/house/api/media/v1/C12345678/1.webp'
    const img = within(showCard({ photo })).getByRole('img', { name: /^Photo of/ })
    expect(img.getAttribute('src')).toBe(photo)
    expect(img.getAttribute('srcset')).toBe(`${photo}?w=320 320w, ${photo}?w=480 480w, ${photo}?w=800 800w`)
    expect(img.getAttribute('sizes')).toBe('275px')
  })

  it('fetches an uploaded photo at its one size', () => {
    const img = within(showCard({ photo: '/house/api/file/v1/abc/front.webp' })).getByRole('img', { name: /^Photo of/ })
    expect(img.getAttribute('srcset')).toBeNull()
    expect(img.getAttribute('sizes')).toBeNull()
  })

  it('shows the brokerage and links the whole card to the detail', () => {
    const card = showCard()
    expect(within(card).getByText('Listing provided by Harbourfront Realty Inc., Brokerage')).toBeTruthy()
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/pages/toronto/sale/condo-detail?mlNum=C1000001')
    // favourites do not exist yet: no control pretends to save the home
    expect(within(card).queryByRole('button')).toBeNull()
  })

  it('speaks Chinese: studio, rent in yuan a month, shown without asking', () => {
    applyLocale('zh-Hans-CN')
    const card = showCard({ sr: 'Lease', price: 2_100, beds: 0, bedsPlus: 0, baths: 1, sqft: null })
    expect(within(card).getByText('开间 · 1 卫')).toBeTruthy()
    expect(within(card).getByText(/^约 ¥\d{1,3}(,\d{3})*\/月$/)).toBeTruthy()
  })

  it('speaks Chinese: a sale price in 万元, and none once the person turns yuan off', async () => {
    applyLocale('zh-Hans-CN')
    expect(within(showCard({ price: 899_000 })).getByText(/^约 \d+\.\d 万元$/)).toBeTruthy()
    cleanup()
    await chooseCny(false)
    expect(within(showCard({ price: 899_000 })).queryByText(/万元/)).toBeNull()
  })

  it('speaks Chinese: the neighbourhood by its Chinese name', () => {
    applyLocale('zh-Hans-CN')
    expect(within(showCard({ neighbourhood: 'Annex', neighbourhoodZh: '安妮克斯' })).getByText('安妮克斯')).toBeTruthy()
  })

  it('speaks Chinese: a neighbourhood with no Chinese name known as the board sends it', () => {
    applyLocale('zh-Hans-CN')
    expect(
      within(showCard({ neighbourhood: 'Nowhere Heights', neighbourhoodZh: null })).getByText('Nowhere Heights'),
    ).toBeTruthy()
  })
})
