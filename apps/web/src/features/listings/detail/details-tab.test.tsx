import { type MessageKey, translate } from '@maplenest/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withQueryClient } from '../../../../test/render-screen.tsx'
import { aSeededCondo, aSeededHouse } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { DetailsTab } from './details-tab.tsx'
import { RoomsTable } from './rooms-table.tsx'

const zh = (key: MessageKey) => translate('zh-Hans-CN', key)
/** Rows that hold proper names or codes, which stay as the board wrote them. */
const PROPER_NAMES: MessageKey[] = [
  'ui.listing.detail.field.mlNum',
  'ui.listing.detail.field.neighbourhood',
  'ui.listing.detail.field.crossStreets',
  'ui.listing.detail.field.management',
  'ui.listing.detail.field.registrationNumber',
]

const showIn = (locale: 'en-GB' | 'zh-Hans-CN', ui: React.ReactElement) => {
  applyLocale(locale)
  render(ui, { wrapper: withQueryClient() })
}

/** Every fact row on screen as label → value. */
const facts = () =>
  new Map(
    screen.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  )

describe('DetailsTab in Chinese', () => {
  it.each([
    ['a condo', aSeededCondo()],
    ['a house', aSeededHouse()],
  ])('shows no English board value for %s', (_, listing) => {
    showIn('zh-Hans-CN', <DetailsTab listing={listing} />)
    const names = new Set(PROPER_NAMES.map(zh))
    const rows = facts()
    expect(rows.size).toBeGreaterThan(10)
    for (const [label, value] of rows) if (!names.has(label)) expect(`${label}: ${value}`).not.toMatch(/[A-Za-z]{2,}/)
  })

  it('names the values in Chinese and joins a list with the enumeration comma', () => {
    showIn('zh-Hans-CN', <DetailsTab listing={aSeededCondo()} />)
    const rows = facts()
    expect(rows.get(zh('ui.listing.detail.field.locker'))).toBe('室内储物间')
    expect(rows.get(zh('ui.listing.detail.field.exterior'))).toBe('玻璃与混凝土')
    expect(rows.get(zh('ui.listing.detail.field.heatingType'))).toBe('暖风')
    expect(rows.get(zh('ui.listing.detail.field.includedUtilities'))).toBe('水费、公共区域、楼宇保险、暖气、车位')
    expect(rows.get(zh('ui.listing.detail.field.possession'))).toBe('2026年3月5日')
  })

  it('writes the lot with a multiplication sign and the unit', () => {
    showIn('zh-Hans-CN', <DetailsTab listing={aSeededHouse()} />)
    expect(facts().get(zh('ui.listing.detail.field.lot'))).toBe('25 × 125 英尺')
  })
})

describe('DetailsTab in English', () => {
  it('spells out the board’s terms', () => {
    showIn('en-GB', <DetailsTab listing={aSeededHouse()} />)
    const rows = facts()
    expect(rows.get('Lot')).toBe('25 × 125 ft')
    expect(rows.get('Style')).toBe('2 storeys')
    expect(rows.get('Possession')).toBe('To be arranged')
  })

  it.each([
    ['en-GB', 'Studio · 1 ba'],
    ['zh-Hans-CN', '开间 · 1 卫'],
  ] as const)('calls a unit without a bedroom a studio in %s', (locale, shown) => {
    showIn(locale, <DetailsTab listing={aSeededCondo({ beds: 0, bedsPlus: 0, baths: 1 })} />)
    expect(facts().get(translate(locale, 'ui.listing.detail.field.beds'))).toBe(shown)
  })
})

describe('RoomsTable', () => {
  it('names room types, levels and features in Chinese', () => {
    showIn('zh-Hans-CN', <RoomsTable rooms={aSeededHouse().rooms} />)
    const row = screen.getByRole('rowheader', { name: '娱乐室' }).closest('tr') as HTMLElement
    expect(within(row).getByText('地下室')).toBeTruthy()
    expect(within(row).getByText('6.50 × 4.10')).toBeTruthy()
    expect(within(row).getByText('满铺地毯、嵌入式灯')).toBeTruthy()
    for (const cell of screen.getAllByRole('cell')) expect(cell.textContent).not.toMatch(/[A-Za-z]{2,}/)
  })

  it('reads in plain English', () => {
    showIn('en-GB', <RoomsTable rooms={aSeededCondo().rooms} />)
    const row = screen.getByRole('rowheader', { name: 'Living room' }).closest('tr') as HTMLElement
    expect(within(row).getByText('Same floor')).toBeTruthy()
    expect(within(row).getByText('4.51 × 3.20')).toBeTruthy()
    expect(within(row).getByText('Laminate floor, walk-out to balcony')).toBeTruthy()
  })
})
