import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aPage, aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { ListingListScreen } from './listing-list-screen.tsx'

const LIST = '/list'
const SEARCH = '/house/api/listing/v1/search'

let server: FakeApi
const searches = () => server.requests.filter((r) => r.path === SEARCH)

/** The demo's figures: 1,536 condos for sale, 336 with two bedrooms or more, one with five, none sold. */
function totalFor(query: URLSearchParams): number {
  if (query.get('status') === 'sold') return 0
  if (query.get('bedsMin') === '5') return 1
  if (query.get('bedsMin') === '2') return 336
  return 1536
}

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: (req) => ({ code: 200, data: aPage([aSummary()], { total: totalFor(req.query) }) }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await applyLocale('en-GB')
})

const open = (query = '') =>
  renderScreen(`${LIST}${query}`, {
    [LIST]: <ListingListScreen defaults={{ city: 'toronto', sr: 'Sale', roomType: 'condo' }} />,
  })

async function openSheet(filters: string) {
  fireEvent.click(screen.getByRole('button', { name: filters }))
  return screen.findByRole('form', { name: filters.replace(/（.*|\s*\(.*/, '') })
}

const choose = (sheet: HTMLElement, group: string, label: string) =>
  fireEvent.click(within(within(sheet).getByRole('group', { name: group })).getByLabelText(label))

describe('the list’s counts', () => {
  it('writes the total with thousands separators in English', async () => {
    open()
    expect(await screen.findByText('1,536 homes')).toBeTruthy()
  })

  it('writes it as the Chinese catalogue does', async () => {
    await applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByText('共 1,536 套房源')).toBeTruthy()
  })
})

describe('the sheet’s button says how many homes it will show', () => {
  it('starts from the list’s total, and counts again as the filters change, with the smallest page', async () => {
    open()
    await screen.findByText('1,536 homes')
    const sheet = await openSheet('Filters')
    expect(within(sheet).getByRole('button', { name: 'Show 1,536 homes' })).toBeTruthy()
    const before = searches().length
    choose(sheet, 'Bedrooms', '2+')
    // while counting, the button keeps its last figure
    expect(within(sheet).getByRole('button', { name: 'Show 1,536 homes' })).toBeTruthy()
    expect(await within(sheet).findByRole('button', { name: 'Show 336 homes' })).toBeTruthy()
    const counted = searches().slice(before)
    expect(counted).toHaveLength(1)
    expect(counted[0]!.query.get('limit')).toBe('1')
    expect(counted[0]!.query.get('bedsMin')).toBe('2')

    choose(sheet, 'Bedrooms', '5+')
    expect(await within(sheet).findByRole('button', { name: 'Show 1 home' })).toBeTruthy()
    choose(sheet, 'Status', 'Sold')
    expect(await within(sheet).findByRole('button', { name: 'No homes match — widen the filters' })).toBeTruthy()
  })

  it('counts once the choices have settled', async () => {
    open()
    await screen.findByText('1,536 homes')
    const sheet = await openSheet('Filters')
    const before = searches().length
    choose(sheet, 'Bedrooms', '5+')
    choose(sheet, 'Bedrooms', '2+')
    expect(await within(sheet).findByRole('button', { name: 'Show 336 homes' })).toBeTruthy()
    expect(searches().slice(before)).toHaveLength(1)
  })

  it('says it in Chinese', async () => {
    await applyLocale('zh-Hans-CN')
    open()
    await screen.findByText('共 1,536 套房源')
    const sheet = await openSheet('筛选')
    expect(within(sheet).getByRole('button', { name: '查看 1,536 套房源' })).toBeTruthy()
    choose(sheet, '卧室', '2+')
    expect(await within(sheet).findByRole('button', { name: '查看 336 套房源' })).toBeTruthy()
    choose(sheet, '卧室', '5+')
    expect(await within(sheet).findByRole('button', { name: '查看 1 套房源' })).toBeTruthy()
  })

  it('says "Show homes" before it has a figure', async () => {
    server.route(`GET ${SEARCH}`, () => ({ code: 500, message: 'down' }))
    open()
    const sheet = await openSheet('Filters')
    expect(within(sheet).getByRole('button', { name: 'Show homes' })).toBeTruthy()
  })
})

describe('the Filters button', () => {
  it('counts every filter set in the sheet, every type on a list of condos among them', async () => {
    const { router } = open()
    await screen.findByText('1,536 homes')
    const sheet = await openSheet('Filters')
    choose(sheet, 'Property type', 'All')
    choose(sheet, 'Bedrooms', '2+')
    fireEvent.change(within(sheet).getByLabelText('Minimum'), { target: { value: '500,000' } })
    fireEvent.change(within(sheet).getByLabelText('Maximum'), { target: { value: '900,000' } })
    await within(sheet).findByRole('button', { name: /^Show .*homes?$/ })
    fireEvent.click(within(sheet).getByRole('button', { name: /^Show .*homes?$/ }))
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toBeTruthy()
    expect(router.state.location.search).toBe(
      '?city=toronto&sr=Sale&roomType=all&priceMin=500000&priceMax=900000&bedsMin=2',
    )
  })
})

describe('the region', () => {
  it('switches from the list to Greater Vancouver and back, keeping the filters and leaving the places', async () => {
    const { router } = open('?bedsMin=2&district=North%20York')
    const region = await screen.findByRole('combobox', { name: 'Region' })
    expect((region as HTMLSelectElement).value).toBe('toronto')
    fireEvent.change(region, { target: { value: 'vancouver' } })
    await waitFor(() => expect(searches().at(-1)!.query.get('city')).toBe('vancouver'))
    expect(searches().at(-1)!.query.get('bedsMin')).toBe('2')
    expect(searches().at(-1)!.query.has('district')).toBe(false)
    expect(router.state.location.search).toBe('?city=vancouver&sr=Sale&roomType=condo&bedsMin=2')
    expect(screen.getByRole('option', { name: 'Greater Vancouver' })).toBeTruthy()
    fireEvent.change(region, { target: { value: 'toronto' } })
    await waitFor(() => expect(searches().at(-1)!.query.get('city')).toBe('toronto'))
    expect(router.state.location.search).toBe('?city=toronto&sr=Sale&roomType=condo&bedsMin=2')
  })

  it('is named in Chinese', async () => {
    await applyLocale('zh-Hans-CN')
    open()
    const region = await screen.findByRole('combobox', { name: '地区' })
    expect(within(region).getByRole('option', { name: '大温哥华' })).toBeTruthy()
    expect(within(region).getByRole('option', { name: '大多伦多' })).toBeTruthy()
  })
})
