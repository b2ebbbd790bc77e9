import type { Showing, UserRecord } from '@maplenest/core'

/** What nobody may do: each test's showing turns on what its moment allows. */
export const NO_ACTIONS: Showing['actions'] = {
  cancel: false,
  modify: false,
  review: false,
  rebook: false,
  handle: false,
  calendar: false,
  confirm: false,
  decline: false,
  propose: false,
  accept: false,
  reject: false,
}

/** A showing as the api returns it, for the screens' tests: a pending Toronto condo showing, changed by `over`. */
export function testShowing(over: Partial<Showing> = {}): Showing {
  return {
    id: '6b1f0c3e-1d7a-4f59-9a53-2f0c7f1b2a01',
    mlNum: 'C1234567',
    listing: {
      mlNum: 'C1234567',
      address: '12 King St W',
      unit: '1502',
      city: 'toronto',
      photo: null,
      price: 799000,
      sr: 'Sale',
      roomType: 'condo',
      status: 'A',
      lsc: 'new',
    },
    // 14:00 in Toronto
    time: '2026-12-02T19:00:00.000Z',
    timeZone: 'America/Toronto',
    status: 'Pending',
    reviewStatus: 'NotReviewed',
    agent: { id: 'agent-1', name: 'Olivia Chen', avatar: null, phone: '+1 416-555-0102' },
    assignedBy: 'listingAgent',
    name: 'Mei Li',
    phone: '4165550100',
    email: 'mei@example.ca',
    wechat: null,
    message: null,
    remarks: null,
    reminderAt: null,
    handledAt: null,
    confirmedAt: null,
    proposedTime: null,
    declineReason: null,
    cancelNote: null,
    cancelReason: null,
    cancelledAt: null,
    listingChange: null,
    review: null,
    reviewedAt: null,
    overlaps: [],
    actions: { ...NO_ACTIONS, cancel: true, modify: true, calendar: true },
    role: 'buyer',
    createdAt: '2026-11-24T15:00:00.000Z',
    ...over,
  }
}

/** A signed-in person of the given kind, for the session store. */
export function testUser(type: UserRecord['type'], over: Partial<UserRecord> = {}): UserRecord {
  return {
    userId: type === 'agent' ? 'agent-1' : 'u1',
    userName: type === 'agent' ? 'Olivia Chen' : 'Mei Li',
    nickname: '',
    avatar: '',
    orgName: '',
    phonenumber: '4165550100',
    email: 'mei@example.ca',
    sex: '0',
    type,
    isBroker: false,
    language: 'en-GB',
    createdAt: '',
    ...over,
  }
}
