import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PullToRefresh } from './pull-to-refresh.tsx'

const TEXTS = { pulling: 'Pull', canRelease: 'Let go', refreshing: 'Refreshing', complete: 'Done' }
const touch = (y: number, x = 0) => ({ touches: [{ clientX: x, clientY: y }] })

describe('pull to refresh', () => {
  afterEach(() => vi.useRealTimers())

  it('refreshes when pulled far enough down and let go, then closes its head', async () => {
    vi.useFakeTimers()
    const onRefresh = vi.fn(async () => undefined)
    render(
      <PullToRefresh onRefresh={onRefresh} texts={TEXTS}>
        <p>Content</p>
      </PullToRefresh>,
    )
    const content = screen.getByText('Content')
    fireEvent.touchStart(content, touch(0))
    fireEvent.touchMove(content, touch(60))
    expect(screen.getByText('Pull')).toBeTruthy()
    fireEvent.touchMove(content, touch(300))
    expect(screen.getByText('Let go')).toBeTruthy()
    await act(async () => {
      fireEvent.touchEnd(content, { touches: [] })
    })
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Done')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByText('Pull')).toBeTruthy()
  })

  it('leaves a short pull, and a sideways swipe, to the browser', async () => {
    const onRefresh = vi.fn(async () => undefined)
    render(
      <PullToRefresh onRefresh={onRefresh} texts={TEXTS}>
        <p>Content</p>
      </PullToRefresh>,
    )
    const content = screen.getByText('Content')
    fireEvent.touchStart(content, touch(0))
    fireEvent.touchMove(content, touch(40))
    await act(async () => {
      fireEvent.touchEnd(content, { touches: [] })
    })
    fireEvent.touchStart(content, touch(0, 0))
    fireEvent.touchMove(content, touch(10, 80))
    fireEvent.touchMove(content, touch(300, 80))
    expect(screen.getByText('Pull')).toBeTruthy()
    await act(async () => {
      fireEvent.touchEnd(content, { touches: [] })
    })
    expect(onRefresh).not.toHaveBeenCalled()
  })
})
