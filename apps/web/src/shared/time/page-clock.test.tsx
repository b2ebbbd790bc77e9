import { act } from '@testing-library/react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setDrawTime, usePageNow } from './page-clock.ts'

let renders = 0
function Minutes() {
  renders++
  return <p>{usePageNow().toISOString().slice(0, 16)}</p>
}

/** Draws the screen on the "server" at `drawnAt` and takes it over in the "browser" at `takenOverAt`. */
async function takeOver(drawnAt: string, takenOverAt: string) {
  setDrawTime(Date.parse(drawnAt))
  const html = renderToString(<Minutes />)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(takenOverAt))
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const mismatches: unknown[] = []
  renders = 0
  await act(async () => {
    hydrateRoot(container, <Minutes />, { onRecoverableError: (error) => mismatches.push(error) })
  })
  return { html, mismatches, text: container.textContent, renders }
}

describe('the page clock', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('takes over a screen drawn moments ago with the server’s time, and draws it no second time', async () => {
    const drawn = await takeOver('2026-11-28T08:00:59Z', '2026-11-28T08:01:03Z')
    expect(drawn.html).toBe('<p>2026-11-28T08:00</p>')
    expect(drawn.mismatches).toEqual([])
    expect(drawn.text).toBe('2026-11-28T08:00')
    expect(drawn.renders).toBe(1)
  })

  it('shows the browser’s time when its clock is a minute or more from the time the screen was drawn at', async () => {
    const drawn = await takeOver('2026-11-28T08:00:59Z', '2026-11-28T09:30:10Z')
    expect(drawn.mismatches).toEqual([])
    expect(drawn.text).toBe('2026-11-28T09:30')
    expect(drawn.renders).toBe(2)
  })

  it('gives React the same time for both of its reads, even when a second ends between them', async () => {
    // each read of the clock 600 ms after the one before: React's two reads of a render fall on each side of a second
    let now = Date.parse('2026-11-28T09:30:00.700Z')
    const spy = vi.spyOn(Date, 'now').mockImplementation(() => {
      now += 600
      return now
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const container = document.createElement('div')
      document.body.append(container)
      await act(async () => {
        createRoot(container).render(<Minutes />)
      })
      expect(container.textContent).toMatch(/^2026-11-28T09:3/)
      expect(errors).not.toHaveBeenCalled()
    } finally {
      spy.mockRestore()
      errors.mockRestore()
    }
  })
})
