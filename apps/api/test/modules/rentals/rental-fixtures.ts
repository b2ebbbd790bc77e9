import { sql } from 'drizzle-orm'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, registerAccount } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

/** The test data's "today" in Toronto: the seed and the clock stand on TEST_ANCHOR (2026-11-01 12:00 UTC). */
export const TODAY = '2026-11-01'
export const SCHOOL = 'university-of-toronto-st-george'

export type Headers = Record<string, string>
/** A JSON answer, read as the tests read it (or the raw text of a file). */
type Body = ReturnType<typeof JSON.parse>

export interface RentalsApp {
  t: TestApp
  buyer: Headers
  agent: Headers
  admin: Headers
  /** A registered student of its own, with no demo data. */
  student: Headers
  stranger: Headers
  call(method: string, url: string, headers: Headers | null, payload?: unknown): Promise<{ status: number; body: Body }>
  rows<T>(q: ReturnType<typeof sql>): Promise<T[]>
  count(table: string): Promise<number>
}

/** The app on the tiny demo data (with the demo rentals), the demo accounts and two fresh students signed in. */
export async function createRentalsApp(): Promise<RentalsApp> {
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' })
  t.clock.now = TEST_ANCHOR
  await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
  const login = async (email: string, password = DEMO_PASSWORD) =>
    bearer((await passwordLogin(t, email, password)).json().data.access_token)
  await registerAccount(t, { email: 'mei.student@example.com', userName: 'Mei Lin' })
  await registerAccount(t, { email: 'stranger@example.com' })
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows
  return {
    t,
    buyer: await login('buyer@demo.maplenest.ca'),
    agent: await login('agent@demo.maplenest.ca'),
    admin: await login('admin@demo.maplenest.ca'),
    student: await login('mei.student@example.com', 'secret-pass'),
    stranger: await login('stranger@example.com', 'secret-pass'),
    async call(method, url, headers, payload) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: headers ?? {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      })
      return {
        status: res.statusCode,
        body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.body,
      }
    },
    rows,
    async count(table) {
      const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))
      return row?.n ?? 0
    },
  }
}

/** A whole demand as the form sends it, moving in two months after the test data's today. */
export function demandBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Mei Lin',
    phone: '4165550188',
    email: 'mei.student@example.com',
    wechat: 'meilin_2004',
    roommateName: null,
    profile: 'Second-year computer science student, quiet, non-smoker.',
    nationality: 'Marker-Nationality',
    gender: 'female',
    birthYear: 2004,
    languages: ['mandarin', 'english'],
    education: 'bachelor',
    school: SCHOOL,
    major: 'Computer science',
    rentPayer: 'parents',
    budget: 3000,
    guarantor: true,
    pets: false,
    acceptRoommates: false,
    preferences: ['furnished'],
    hobbies: 'Badminton',
    emergencyName: 'Marker-Emergency',
    emergencyPhone: '+8613900139000',
    moveIn: '2027-01-01',
    moveOut: '2027-08-31',
    bedrooms: '1',
    location: { neighbourhoods: ['Annex', 'University'], commuteMode: 'transit', commuteMinutes: 30 },
    parking: false,
    creditReport: false,
    jobProof: true,
    prepay: 0,
    canInspect: 'video',
    parentWechat: 'linhua1970',
    parentPhone: '13800138000',
    message: 'Looking for a quiet one-bedroom near St George.',
    remark: 'Marker-Remark',
    ...over,
  }
}
