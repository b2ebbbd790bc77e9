import type { FastifyInstance } from 'fastify'
import type { NewAccount } from '../modules/users/users-service.ts'

/** The password of every demo account. */
export const DEMO_PASSWORD = 'maplenest-demo'

type DemoAccount = Omit<NewAccount, 'passwordHash'> & { email: string }

/** One account per kind of signed-in person, for trying the product and for end-to-end tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    type: 'user',
    email: 'buyer@demo.maplenest.ca',
    phonenumber: '+14165550101',
    userName: 'Daniel Wong',
    language: 'en-GB',
  },
  {
    type: 'agent',
    email: 'agent@demo.maplenest.ca',
    phonenumber: '+14165550102',
    userName: 'Olivia Chen',
    orgName: 'Maple & King Realty Inc., Brokerage',
    isBroker: true,
    language: 'en-GB',
  },
  {
    type: 'admin',
    email: 'admin@demo.maplenest.ca',
    phonenumber: '+14165550103',
    userName: 'MapleNest Admin',
    language: 'en-GB',
  },
]

/** Creates the demo accounts that do not exist yet (by e-mail); running it again changes nothing. */
export async function seedDemoAccounts(app: FastifyInstance): Promise<number> {
  let added = 0
  for (const demo of DEMO_ACCOUNTS) {
    if (await app.users.findByEmail(demo.email)) continue
    const passwordHash = await app.auth.hashPassword(DEMO_PASSWORD)
    // null when another process added it in between: fine, it exists.
    if (await app.users.createAccount({ ...demo, passwordHash })) added += 1
  }
  return added
}
