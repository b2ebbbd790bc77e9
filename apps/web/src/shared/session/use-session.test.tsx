import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SessionState, SessionStore } from './session-store.ts'

const store = vi.hoisted(() => ({ current: null as unknown }))
vi.mock('./app-session.ts', async () => {
  const { createStore } = await import('zustand/vanilla')
  store.current = createStore<SessionState>(() => ({ status: 'booting', user: null }))
  return { sessionStore: store.current, startSession: () => Promise.resolve() }
})

const { useSignedIn } = await import('./use-session.ts')
const sessionStore = store.current as SessionStore

let renders = 0
function Heart() {
  renders++
  return <p>{useSignedIn() ? 'signed in' : 'not signed in'}</p>
}

describe('useSignedIn', () => {
  it('draws nothing again when a visitor’s session settles, and again when someone signs in', () => {
    const view = render(<Heart />)
    expect(view.container.textContent).toBe('not signed in')
    const before = renders
    act(() => sessionStore.setState({ status: 'visitor', user: null }))
    expect(renders).toBe(before)
    act(() => sessionStore.setState({ status: 'user', user: { userId: 'u1' } as SessionState['user'] }))
    expect(view.container.textContent).toBe('signed in')
    expect(renders).toBe(before + 1)
  })
})
