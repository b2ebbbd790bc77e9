import { PAGE_LOADING_DELAY_MS, PAGE_TIMEOUT_MS } from '@maplenest/core'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageLoading } from './loading.tsx'

describe('PageLoading', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows nothing for 200 ms, then a spinner, then an error with retry after 60 s', () => {
    render(<PageLoading />)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => vi.advanceTimersByTime(PAGE_LOADING_DELAY_MS - 1))
    expect(screen.queryByRole('status')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toContain('Loading…')
    act(() => vi.advanceTimersByTime(PAGE_TIMEOUT_MS - PAGE_LOADING_DELAY_MS))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByText('This page is taking too long')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
