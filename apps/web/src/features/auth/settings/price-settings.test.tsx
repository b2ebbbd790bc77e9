import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { ListingPrice } from '../../../entities/listing/listing-price.tsx'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { PriceSettings } from './price-settings.tsx'

beforeEach(() => {
  vi.stubGlobal('fetch', createFakeApi().fetch)
  localStorage.removeItem('showCny')
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => applyLocale('en-GB'))
})

const listing = { price: 899_000, closePrice: null, sr: 'Sale', status: 'A', lsc: 'new', restricted: false } as const

const show = () =>
  renderScreen('/', {
    '/': (
      <>
        <PriceSettings />
        <ListingPrice listing={listing} />
      </>
    ),
  })
const toggle = () => screen.getByRole('switch', { name: /yuan|人民币/ })

describe('Settings → Prices', () => {
  it('in English shows dollars alone until the person turns yuan on, then every price at once, remembered', async () => {
    show()
    expect(toggle().getAttribute('aria-checked')).toBe('false')
    expect(screen.queryByText(/CN¥/)).toBeNull()
    fireEvent.click(toggle())
    expect(await screen.findByText(/^≈ CN¥4\.\d{1,2}M$/)).toBeTruthy()
    expect(toggle().getAttribute('aria-checked')).toBe('true')
    expect(localStorage.getItem('showCny')).toBe('true')
  })

  it('in Chinese shows yuan in 万元 by default, and the person can turn them off', async () => {
    await act(() => applyLocale('zh-Hans-CN'))
    show()
    expect(screen.getByText('同时显示人民币价格')).toBeTruthy()
    expect(screen.getByText(/^约 \d+\.\d 万元$/)).toBeTruthy()
    fireEvent.click(toggle())
    await act(async () => {})
    expect(screen.queryByText(/万元/)).toBeNull()
    expect(localStorage.getItem('showCny')).toBe('false')
  })
})
