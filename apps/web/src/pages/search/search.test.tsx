import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import SearchPage from './search.tsx'

const SEARCH = '/pages/search/search'
const SUGGEST = '/house/api/listing/v1/suggest'

let server: FakeApi

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SUGGEST}`]: () => ({
      code: 200,
      data: [
        { kind: 'listing', label: '1203 - 88 Harbour St', mlNum: 'C1000001', city: 'toronto' },
        { kind: 'street', label: 'Harbour St', mlNum: null, city: 'toronto' },
      ],
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

const open = () => renderScreen(SEARCH, { [SEARCH]: <SearchPage />, '*': <WhereAmI /> })
const box = () => screen.getByRole('searchbox', { name: 'Search listings' })

describe('Search', () => {
  it('asks for suggestions once, 300 ms after the last key, and opens a listing’s detail', async () => {
    open()
    fireEvent.change(box(), { target: { value: 'har' } })
    fireEvent.change(box(), { target: { value: 'harb' } })
    expect(server.count('GET', SUGGEST)).toBe(0)
    fireEvent.click(await screen.findByRole('button', { name: /88 Harbour St/ }))
    expect(server.count('GET', SUGGEST)).toBe(1)
    const asked = server.requests.find((request) => request.path === SUGGEST)
    expect(asked?.query.get('q')).toBe('harb')
    expect(asked?.query.get('city')).toBe('toronto')
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/sale/condo-detail?mlNum=C1000001',
    )
  })

  it('opens the list near a popular place', async () => {
    open()
    fireEvent.click(screen.getByRole('radio', { name: 'Vancouver' }))
    fireEvent.click(screen.getByRole('button', { name: 'Subway' }))
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      'Now at /pages/toronto/sale/sale-list?city=vancouver&roomType=all&near=subway',
    )
  })

  it('keeps the searches of this device and offers them again', async () => {
    const first = open()
    fireEvent.change(box(), { target: { value: 'Liberty Village' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByText(/^Now at .*q=Liberty\+Village/)
    first.unmount()
    open()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Liberty Village' })).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByText('Your searches will appear here.')).toBeTruthy()
  })
})
