import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aPage, aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { ListingListScreen } from './listing-list-screen.tsx'

const LIST = '/list'
const SEARCH = '/house/api/listing/v1/search'

let server: FakeApi
const lastSearch = () => server.requests.filter((r) => r.path === SEARCH).at(-1)!

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({ [`GET ${SEARCH}`]: () => ({ code: 200, data: aPage([aSummary()], { total: 33 }) }) })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => vi.unstubAllGlobals())

const open = (query = '', defaults: Parameters<typeof ListingListScreen>[0]['defaults'] = {}) =>
  renderScreen(`${LIST}${query}`, { [LIST]: <ListingListScreen defaults={{ city: 'toronto', ...defaults }} /> })

const title = () => screen.getByRole('heading', { level: 1 }).textContent

describe('the list title follows the filters', () => {
  it.each([
    ['', { sr: 'Sale', roomType: 'condo' }, 'Condos for sale'],
    ['?roomType=all', { sr: 'Sale', roomType: 'condo' }, 'Homes for sale'],
    ['?roomType=res', { sr: 'Sale' }, 'Houses for sale'],
    ['?status=sold', { sr: 'Sale', roomType: 'condo' }, 'Sold condos'],
    ['?status=sold&roomType=all', { sr: 'Sale', roomType: 'condo' }, 'Sold homes'],
    ['?roomType=Twnhouse', { sr: 'Lease', roomType: 'condo' }, 'Townhouses for rent'],
    ['?status=sold', { sr: 'Lease', roomType: 'condo' }, 'Leased condos'],
    ['?status=delist', { sr: 'Sale', roomType: 'res' }, 'Off-market houses'],
  ] as const)('%s on a list of %o reads %j', async (query, defaults, expected) => {
    open(query, defaults)
    await screen.findByText('33 homes')
    expect(title()).toBe(expected)
  })

  it('changes when the type is chosen in the filters', async () => {
    open('', { sr: 'Sale', roomType: 'condo' })
    await screen.findByText('33 homes')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    const sheet = await screen.findByRole('form', { name: 'Filters' })
    fireEvent.click(sheet.querySelector('input[value="all"]')!)
    fireEvent.click(screen.getByRole('button', { name: /^Show (\d+ )?homes?$/ }))
    await waitFor(() => expect(title()).toBe('Homes for sale'))
  })

  it('shows prices typed in the filters with thousands separators', async () => {
    open('', { sr: 'Sale' })
    await screen.findByText('33 homes')
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }))
    await screen.findByRole('form', { name: 'Filters' })
    const max = screen.getByLabelText('Maximum') as HTMLInputElement
    fireEvent.change(max, { target: { value: '1200000' } })
    expect(max.value).toBe('1,200,000')
  })

  it('speaks Chinese', async () => {
    applyLocale('zh-Hans-CN')
    open('?status=sold&roomType=all', { sr: 'Sale', roomType: 'condo' })
    await screen.findByText('共 33 套房源')
    expect(title()).toBe('已售房源')
  })
})

describe('the sort control on the list', () => {
  it('shows the order and asks again in the one chosen, keeping it in the address', async () => {
    const { router } = open('', { sr: 'Sale', roomType: 'condo' })
    await screen.findByText('33 homes')
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement
    expect(sort.value).toBe('new')
    expect(screen.getByRole('option', { name: 'Newest', selected: true })).toBeTruthy()
    fireEvent.change(sort, { target: { value: 'priceAsc' } })
    await waitFor(() => expect(lastSearch().query.get('sort')).toBe('priceAsc'))
    expect(router.state.location.search).toBe('?city=toronto&sr=Sale&roomType=condo&sort=priceAsc')
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('priceAsc')
  })

  it('shows the city and the number of homes beside it', async () => {
    open('', { sr: 'Lease' })
    expect(await screen.findByText('33 homes')).toBeTruthy()
    expect(screen.getByText('Greater Toronto')).toBeTruthy()
  })
})
