import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi, type FakeApi } from '../../../../test/fake-api-server.ts'
import { renderScreen } from '../../../../test/render-screen.tsx'
import { aPage, aSummary } from '../../../entities/listing/listing-fixtures.ts'
import { applyLocale } from '../../../shared/i18n/i18n.ts'
import { ListingListScreen } from './listing-list-screen.tsx'

const LIST = '/list'
const SEARCH = '/house/api/listing/v1/search'
/** 470 m south of Sheppard-Yonge on Yonge Street: a 6-minute walk at 80 m a minute. */
const NEAR_SHEPPARD_YONGE = aSummary({ mlNum: 'C1000001', lat: 43.761674 - 470 / 111_195, lng: -79.410987 })
/** Scarborough Village, beyond walking reach of any station. */
const FAR_FROM_STATIONS = aSummary({ mlNum: 'E1000002', lat: 43.7385, lng: -79.2128 })

let server: FakeApi
beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  server = createFakeApi({
    [`GET ${SEARCH}`]: () => ({ code: 200, data: aPage([NEAR_SHEPPARD_YONGE, FAR_FROM_STATIONS]) }),
  })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = (query: string) =>
  renderScreen(`${LIST}${query}`, { [LIST]: <ListingListScreen defaults={{ city: 'toronto', sr: 'Sale' }} /> })

/** The card of a listing, once the list shows it. */
async function card(mlNum: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.getElementById(`listing-${mlNum}`)).not.toBeNull())
  return document.getElementById(`listing-${mlNum}`)!.closest('article')!
}

/** A card's station line as read out (its sign is hidden from screen readers), once it has loaded. */
const walkLine = async (card: HTMLElement) => {
  await waitFor(() => expect(card.querySelector('[data-station-walk]')).not.toBeNull())
  const line = card.querySelector('[data-station-walk]')!.cloneNode(true) as HTMLElement
  for (const hidden of line.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return line.textContent
}

describe('cards of a "near the subway" search', () => {
  it('say which station and how far on foot', async () => {
    open('?near=subway')
    const near = await card('C1000001')
    expect(await walkLine(near)).toBe('6 min walk to Sheppard-Yonge')
    expect(server.requests.find((r) => r.path === SEARCH)!.query.get('near')).toBe('subway')
  })

  it('name the station in Chinese with 站', async () => {
    applyLocale('zh-Hans-CN')
    open('?near=subway')
    const near = await card('C1000001')
    expect(await walkLine(near)).toBe('步行6分钟至雪柏-央街站')
  })

  it('say nothing for a home beyond walking reach, nor on other searches', async () => {
    open('?near=subway')
    // once the near home's line is drawn, the far home's would be too
    expect(await walkLine(await card('C1000001'))).toBe('6 min walk to Sheppard-Yonge')
    const far = await card('E1000002')
    expect(far.querySelector('[data-station-walk]')).toBeNull()
    cleanup()
    open('')
    const plain = await card('C1000001')
    expect(plain.querySelector('[data-station-walk]')).toBeNull()
  })
})
