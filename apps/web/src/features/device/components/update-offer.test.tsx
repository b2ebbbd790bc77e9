import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import {
  APP_VERSION,
  isNewBuildReady,
  markScreenClean,
  resetAppUpdate,
  watchUnsavedInput,
} from '../../../shared/pwa/index.ts'
import { useVersionCheck } from '../use-version-check.ts'
import { UpdateOffer } from './update-offer.tsx'

describe('the reload offer for a newer build', () => {
  beforeEach(() => {
    resetAppUpdate()
    markScreenClean()
    watchUnsavedInput(document)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks the server at start with this build’s version and offers the reload when a newer one is live', async () => {
    const api = createFakeApi({
      'GET /app/updateVersion': () => ({ code: 200, data: { version: '9.9.9', update: true, url: '/h5/' } }),
    })
    vi.stubGlobal('fetch', api.fetch)
    const reload = vi.fn()
    render(<UpdateOffer reload={reload} />)
    const offer = await screen.findByRole('status', { name: 'New version' })
    expect(offer.textContent).toContain('A new version of MapleNest is ready.')
    expect(api.requests[0]!.query.get('platform')).toBe('web')
    expect(api.requests[0]!.query.get('version')).toMatch(/^\d+\.\d+\.\d+/)
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('never interrupts a form: it waits while something typed is unsent, and shows once the screen changes', async () => {
    const api = createFakeApi({
      'GET /app/updateVersion': () => ({ code: 200, data: { version: '9.9.9', update: true, url: '/h5/' } }),
    })
    vi.stubGlobal('fetch', api.fetch)
    render(
      <>
        <form>
          <label>
            Message
            <input />
          </label>
        </form>
        <UpdateOffer reload={() => {}} />
      </>,
    )
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Is parking included?' } })
    await waitFor(() => expect(isNewBuildReady()).toBe(true))
    expect(screen.queryByRole('status', { name: 'New version' })).toBeNull()
    act(() => markScreenClean())
    expect(await screen.findByRole('status', { name: 'New version' })).toBeTruthy()
  })

  it('announces nothing when the server says this build is the live one', async () => {
    const check = vi.fn(async () => ({ update: false }))
    renderHook(() => useVersionCheck(check))
    await waitFor(() => expect(check).toHaveBeenCalledWith(APP_VERSION))
    expect(isNewBuildReady()).toBe(false)
  })
})
