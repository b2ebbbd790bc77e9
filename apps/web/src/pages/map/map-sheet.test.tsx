import { DUPLICATE_CALL_WINDOW_MS, type UserRecord } from '@maplenest/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aSummary } from '../../entities/listing/listing-fixtures.ts'
// biome-ignore-start lint/style/noRestrictedImports: this test drives the map sheet and its selection hooks directly, as a test inside features/map would
import { MAP_SHARE_PATH } from '../../features/map/api/create-share.ts'
import { MapSheet } from '../../features/map/components/map-sheet.tsx'
import { ShareLinkDialog } from '../../features/map/select/share-link-dialog.tsx'
import { useSelection } from '../../features/map/select/use-selection.ts'
import { useShareSelection } from '../../features/map/select/use-share-selection.ts'
// biome-ignore-end lint/style/noRestrictedImports: the imports below follow the rule
import { APP_BASE_PATH } from '../../shared/api/navigation.ts'
import { sessionStore } from '../../shared/session/app-session.ts'

const MAP = '/pages/map/map'
const items = Array.from({ length: 25 }, (_, i) =>
  aSummary({ mlNum: `C${String(i + 1).padStart(7, '0')}`, address: `${i + 1} Harbour St`, unit: null }),
)

/** The sheet as the map screen wires it: selection with its limit, and sharing. */
function Harness({ list = items }: { list?: typeof items }) {
  const { selection, toggle, selectAll, clear } = useSelection()
  const sharing = useShareSelection(selection)
  return (
    <>
      <MapSheet
        heading={`${list.length} listings in view`}
        items={list}
        expanded
        onExpanded={() => {}}
        selection={selection}
        onToggle={toggle}
        onSelectAll={() => selectAll(list.map((item) => item.mlNum))}
        onClearSelection={clear}
        onShare={() => void sharing.share()}
        sharing={sharing.working}
      />
      <ShareLinkDialog link={sharing.link} onClose={sharing.closeLink} />
    </>
  )
}

const person = (): UserRecord =>
  ({
    userId: 'u1',
    nickName: 'Buyer',
    type: 'user',
    email: 'buyer@example.com',
    phone: null,
    avatar: null,
    isBroker: false,
    language: 'en-GB',
    createdAt: '',
  }) as unknown as UserRecord

let server: FakeApi
beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.setItem('tourist_token', 'tourist-1')
  server = createFakeApi({
    'GET /auth/check': () => ({ code: 200, msg: 'valid' }),
    [`POST ${MAP_SHARE_PATH}`]: () => ({ code: 201, data: { shareId: 'abcDEF123_-x' } }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const open = (list = items) =>
  renderScreen(MAP, { [MAP]: <Harness list={list} />, '/pages/my/public/login': <WhereAmI /> })

const checkbox = (n: number) => screen.getByRole('checkbox', { name: `Select ${n} Harbour St` }) as HTMLInputElement

describe('map sheet: select and share', () => {
  it('lists each listing with a checkbox and says how many are chosen', () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    const list = screen.getByRole('list', { name: '25 listings in view' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(25)
    expect(screen.getByText('0 of 20 selected')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Share the 0 selected listings' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('select all takes the first 20; a 21st is refused with "You can choose up to 20 homes"', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }))
    expect(screen.getByText('20 of 20 selected')).toBeTruthy()
    for (let n = 1; n <= 20; n++) expect(checkbox(n).checked).toBe(true)
    for (let n = 21; n <= 25; n++) expect(checkbox(n).checked).toBe(false)
    fireEvent.click(checkbox(21))
    expect(await screen.findByText('You can choose up to 20 homes')).toBeTruthy()
    expect(checkbox(21).checked).toBe(false)
    expect(screen.getByText('20 of 20 selected')).toBeTruthy()
    // Unticking one makes room again.
    fireEvent.click(checkbox(3))
    fireEvent.click(checkbox(21))
    expect(checkbox(21).checked).toBe(true)
    expect(screen.getByText('20 of 20 selected')).toBeTruthy()
  })

  it('tells a visitor why an account is needed, and sends them to sign in when they agree, coming back to the map', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    open()
    fireEvent.click(checkbox(1))
    fireEvent.click(screen.getByRole('button', { name: 'Share the 1 selected listings' }))
    expect(await screen.findByText('Sign in to share')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByText('Sign in to share')).toBeNull())
    expect(screen.queryByText(/^Now at \/pages\/my\/public\/login/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Share the 1 selected listings' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText(`Now at /pages/my/public/login?redirectUrl=${encodeURIComponent(MAP)}`)).toBeTruthy()
    expect(server.count('POST', MAP_SHARE_PATH)).toBe(0)
  })

  it('creates the link for a signed-in person and copies it when there is no share sheet', async () => {
    sessionStore.setState({ status: 'user', user: person() })
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } })
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }))
    fireEvent.click(screen.getByRole('button', { name: 'Share the 20 selected listings' }))
    expect(await screen.findByText('Link copied')).toBeTruthy()
    const sent = server.requests.find((r) => r.path === MAP_SHARE_PATH)
    expect(sent?.body).toEqual({ mlNums: items.slice(0, 20).map((item) => item.mlNum) })
    const url = `${window.location.origin}${APP_BASE_PATH}/pages/map/map?share=abcDEF123_-x`
    expect(writeText).toHaveBeenCalledWith(url)
    const link = (await screen.findByRole('textbox', { name: 'Link to your selection' })) as HTMLInputElement
    expect(link.value).toBe(url)
  })

  it('hands the link to the Web Share API when there is one, and says it was shared', async () => {
    sessionStore.setState({ status: 'user', user: person() })
    const share = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, share })
    open(items.slice(0, 2))
    fireEvent.click(checkbox(2))
    fireEvent.click(screen.getByRole('button', { name: 'Share the 1 selected listings' }))
    expect(await screen.findByText('Shared')).toBeTruthy()
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/share=abcDEF123_-x$/) }))
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Link to your selection' })).toBeNull())
  })

  it('says the browser cannot share when it has neither the share sheet nor the clipboard', async () => {
    sessionStore.setState({ status: 'user', user: person() })
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: undefined })
    open(items.slice(0, 1))
    fireEvent.click(checkbox(1))
    fireEvent.click(screen.getByRole('button', { name: 'Share the 1 selected listings' }))
    expect(await screen.findByText('This browser cannot share links')).toBeTruthy()
    expect(await screen.findByRole('textbox', { name: 'Link to your selection' })).toBeTruthy()
  })
})
