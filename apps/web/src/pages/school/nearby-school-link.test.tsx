import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen, WhereAmI } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aDetail } from '../../entities/listing/listing-fixtures.ts'
import CondoDetailPage from '../toronto/sale/condo-detail.tsx'

const DETAIL = '/pages/toronto/sale/condo-detail'

beforeAll(() => setUpAntdRender())
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  vi.stubGlobal(
    'fetch',
    createFakeApi({ 'GET /house/api/listing/v1/:mlNum': () => ({ code: 200, data: aDetail() }) }).fetch,
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('a listing’s nearby schools', () => {
  it('open the school’s detail', async () => {
    const school = aDetail().schools[0]!
    renderScreen(`${DETAIL}?mlNum=C1000001`, {
      [DETAIL]: <CondoDetailPage />,
      '/pages/school/school-detail': <WhereAmI />,
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Surroundings' }))
    const link = within(screen.getByRole('tabpanel')).getByRole('link', { name: school.name })
    fireEvent.click(link)
    expect((await screen.findByText(/^Now at/)).textContent).toBe(
      `Now at /pages/school/school-detail?schoolNumber=${encodeURIComponent(school.schoolNumber)}`,
    )
  })
})
