import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import type { ChatPart } from '../chat-message.ts'
import { ToolCard } from './tool-cards.tsx'

beforeEach(() => vi.stubGlobal('fetch', createFakeApi().fetch))
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

/** 470 m south of Sheppard-Yonge on Yonge Street: a 6-minute walk at 80 m a minute. */
const NEAR_SHEPPARD_YONGE = aSummary({ mlNum: 'C1000001', lat: 43.761674 - 470 / 111_195, lng: -79.410987 })

const searchResult = (near: string | undefined) =>
  ({
    type: 'tool-searchListings',
    toolCallId: 'call-1',
    state: 'output-available',
    input: {},
    output: {
      input: { city: 'toronto', ...(near ? { near } : {}) },
      total: 1,
      items: [NEAR_SHEPPARD_YONGE],
      vow: { granted: false, need: 'signIn' },
    },
  }) as unknown as ChatPart

/** The card's station line as read out (its sign is hidden from screen readers), or null. */
const walkLine = () => {
  const line = document.querySelector('[data-station-walk]')?.cloneNode(true) as HTMLElement | undefined
  if (!line) return null
  for (const hidden of line.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return line.textContent
}

describe('listing cards the assistant found near the subway', () => {
  it('say which station and how far on foot, in both languages', async () => {
    renderScreen('/', { '/': <ToolCard part={searchResult('subway')} /> })
    expect(screen.getByRole('article')).toBeTruthy()
    await waitFor(() => expect(walkLine()).toBe('6 min walk to Sheppard-Yonge'))
  })

  it('name the station in Chinese with 站', async () => {
    applyLocale('zh-Hans-CN')
    renderScreen('/', { '/': <ToolCard part={searchResult('subway')} /> })
    await waitFor(() => expect(walkLine()).toBe('步行6分钟至雪柏-央街站'))
  })

  it('say nothing of stations for another search', () => {
    renderScreen('/', { '/': <ToolCard part={searchResult('park')} /> })
    expect(screen.getByRole('article')).toBeTruthy()
    expect(walkLine()).toBeNull()
  })
})
