import { DUPLICATE_CALL_WINDOW_MS } from '@maplenest/core'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../../test/fake-api-server.ts'
import { renderScreen } from '../../../test/render-screen.tsx'
import { applyLocale } from '../../shared/i18n/i18n.ts'
import { testSavedSearch } from './saved-search-fixtures.ts'
import { SavedSearchesEntry } from './saved-searches-entry.tsx'

let items = [testSavedSearch()]

beforeEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_CALL_WINDOW_MS))
  const server = createFakeApi({ 'GET /house/api/search/v1/saved': () => ({ code: 200, data: { items } }) })
  vi.stubGlobal('fetch', server.fetch)
})
afterEach(() => {
  vi.unstubAllGlobals()
  applyLocale('en-GB')
})

const open = () => renderScreen('/pages/my/my', { '/pages/my/my': <SavedSearchesEntry /> })

describe('My’s entry to the saved searches', () => {
  it('leads to the saved searches, without a badge while nothing is new', async () => {
    items = [testSavedSearch()]
    open()
    const link = screen.getByRole('link', { name: 'Saved searches' })
    expect(link.getAttribute('href')).toBe('/pages/my/saved-searches/saved-searches')
  })

  it('counts the homes new to every search since each was opened', async () => {
    items = [testSavedSearch({ newCount: 3 }), testSavedSearch({ id: 'b', newCount: 2 })]
    open()
    expect(await screen.findByRole('link', { name: 'Saved searches, 5 new homes' })).toBeTruthy()
    applyLocale('zh-Hans-CN')
    expect(await screen.findByRole('link', { name: '已保存的搜索，5 套新房源' })).toBeTruthy()
  })
})
