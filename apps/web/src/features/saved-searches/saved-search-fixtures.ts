import type { SavedSearch, UserRecord } from '@maplenest/core'

/** A saved search as the api returns it, for the screens' tests: instant alerts of North York condos, by push. */
export function testSavedSearch(over: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '7d0c6a52-4e1b-4b8a-9a43-0c2f1f6a1b01',
    name: 'North York condos',
    query: { city: 'toronto', sr: 'Sale', status: 'active', sort: 'new', roomType: 'condo', district: 'North York' },
    polygon: null,
    frequency: 'instant',
    channels: { push: true, email: false },
    paused: false,
    summary: 'Condos for sale in North York, Toronto',
    newCount: 0,
    steppedDown: false,
    emailConsent: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    openedAt: null,
    ...over,
  }
}

/** A signed-in member, for the tests that save. */
export function testMember(over: Partial<UserRecord> = {}): UserRecord {
  return {
    userId: 'u1',
    userName: 'Mei Li',
    nickname: 'Mei',
    avatar: '',
    orgName: '',
    phonenumber: '4165550100',
    email: 'mei@example.ca',
    sex: '0',
    type: 'user',
    isBroker: false,
    language: 'en-GB',
    createdAt: '',
    ...over,
  }
}
