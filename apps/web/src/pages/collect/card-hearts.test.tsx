import type { SchoolSummary } from '@maplenest/core'
import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { AgentCard } from '../../entities/agent/index.ts'
import { ProjectCard } from '../../entities/project/index.ts'
import { SchoolRow } from '../../entities/school/index.ts'
import { aSummary as anAgentSummary } from '../../features/agents/agent-fixtures.ts'
import { FavouriteHearts } from '../../features/favourites/index.ts'
import { aPreconsDetail, aProject } from '../../features/precons/precons-fixtures.ts'
import { sessionStore, startSession } from '../../shared/session/app-session.ts'
import PreconsDetailPage from '../precons/precons-detail.tsx'
import { heartRoutes, SIGNED_IN_USER } from './hearts-fixtures.ts'

const school: SchoolSummary = {
  schoolNumber: '123456',
  name: 'Jarvis Collegiate Institute',
  level: 'secondary',
  language: 'english',
  rating: 7.8,
  lat: 43.66,
  lng: -79.38,
  category: null,
  board: 'Toronto DSB',
  grades: '9-12',
  city: 'toronto',
  address: '495 Jarvis St',
}
const agent = anAgentSummary()
const project = aProject()

let api: FakeApi
const hearted = { ids: [] as string[] }

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  localStorage.setItem('tourist_token', 'tourist-1')
  sessionStorage.clear()
  hearted.ids = []
  api = createFakeApi({
    'GET /auth/check': () => ({ code: 200, msg: 'valid' }),
    ...heartRoutes(hearted),
    'GET /house/api/precons/v1/:id': () => ({ code: 200, data: aPreconsDetail() }),
  })
  vi.stubGlobal('fetch', api.fetch)
  await startSession()
})

afterEach(() => vi.unstubAllGlobals())

// Each card on a list screen, with the app's heart provider around it; opening the item shows where we went.
const openList = (card: React.ReactNode) =>
  renderScreen('/pages/list', {
    '/pages/list': <FavouriteHearts>{card}</FavouriteHearts>,
    '/pages/my/public/login': <WhereAmI />,
    '*': <WhereAmI />,
  })

describe('the heart on a pre-construction project card', () => {
  it('saves the project at once, names it, and does not open the project', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    openList(<ProjectCard project={project} />)
    const card = await screen.findByRole('article', { name: project.name })
    fireEvent.click(within(card).getByRole('button', { name: `Save ${project.name} to favourites` }))
    const saved = await within(card).findByRole('button', { name: `Remove ${project.name} from favourites` })
    expect(saved.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() =>
      expect(
        api.count('POST', `/house/api/attention/v1/addAttention/${project.id}/precons/${SIGNED_IN_USER.userId}`),
      ).toBe(1),
    )
    expect(screen.queryByText(/^Now at/)).toBeNull()
    expect(within(card).getByRole('link').getAttribute('href')).toContain(project.id)
  })

  it('goes back to not saved with a toast when the server refuses', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    api.route('POST /house/api/attention/v1/addAttention/:id/:type/:id2', () => ({ code: 500, msg: 'down' }))
    openList(<ProjectCard project={project} />)
    fireEvent.click(await screen.findByRole('button', { name: `Save ${project.name} to favourites` }))
    expect(await screen.findByText('Favourites could not be updated. Please try again.')).toBeTruthy()
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: `Save ${project.name} to favourites` }).getAttribute('aria-pressed'),
      ).toBe('false'),
    )
  })

  it('has no heart on a share page', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    openList(<ProjectCard project={project} share />)
    await screen.findByRole('article', { name: project.name })
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull()
  })
})

describe('the heart on a school row', () => {
  it('sends a visitor to sign in and saves the school once they are back', async () => {
    sessionStore.setState({ status: 'visitor', user: null })
    openList(<SchoolRow school={school} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Save Jarvis Collegiate Institute to favourites' }))
    expect(await screen.findByText('Sign in to save favourites')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(
      await screen.findByText(`Now at /pages/my/public/login?redirectUrl=${encodeURIComponent('/pages/list')}`),
    ).toBeTruthy()
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false)

    act(() => sessionStore.setState({ status: 'user', user: SIGNED_IN_USER }))
    openList(<SchoolRow school={school} />)
    await waitFor(() =>
      expect(api.count('POST', `/house/api/attention/v1/addAttention/123456/school/${SIGNED_IN_USER.userId}`)).toBe(1),
    )
    expect(
      await screen.findByRole('button', { name: 'Remove Jarvis Collegiate Institute from favourites' }),
    ).toBeTruthy()
  })

  it('removes a saved school and still opens the school from its name', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    hearted.ids = ['123456']
    openList(<SchoolRow school={school} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Jarvis Collegiate Institute from favourites' }))
    await waitFor(() => expect(api.count('DELETE', '/house/api/attention/v1/school/123456')).toBe(1))
    expect(screen.queryByText(/^Now at/)).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Jarvis Collegiate Institute' }))
    expect(await screen.findByText(/^Now at \/pages\/.*school.*123456/)).toBeTruthy()
  })
})

describe('the heart on an agent card', () => {
  it('saves the agent without following the card link', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    openList(<AgentCard agent={agent} />)
    fireEvent.click(await screen.findByRole('button', { name: `Save ${agent.name} to favourites` }))
    expect(await screen.findByRole('button', { name: `Remove ${agent.name} from favourites` })).toBeTruthy()
    await waitFor(() =>
      expect(api.count('POST', `/house/api/attention/v1/addAttention/${agent.id}/agent/${SIGNED_IN_USER.userId}`)).toBe(
        1,
      ),
    )
    expect(screen.queryByText(/^Now at/)).toBeNull()
  })
})

describe('the heart on a floor plan of a project', () => {
  it('saves the floor plan from the project detail', async () => {
    sessionStore.setState({ status: 'user', user: SIGNED_IN_USER })
    renderScreen('/pages/precons/precons-detail?preconsId=aster-residences-tor', {
      '/pages/precons/precons-detail': (
        <FavouriteHearts>
          <PreconsDetailPage />
        </FavouriteHearts>
      ),
      '*': <WhereAmI />,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Save Oak to favourites' }))
    expect(await screen.findByRole('button', { name: 'Remove Oak from favourites' })).toBeTruthy()
    await waitFor(() =>
      expect(
        api.count(
          'POST',
          `/house/api/attention/v1/addAttention/aster-residences-tor-oak/layout/${SIGNED_IN_USER.userId}`,
        ),
      ).toBe(1),
    )
    expect(screen.queryByText(/^Now at/)).toBeNull()
  })
})
