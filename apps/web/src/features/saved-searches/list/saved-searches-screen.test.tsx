import { DUPLICATE_CALL_WINDOW_MS, type SavedSearch } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../../test/render-screen.tsx'
import { ListingCard } from '../../../entities/listing/index.ts'
import { aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { sessionStore } from '../../../shared/session/index.ts'
import { testMember, testSavedSearch } from '../saved-search-fixtures.ts'
import { SavedSearchesScreen } from './saved-searches-screen.tsx'

const PATH = '/pages/my/saved-searches/saved-searches'
const SAVED = '/house/api/search/v1/saved'
const CONDOS = testSavedSearch()
const STEPPED = testSavedSearch({
  id: '7d0c6a52-4e1b-4b8a-9a43-0c2f1f6a1b02',
  name: 'UBC rentals',
  query: { city: 'vancouver', sr: 'Lease', status: 'active', sort: 'new', campus: 'UBC' },
  summary: 'Homes for rent near UBC, Vancouver',
  frequency: 'daily',
  channels: { push: true, email: true },
  newCount: 3,
  steppedDown: true,
  paused: true,
})
const DRAWN = testSavedSearch({
  id: '7d0c6a52-4e1b-4b8a-9a43-0c2f1f6a1b03',
  name: 'Around Sheppard-Yonge',
  query: { city: 'toronto', sr: 'Sale', status: 'active', sort: 'new', bedsMin: 2 },
  polygon: [
    { lat: 43.76, lng: -79.42 },
    { lat: 43.79, lng: -79.42 },
    { lat: 43.79, lng: -79.38 },
  ],
  summary: 'Homes with 2+ bedrooms for sale in Toronto, in an area drawn on the map',
  frequency: 'off',
})

let server: FakeApi
let items: SavedSearch[]

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  // the api client answers a repeated call within this window from the first one: each test asks afresh
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  sessionStorage.clear()
  items = [CONDOS, STEPPED, DRAWN]
  const find = (id: string | undefined) => items.find((s) => s.id === id)
  server = createFakeApi({
    [`GET ${SAVED}`]: () => ({ code: 200, data: { items } }),
    [`PUT ${SAVED}/:id`]: (req) => {
      const before = find(req.params.id)
      if (!before) return { code: 404, msg: 'This saved search no longer exists' }
      const after = { ...before, ...(req.body as Partial<SavedSearch>) }
      items = items.map((s) => (s.id === after.id ? after : s))
      return { code: 200, data: after }
    },
    [`DELETE ${SAVED}/:id`]: (req) => {
      items = items.filter((s) => s.id !== req.params.id)
      return { code: 200, msg: 'Saved search deleted' }
    },
    [`POST ${SAVED}/:id/open`]: (req) => {
      const search = find(req.params.id)
      if (!search) return { code: 404, msg: 'This saved search no longer exists' }
      const fresh = [
        { mlNum: 'C2000002', kind: 'new', at: '2026-11-24T14:00:00.000Z' },
        { mlNum: 'C2000002', kind: 'priceDown', at: '2026-11-24T15:00:00.000Z' },
      ]
      return { code: 200, data: { search: { ...search, newCount: 0, steppedDown: false }, fresh } }
    },
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'user', user: testMember() })
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

/** Where an opened search lands, with the state the map reads its area from. */
function Landing() {
  const { state } = useLocation()
  return (
    <>
      <WhereAmI />
      <p>{`State ${JSON.stringify(state)}`}</p>
      <ListingCard listing={aSummary({ mlNum: 'C2000001', address: '1 Old St' })} />
      <ListingCard listing={aSummary({ mlNum: 'C2000002', address: '2 Fresh St' })} />
    </>
  )
}

const open = (url = PATH) =>
  renderScreen(url, {
    [PATH]: <SavedSearchesScreen title="Saved searches" />,
    '/pages/toronto/sale/sale-list': <Landing />,
    '/pages/toronto/lease/lease-list': <Landing />,
    '/pages/map/map': <Landing />,
  })

describe('Saved searches', () => {
  it('shows each search with its criteria, its alerts in words, what is new, paused or stepped down', async () => {
    open()
    const condos = (await screen.findByText('North York condos')).closest('article') as HTMLElement
    expect(within(condos).getByText('Condos for sale in North York, Toronto')).toBeTruthy()
    expect(within(condos).getByText('Instant alerts · Push')).toBeTruthy()
    expect(within(condos).queryByText(/new$/)).toBeNull()
    expect(within(condos).queryByText('Paused')).toBeNull()

    const ubc = screen.getByText('UBC rentals').closest('article') as HTMLElement
    expect(within(ubc).getByText('3 new')).toBeTruthy()
    expect(within(ubc).getByText('Paused')).toBeTruthy()
    expect(within(ubc).getByText('Daily digest · Push and e-mail')).toBeTruthy()
    expect(within(ubc).getByText('Now a daily digest: the last alerts went unopened')).toBeTruthy()
    expect(within(ubc).getByRole('button', { name: 'Resume' })).toBeTruthy()

    const drawn = screen.getByText('Around Sheppard-Yonge').closest('article') as HTMLElement
    expect(within(drawn).getByText('No alerts')).toBeTruthy()
  })

  it('says a search once when its name is the proposed one, its criteria in words', async () => {
    items = [testSavedSearch({ name: 'Condos for sale in North York, Toronto', newCount: 13 })]
    open()
    const row = (await screen.findByText('13 new')).closest('article') as HTMLElement
    expect(within(row).getAllByText('Condos for sale in North York, Toronto')).toHaveLength(1)
  })

  it('pauses a search and resumes another from its row', async () => {
    open()
    const condos = (await screen.findByText('North York condos')).closest('article') as HTMLElement
    fireEvent.click(within(condos).getByRole('button', { name: 'Pause' }))
    expect(await within(condos).findByText('Paused')).toBeTruthy()
    expect(await screen.findByText('Alerts paused')).toBeTruthy()
    const put = server.requests.find((r) => r.method === 'PUT')
    expect(put?.path).toBe(`${SAVED}/${CONDOS.id}`)
    expect(put?.body).toEqual({ paused: true })
    expect(within(condos).getByRole('button', { name: 'Resume' })).toBeTruthy()
  })

  it('deletes a search once the person confirms', async () => {
    open()
    const ubc = (await screen.findByText('UBC rentals')).closest('article') as HTMLElement
    fireEvent.click(within(ubc).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('You will no longer get alerts for UBC rentals.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('UBC rentals')).toBeNull())
    expect(server.count('DELETE', `${SAVED}/${STEPPED.id}`)).toBe(1)
    expect(screen.getByText('North York condos')).toBeTruthy()
  })

  it('edits a search in the sheet, sending only what changed', async () => {
    open()
    const condos = (await screen.findByText('North York condos')).closest('article') as HTMLElement
    fireEvent.click(within(condos).getByRole('button', { name: 'Edit' }))
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement
    expect(name.value).toBe('North York condos')
    const sheet = screen.getByRole('form', { name: 'Edit saved search' })
    expect(within(sheet).getByText('Condos for sale in North York, Toronto')).toBeTruthy()
    expect((within(sheet).getByRole('radio', { name: 'Instant' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.change(name, { target: { value: 'Condos near Finch' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly digest' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Condos near Finch')).toBeTruthy()
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Condos near Finch',
      frequency: 'weekly',
    })
  })

  it('opens a search as the list it was saved as, marking the homes new to it', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: /^UBC rentals/ }))
    const landed = await screen.findByText(/^Now at \/pages\/toronto\/lease\/lease-list\?/)
    const params = new URLSearchParams(landed.textContent?.split('?')[1])
    expect(Object.fromEntries(params)).toEqual({
      city: 'vancouver',
      sr: 'Lease',
      status: 'active',
      sort: 'new',
      campus: 'UBC',
      roomType: 'all',
      savedSearch: STEPPED.id,
    })
    expect(server.count('POST', `${SAVED}/${STEPPED.id}/open`)).toBe(1)
    const fresh = screen.getByRole('article', { name: /2 Fresh St/ })
    expect(within(fresh).getByText('New for this search')).toBeTruthy()
    const old = screen.getByRole('article', { name: /1 Old St/ })
    expect(within(old).queryByText('New for this search')).toBeNull()
  })

  it('opens the search a notice links to at once, on the map with its drawn area', async () => {
    open(`${PATH}?open=${DRAWN.id}`)
    const landed = await screen.findByText(/^Now at \/pages\/map\/map\?/)
    expect(landed.textContent).toBe(
      `Now at /pages/map/map?city=toronto&sr=Sale&status=active&sort=new&bedsMin=2&savedSearch=${DRAWN.id}`,
    )
    expect(screen.getByText(`State ${JSON.stringify({ savedSearchArea: DRAWN.polygon })}`)).toBeTruthy()
    expect(server.count('POST', `${SAVED}/${DRAWN.id}/open`)).toBe(1)
    expect(within(screen.getByRole('article', { name: /2 Fresh St/ })).getByText('New for this search')).toBeTruthy()
  })

  it('explains what saving a search does, and how, when there is none', async () => {
    items = []
    open()
    expect(await screen.findByText('No saved searches yet')).toBeTruthy()
    expect(screen.getByText(/tell you when a new home fits it/)).toBeTruthy()
    expect(screen.getByText(/then tap Save search\.$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Browse homes' })).toBeTruthy()
  })

  it('explains it in Chinese on a Chinese page', async () => {
    items = []
    applyLocale('zh-Hans-CN')
    open()
    expect(await screen.findByText('还没有保存的搜索')).toBeTruthy()
    expect(screen.getByText(/点击“保存搜索”即可。$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: '浏览房源' })).toBeTruthy()
  })
})
