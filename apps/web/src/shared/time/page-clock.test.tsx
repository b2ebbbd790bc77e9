import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setDrawTime, usePageNow } from './page-clock.ts'

function Minutes() {
  return <p>{usePageNow().toISOString().slice(0, 16)}</p>
}

describe('the page clock', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('takes over a screen the server drew with the server’s time, then shows the browser’s', async () => {
    setDrawTime(Date.parse('2026-11-28T08:00:59Z'))
    const html = renderToString(<Minutes />)
    expect(html).toBe('<p>2026-11-28T08:00</p>')
    // the browser takes the page over in the next minute
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T08:01:03Z'))
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Minutes />, { onRecoverableError: (error) => mismatches.push(error) })
    })
    expect(mismatches).toEqual([])
    expect(container.textContent).toBe('2026-11-28T08:01')
  })
})
