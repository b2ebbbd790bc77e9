import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { alertDialog, confirmDialog } from '../../../shared/ui/overlays.ts'
import { useLocate } from './use-locate.ts'

vi.mock('../../../shared/ui/overlays.ts', () => ({
  openToast: vi.fn(() => ({ close: vi.fn() })),
  confirmDialog: vi.fn(async () => true),
  alertDialog: vi.fn(async () => {}),
}))

/** The browser's answer to a request for the position: refused (code 1, PERMISSION_DENIED) or a fix. */
function stubGeolocation(answer: 'refused' | { lat: number; lng: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
        answer === 'refused'
          ? failed({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
          : found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition),
    },
  })
}

beforeEach(() => {
  vi.mocked(confirmDialog).mockClear()
  vi.mocked(alertDialog).mockClear()
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await applyLocale('en-GB')
})

describe('a refused location permission (spec §8: enable location services, with cancel and confirm)', () => {
  it('asks to enable location services, and on Confirm says how to turn location on', async () => {
    stubGeolocation('refused')
    const found = vi.fn()
    const { result } = renderHook(() => useLocate(found))
    await act(async () => result.current())
    expect(found).not.toHaveBeenCalled()
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Enable location services', cancelText: 'Cancel', confirmText: 'Confirm' }),
    )
    expect(alertDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'How to turn on location' }))
  })

  it('says nothing more when the person cancels', async () => {
    stubGeolocation('refused')
    vi.mocked(confirmDialog).mockResolvedValueOnce(false)
    const { result } = renderHook(() => useLocate(vi.fn()))
    await act(async () => result.current())
    expect(confirmDialog).toHaveBeenCalledTimes(1)
    expect(alertDialog).not.toHaveBeenCalled()
  })

  it('asks in Chinese when the app speaks Chinese', async () => {
    await applyLocale('zh-Hans-CN')
    stubGeolocation('refused')
    const { result } = renderHook(() => useLocate(vi.fn()))
    await act(async () => result.current())
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: '请开启定位服务', cancelText: '取消', confirmText: '确认' }),
    )
    expect(alertDialog).toHaveBeenCalledWith(expect.objectContaining({ title: '如何开启定位' }))
  })

  it('goes to the position found when the permission is given, with no prompt', async () => {
    stubGeolocation({ lat: 43.642, lng: -79.38 })
    const found = vi.fn()
    const { result } = renderHook(() => useLocate(found))
    await act(async () => result.current())
    expect(found).toHaveBeenCalledWith({ lat: 43.642, lng: -79.38 })
    expect(confirmDialog).not.toHaveBeenCalled()
  })
})
