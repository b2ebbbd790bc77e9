import { DUPLICATE_CALL_WINDOW_MS, translate } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi, type FakeReply } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import {
  type SavedSearchPlacement,
  type SavedSearchTarget,
  useSavedSearchSlot,
} from '../../../shared/ui/saved-search-slot.ts'
import { testMember, testSavedSearch } from '../saved-search-fixtures.ts'
import { SavedSearchSlots } from './saved-search-slots.tsx'

const SAVED = '/house/api/search/v1/saved'
const LIST = '/pages/toronto/sale/sale-list'
const HERE = `${LIST}?district=North+York&bedsMin=2&priceMax=800000`
const QUERY = {
  city: 'toronto',
  sr: 'Sale',
  status: 'active',
  sort: 'new',
  roomType: 'condo',
  bedsMin: 2,
  priceMax: 800_000,
  district: 'North York',
} as const
const NAME_EN = 'Condos with 2+ bedrooms for sale in North York, Toronto, up to $800,000'
const AREA = [
  { lat: 43.76, lng: -79.42 },
  { lat: 43.79, lng: -79.42 },
  { lat: 43.79, lng: -79.38 },
  { lat: 43.76, lng: -79.38 },
]

let server: FakeApi
let saveReply: () => FakeReply

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  // the api client answers a repeated call within this window from the first one: each test asks afresh
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  sessionStorage.clear()
  saveReply = () => ({ code: 201, data: testSavedSearch() })
  server = createFakeApi({ [`POST ${SAVED}`]: () => saveReply() })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'user', user: testMember() })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

/** A screen that offers to save a search, as the list, the map and the assistant do. */
function Host({ target, placement }: { target: SavedSearchTarget; placement: SavedSearchPlacement }) {
  return <>{useSavedSearchSlot(target, placement)}</>
}

const open = (target: SavedSearchTarget = { query: QUERY, polygon: null }, placement: SavedSearchPlacement = 'list') =>
  renderScreen(HERE, {
    [LIST]: (
      <SavedSearchSlots>
        <Host target={target} placement={placement} />
      </SavedSearchSlots>
    ),
    '/pages/my/public/login': <WhereAmI />,
    '/pages/my/saved-searches/saved-searches': <WhereAmI />,
  })

const sent = () => server.requests.find((r) => r.method === 'POST' && r.path === SAVED)?.body

describe('Saving a search', () => {
  it('asks a visitor to sign in first, giving the reason, and keeps the search to save on the way back', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }))
    expect(await screen.findByText('Sign in to save this search and get alerts')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      await screen.findByText(`Now at /pages/my/public/login?redirectUrl=${encodeURIComponent(HERE)}`),
    ).toBeTruthy()
    expect(JSON.parse(sessionStorage.getItem('maplenest.pendingSavedSearch') ?? '{}')).toMatchObject({
      query: QUERY,
      polygon: null,
    })
    expect(server.count('POST', SAVED)).toBe(0)
  })

  it('saves the kept search once the visitor is back signed in, named from its criteria, and says so', async () => {
    sessionStorage.setItem(
      'maplenest.pendingSavedSearch',
      JSON.stringify({ query: QUERY, polygon: null, at: Date.now() - 60_000 }),
    )
    open()
    expect(await screen.findByText('Search saved')).toBeTruthy()
    expect(sent()).toEqual({
      name: NAME_EN,
      query: QUERY,
      frequency: 'instant',
      channels: { push: true, email: false },
    })
    expect(sessionStorage.getItem('maplenest.pendingSavedSearch')).toBeNull()
  })

  it('proposes a name from the criteria, sends the choices as the contract reads them, and leads to the list', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }))
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement
    expect(name.value).toBe(NAME_EN)
    expect(name.maxLength).toBe(80)
    expect(screen.getByRole('switch', { name: 'Push notifications' }).getAttribute('aria-checked')).toBe('true')
    const email = screen.getByRole('switch', { name: 'E-mail' })
    expect(email.getAttribute('aria-checked')).toBe('false')
    // the consent's own words beside the switch
    expect(screen.getByText(translate('en-GB', 'savedSearch.consent.email'))).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Instant' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.change(name, { target: { value: '  North York 2-bed  ' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Daily digest' }))
    fireEvent.click(email)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('Search saved')).toBeTruthy()
    expect(sent()).toEqual({
      name: 'North York 2-bed',
      query: QUERY,
      frequency: 'daily',
      channels: { push: true, email: true },
    })
    const saved = server.requests.find((r) => r.path === SAVED)
    expect(saved?.headers.get('Idempotency-Key')).toBeTruthy()
    // the UI kit hides its toasts from screen readers (the mask is aria-hidden), the button with them
    fireEvent.click(screen.getByRole('button', { name: 'View', hidden: true }))
    expect(await screen.findByText('Now at /pages/my/saved-searches/saved-searches')).toBeTruthy()
  })

  it('proposes the name in Chinese on a Chinese page', async () => {
    applyLocale('zh-Hans-CN')
    open()
    fireEvent.click(await screen.findByRole('button', { name: '保存搜索' }))
    const name = (await screen.findByRole('textbox', { name: '名称' })) as HTMLInputElement
    expect(name.value).toBe('北约克2室及以上出售公寓，80万加元以内')
    expect(screen.getByRole('radio', { name: '每日汇总' })).toBeTruthy()
    expect(screen.getByText(translate('zh-Hans-CN', 'savedSearch.consent.email'))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('已保存搜索')).toBeTruthy()
    expect(sent()).toMatchObject({ name: '北约克2室及以上出售公寓，80万加元以内', frequency: 'instant' })
  })

  it('sends the area drawn on the map, and says so under the title', async () => {
    open({ query: { city: 'toronto', sr: 'Lease', status: 'active', sort: 'new' }, polygon: AREA }, 'map')
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }))
    const dialog = await screen.findByRole('form', { name: 'Save this search' })
    expect(within(dialog).getByText('Homes for rent in Toronto, in an area drawn on the map')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent()).toMatchObject({ polygon: AREA }))
  })

  it('keeps the sheet open with the server’s reason when it refuses, and asks for a name', async () => {
    saveReply = () => ({ code: 409, msg: 'You can keep up to 50 saved searches. Delete one to save another.' })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Save search' }))
    const name = await screen.findByRole('textbox', { name: 'Name' })
    fireEvent.change(name, { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Give the search a name')).toBeTruthy()
    expect(server.count('POST', SAVED)).toBe(0)

    fireEvent.change(name, { target: { value: 'Near Finch' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can keep up to 50 saved searches. Delete one to save another.',
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy()
    expect(screen.queryByText('Search saved')).toBeNull()
  })
})
