import { screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setUpAntdRender } from '../../../../test/antd-render.ts'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { sessionStore } from '../../../shared/session/index.ts'
import { TEST_TARGET, testBuyer } from '../precon-registration-fixtures.ts'
import { RegistrationSheet } from './registration-sheet.tsx'

const PAGE = '/pages/precons/precons-detail'

const openAt = (now: string) =>
  renderScreen(`${PAGE}?preconsId=the-grand-condos`, {
    [PAGE]: (
      <RegistrationSheet visible kind="visit" target={TEST_TARGET} onClose={() => {}} now={() => new Date(now)} />
    ),
  })

const dayInput = () => screen.getByLabelText('Preferred date') as HTMLInputElement

beforeAll(() => setUpAntdRender())
beforeEach(() => {
  const server = createFakeApi({
    'GET /house/api/agent/v1/search': () => ({ code: 200, data: { items: [], nextCursor: null, total: 0 } }),
  })
  vi.stubGlobal('fetch', server.fetch)
  sessionStore.setState({ status: 'user', user: testBuyer() })
})
afterEach(() => vi.unstubAllGlobals())

describe('the sales-centre visit’s first day', () => {
  it('is tomorrow on the project’s clock in the evening in Toronto, when the UTC date is already the next day', async () => {
    // 19:30 on 3 December in Toronto is 00:30 on 4 December in UTC
    openAt('2026-12-04T00:30:00Z')
    expect((await screen.findByLabelText('Preferred date')) as HTMLInputElement).toBeTruthy()
    expect(dayInput().min).toBe('2026-12-04')
  })

  it('is tomorrow on the project’s clock in the morning too', async () => {
    // 09:00 on 3 December in Toronto
    openAt('2026-12-03T14:00:00Z')
    expect(await screen.findByLabelText('Preferred date')).toBeTruthy()
    expect(dayInput().min).toBe('2026-12-04')
  })
})
