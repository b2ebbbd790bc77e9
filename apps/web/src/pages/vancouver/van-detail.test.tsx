import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { setUpAntdRender } from '../../app/antd-render.ts'
import { aDetail } from '../../entities/listing/listing-fixtures.ts'
import VanDetailPage from './van-detail.tsx'

const DETAIL = '/pages/vancouver/van-detail'

beforeAll(() => setUpAntdRender())

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  const server = createFakeApi({
    'GET /house/api/listing/v1/:mlNum': () => ({
      code: 200,
      data: aDetail({ mlNum: 'R2900001', city: 'vancouver', address: '1288 W Georgia St', unit: null }),
    }),
  })
  vi.stubGlobal('fetch', server.fetch)
})

afterEach(() => vi.unstubAllGlobals())

describe('Vancouver detail', () => {
  it('draws Summary, Details and Rooms', async () => {
    renderScreen(`${DETAIL}?mlNum=R2900001`, { [DETAIL]: <VanDetailPage /> })
    await screen.findByRole('heading', { level: 2, name: '1288 W Georgia St' })
    const tab = (name: string) => screen.getByRole('tab', { name })
    expect(tab('Summary').getAttribute('aria-selected')).toBe('true')
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Description' })).toBeTruthy()
    fireEvent.click(tab('Details'))
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Interior' })).toBeTruthy()
    fireEvent.click(tab('Rooms'))
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Rooms' })).toBeTruthy()
  })
})
