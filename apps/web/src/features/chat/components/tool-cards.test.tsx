import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { SavedSearchSlotContext, type SavedSearchTarget } from '../../../shared/ui/saved-search-slot.ts'
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

describe('a search answer', () => {
  const area = [
    { lat: 49.26, lng: -123.25 },
    { lat: 49.27, lng: -123.25 },
    { lat: 49.27, lng: -123.24 },
  ]
  const search = {
    type: 'tool-searchListings',
    toolCallId: 'call-2',
    state: 'output-available',
    input: {},
    output: {
      input: { city: 'vancouver', sr: 'Lease', bedsMin: 1, priceMax: 3000, area, areaOf: { kind: 'walk' } },
      total: 0,
      items: [],
      vow: { granted: true, need: null },
    },
  } as unknown as ChatPart

  it('offers to save the search it ran, with the area it ran in', () => {
    const offered: [SavedSearchTarget, string][] = []
    renderScreen('/', {
      '/': (
        <SavedSearchSlotContext
          value={(target, placement) => {
            offered.push([target, placement])
            return <button type="button">Save this search</button>
          }}
        >
          <ToolCard part={search} />
        </SavedSearchSlotContext>
      ),
    })
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeTruthy()
    expect(offered.at(-1)).toEqual([
      { query: { city: 'vancouver', sr: 'Lease', bedsMin: 1, priceMax: 3000 }, polygon: area },
      'chat',
    ])
  })
})
