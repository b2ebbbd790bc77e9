import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { ProjectCard } from '../../entities/project/index.ts'
import { FavouriteHearts } from '../../features/favourites/index.ts'
import { aProject } from '../../features/precons/precons-fixtures.ts'
import { watchNetwork } from '../../shared/pwa/index.ts'
import { sessionStore, startSession } from '../../shared/session/app-session.ts'
import { heartRoutes, SIGNED_IN_USER } from './hearts-fixtures.ts'

const project = aProject()
const ADD = `/house/api/attention/v1/addAttention/${project.id}/precons/${SIGNED_IN_USER.userId}`
const QUEUE_KEY = 'maplenest.queuedFavourites'

let api: FakeApi
let offline = false
const hearted = { ids: [] as string[] }

beforeAll(() => {
  setUpAntdRender()
  watchNetwork(window)
})
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.clear()
  localStorage.setItem('tourist_token', 'tourist-1')
  hearted.ids = []
  offline = false
  api = createFakeApi({ 'GET /auth/check': () => ({ code: 200, msg: 'valid' }), ...heartRoutes(hearted) })
  // no connection: the request never leaves the phone
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : api.fetch(input, init),
  )
  await startSession()
  sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
})
afterEach(() => {
  vi.unstubAllGlobals()
  act(() => void window.dispatchEvent(new Event('online')))
})

const openList = () =>
  renderScreen('/pages/list', {
    '/pages/list': (
      <FavouriteHearts>
        <ProjectCard project={project} />
      </FavouriteHearts>
    ),
    '*': <WhereAmI />,
  })

describe('a heart tapped without a connection', () => {
  it('stays as tapped, says it is kept on the phone, and is sent when the connection is back', async () => {
    openList()
    const card = await screen.findByRole('article', { name: project.name })
    offline = true
    act(() => void window.dispatchEvent(new Event('offline')))
    fireEvent.click(within(card).getByRole('button', { name: `Save ${project.name} to favourites` }))
    expect(
      await screen.findByText('Saved on this phone — your favourites update when you are back online'),
    ).toBeTruthy()
    expect(
      within(card)
        .getByRole('button', { name: `Remove ${project.name} from favourites` })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]')).toMatchObject([
      { type: 'precons', id: project.id, save: true, userId: SIGNED_IN_USER.userId },
    ])
    expect(api.count('POST', ADD)).toBe(0)

    // the connection comes back later than the client's duplicate-call window (a call inside it shares the failure)
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
    offline = false
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(api.count('POST', ADD)).toBe(1))
    expect(await screen.findByText('Favourites saved offline are now synced')).toBeTruthy()
    expect(hearted.ids).toEqual([project.id])
    await waitFor(() => expect(localStorage.getItem(QUEUE_KEY)).toBeNull())
    expect(
      within(card)
        .getByRole('button', { name: `Remove ${project.name} from favourites` })
        .getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('tells the person when the server refuses a queued change, and drops it', async () => {
    localStorage.setItem(
      QUEUE_KEY,
      JSON.stringify([{ type: 'precons', id: project.id, save: true, userId: SIGNED_IN_USER.userId, at: Date.now() }]),
    )
    api.route('POST /house/api/attention/v1/addAttention/:id/:type/:id2', () => ({
      code: 400,
      msg: 'this project is no longer listed',
    }))
    openList()
    expect(
      await screen.findByText('A favourite saved offline could not be synced: this project is no longer listed'),
    ).toBeTruthy()
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull()
  })
})
