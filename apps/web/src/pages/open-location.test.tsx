import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../test/render-screen.tsx'
import { applyLocale } from '../shared/i18n/i18n.ts'
import OpenLocationPage from './open-location.tsx'

const URL = '/open-location?latitude=43.6426&longitude=-79.3871&name=CN%20Tower&address=290%20Bremner%20Blvd'

describe('/open-location', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says no map app is installed on a device without one, and offers the map in the browser', () => {
    renderScreen(URL, { '/open-location': <OpenLocationPage /> })
    expect(screen.getByRole('heading', { name: 'CN Tower' })).toBeTruthy()
    expect(screen.getByText('Latitude 43.64260, longitude -79.38710')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('No map app is installed on this device.')
    expect(screen.getByRole('link', { name: 'Open the map in the browser' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=43.642600,-79.387100',
    )
  })

  it('speaks the person’s language, numbers included', async () => {
    await act(() => applyLocale('zh-Hans-CN'))
    renderScreen(URL, { '/open-location': <OpenLocationPage /> })
    expect(screen.getByText('纬度 43.64260，经度 -79.38710')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('本设备未安装地图应用。')
  })

  it('on an iPhone, offers Apple Maps with no warning', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')
    renderScreen(URL, { '/open-location': <OpenLocationPage /> })
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open in my map app' })).toBeTruthy()
  })

  it('refuses a link without a place', () => {
    renderScreen('/open-location?latitude=999', { '/open-location': <OpenLocationPage /> })
    expect(screen.getByText('No place to show')).toBeTruthy()
  })
})
