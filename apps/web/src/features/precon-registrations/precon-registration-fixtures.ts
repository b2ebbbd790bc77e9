import type { PreconRegistration, UserRecord } from '@maplenest/core'
import type { PreconRegistrationTarget } from '../../shared/ui/precon-registration-slot.ts'

/** A project page's target, for the tests: a Toronto project. */
export const TEST_TARGET: PreconRegistrationTarget = {
  projectId: 'the-grand-condos',
  projectName: 'The Grand Condos',
  city: 'toronto',
  pagePath: '/pages/precons/precons-detail?preconsId=the-grand-condos',
}

/** A registration as the api returns it: updates on The Grand Condos, in the administrators' queue. */
export function testRegistration(over: Partial<PreconRegistration> = {}): PreconRegistration {
  return {
    id: '5b1f8c1e-2f7a-4c59-9b8e-1d3a7c0e9a01',
    kind: 'updates',
    status: 'open',
    project: { id: 'the-grand-condos', name: 'The Grand Condos', city: 'toronto' },
    layout: null,
    name: 'Mei Li',
    email: 'mei@example.ca',
    phone: null,
    message: null,
    preferredTime: null,
    timeZone: 'America/Toronto',
    routedTo: 'adminQueue',
    agent: null,
    reply: null,
    contactedAt: null,
    consent: { at: '2026-11-20T15:00:00.000Z', wording: 'I agree that MapleNest …' },
    createdAt: '2026-11-20T15:00:00.000Z',
    withdrawnAt: null,
    ...over,
  }
}

/** A signed-in buyer. */
export function testBuyer(over: Partial<UserRecord> = {}): UserRecord {
  return {
    userId: 'u1',
    userName: 'Mei Li',
    nickname: 'Mei Li',
    avatar: '',
    orgName: '',
    phonenumber: '',
    email: 'mei@example.ca',
    sex: '0',
    type: 'user',
    isBroker: false,
    language: 'en-GB',
    createdAt: '',
    ...over,
  }
}
