import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import type { ChatPart } from '../chat-message.ts'
import { ToolCard } from './tool-cards.tsx'

beforeEach(() => vi.stubGlobal('fetch', createFakeApi().fetch))
afterEach(() => vi.unstubAllGlobals())

const bookingToConfirm = (time: string) =>
  ({
    type: 'tool-bookShowing',
    toolCallId: 'call-1',
    state: 'approval-requested',
    input: { mlNum: 'R3000001', time },
    approval: { id: 'approval-1' },
  }) as unknown as ChatPart

function showBooking(time: string) {
  renderScreen('/', { '/': <ToolCard part={bookingToConfirm(time)} onApprove={() => {}} /> })
  return screen.getByText(/^Time: /).textContent
}

describe('a showing to confirm', () => {
  it('shows the time on the clock of the city it is written in, whatever the reader’s zone', () => {
    expect(showBooking('2026-11-28T14:00:00-08:00')).toMatch(/28 Nov 2026.*14:00/)
  })

  it('reads a summer offset as that city’s clock too', () => {
    expect(showBooking('2026-07-02T09:30:00-04:00')).toMatch(/2 Jul 2026.*09:30/)
  })

  it('shows a time in UTC on the reader’s own clock, as the instant it is', () => {
    const shown = showBooking('2026-11-28T19:00:00Z')
    const local = new Date('2026-11-28T19:00:00Z').toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
    expect(shown).toBe(`Time: ${local}`)
  })
})
