import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { withQueryClient } from '../../../../test/render-screen.tsx'
import { aDetail, GRANTED } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { ListingHero } from './listing-hero.tsx'

beforeEach(() => vi.stubGlobal('fetch', createFakeApi().fetch))
afterEach(() => vi.unstubAllGlobals())

const showHero = (locale: 'en-GB' | 'zh-Hans-CN', overrides: Parameters<typeof aDetail>[0]) => {
  applyLocale(locale)
  render(<ListingHero listing={aDetail(overrides)} />, { wrapper: withQueryClient() })
  return screen.getByRole('region', { name: /Harbour St/ })
}

const SOLD = {
  status: 'U',
  lsc: 'sld',
  closePrice: 870_000,
  closeDate: '2026-11-22T12:00:00.000Z',
  dom: 12,
  vow: GRANTED,
} as const

describe('ListingHero status', () => {
  it.each([
    ['en-GB', 'a sale', {}, 'Sale', /^Listed 10 Nov 2026 · \d+ days? on market · updated /],
    ['en-GB', 'a lease', { sr: 'Lease', price: 3_200 }, 'Lease', /^Listed 10 Nov 2026 · \d+ days? on market/],
    ['en-GB', 'a sold home', SOLD, 'Sold', /^22 Nov 2026 · 12 days on market$/],
    ['zh-Hans-CN', 'a sale', {}, '出售', /^2026年11月10日上市 · 挂牌 \d+ 天 · 更新于/],
    ['zh-Hans-CN', 'a lease', { sr: 'Lease', price: 3_200 }, '出租', /^2026年11月10日上市 · 挂牌 \d+ 天/],
    ['zh-Hans-CN', 'a sold home', SOLD, '已售', /^2026年11月22日 · 挂牌 12 天$/],
  ] as const)('in %s names the status of %s once, on its badge', (locale, _, overrides, badge, line) => {
    const hero = showHero(locale, overrides)
    // the badge; a close price may still say what its amount is ("Sold $870,000" above "Asking $899,000")
    expect(within(hero).getAllByText(badge)).toHaveLength(1)
    expect(within(hero).getByText(line).textContent).not.toContain(badge)
  })
})

describe('ListingHero key facts', () => {
  it.each([
    ['en-GB', 'Bedrooms', 'Studio'],
    ['zh-Hans-CN', '卧室', '开间'],
  ] as const)('call a unit without a bedroom a studio in %s, never 0 bedrooms', (locale, label, studio) => {
    const hero = showHero(locale, { beds: 0, bedsPlus: 0, baths: 1 })
    // each fact is its value above its name
    const term = within(hero).getByText(label)
    expect(term.previousElementSibling?.textContent).toBe(studio)
  })
})
