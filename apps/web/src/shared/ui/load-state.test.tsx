import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error.ts'
import { applyLocale } from '../i18n/i18n.ts'
import { LoadState } from './load-state.tsx'

const failedWith = (error: unknown, refetch = vi.fn()) => {
  render(
    <LoadState
      query={{ status: 'error', data: undefined, error, refetch }}
      loading={<p>Loading</p>}
      failed={{ title: 'Search failed', retry: 'Try again' }}
    >
      {() => <p>Content</p>}
    </LoadState>,
  )
  return refetch
}

describe('LoadState when the call failed', () => {
  it('says a server error was our failure, not the connection, and tries again', () => {
    const refetch = failedWith(new ApiError(500, 'Database is asleep', null))
    expect(screen.getByText('Search failed')).toBeTruthy()
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy()
    expect(screen.queryByText(/connection/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('says the same of a 503 and of anything else that broke', () => {
    failedWith(new ApiError(503, '', null))
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy()
  })

  it.each(['network', 'offline', 'timeout'] as const)(
    'asks to check the connection when the call got no answer (%s)',
    (kind) => {
      failedWith(new ApiError(0, 'The connection failed. Please try again.', null, kind))
      expect(screen.getByText('Check your connection and try again.')).toBeTruthy()
      expect(screen.queryByText(/on our side/)).toBeNull()
    },
  )

  it('speaks Chinese', () => {
    applyLocale('zh-Hans-CN')
    failedWith(new ApiError(502, '', null))
    expect(screen.getByText('我们这边出了点问题，请稍后再试。')).toBeTruthy()
  })
})
