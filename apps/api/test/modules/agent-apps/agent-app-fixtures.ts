import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, passwordLogin, visitorLogin } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { newUser } from '../agents/agent-fixtures.ts'

/** A built web app's index.html as Vite writes it (with the manifest link the PWA plugin adds). */
const INDEX_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" />
<meta name="theme-color" content="#e9fff7" />
<meta name="description" content="MapleNest: homes for sale and for rent in Toronto and Vancouver, in English and Chinese." />
<meta name="apple-mobile-web-app-title" content="MapleNest" />
<link rel="apple-touch-icon" sizes="180x180" href="/h5/apple-touch-icon-180x180.png" />
<title>MapleNest</title><link rel="manifest" href="/h5/manifest.webmanifest"></head><body><div id="root"></div><noscript>MapleNest needs JavaScript to run. 请启用 JavaScript 以使用 MapleNest。</noscript></body></html>`

export interface AppsTest {
  t: TestApp
  tokens: { visitor: string; buyer: string; agent: string; admin: string }
  headers: (token: string, language?: string) => Record<string, string>
  call: (
    method: string,
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => Promise<{ status: number; body: ReturnType<JSON['parse']>; raw: string; type: string }>
  /** Signs the demo accounts in again (after the clock moved past their tokens' lifetime). */
  refreshTokens(): Promise<void>
  /** A new broker (type agent), signed in: their user id and token. */
  newBroker(email: string): Promise<{ userId: string; token: string }>
  /** Orders a plan as a broker and has the administrator mark it paid: the broker's app is live. */
  liveAppOf(token: string): Promise<string>
}

/** The app on the tiny demo data (with the demo agent's live app) and a built page to serve under /h5/. */
export async function createAppsTest(env: Record<string, string> = {}): Promise<AppsTest> {
  const web = await mkdtemp(join(tmpdir(), 'maplenest-web-'))
  await writeFile(join(web, 'index.html'), INDEX_HTML)
  const t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: web,
    ...env,
  })
  t.clock.now = TEST_ANCHOR
  await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
  const login = async (email: string) => (await passwordLogin(t, email, DEMO_PASSWORD)).json().data.access_token
  const tokens = {
    visitor: (await visitorLogin(t)).access_token as string,
    buyer: await login('buyer@demo.maplenest.ca'),
    agent: await login('agent@demo.maplenest.ca'),
    admin: await login('admin@demo.maplenest.ca'),
  }
  const headers = (token: string, language = 'en-GB') => ({ ...bearer(token), language })
  const call: AppsTest['call'] = async (method, url, h = {}, payload) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: h,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    const type = String(res.headers['content-type'] ?? '')
    return { status: res.statusCode, body: type.includes('json') ? res.json() : res.body, raw: res.body, type }
  }
  return {
    t,
    tokens,
    headers,
    call,
    async refreshTokens() {
      tokens.visitor = (await visitorLogin(t)).access_token
      tokens.buyer = await login('buyer@demo.maplenest.ca')
      tokens.agent = await login('agent@demo.maplenest.ca')
      tokens.admin = await login('admin@demo.maplenest.ca')
    },
    async newBroker(email) {
      const token = await newUser(t, email)
      const info = await call('GET', '/getInfo', bearer(token))
      const userId: string = info.body.data.user.userId
      await t.app.users.makeAgent(userId)
      const again = await passwordLogin(t, email, 'secret-pass')
      return { userId, token: again.json().data.access_token }
    },
    async liveAppOf(token) {
      const order = await call('POST', '/house/api/order/v1', bearer(token), { plan: 'monthly' })
      if (order.status !== 201) throw new Error(`order failed: ${order.raw}`)
      const paid = await call('POST', `/house/api/order/v1/${order.body.data.id}/mark-paid`, bearer(tokens.admin))
      if (paid.status !== 200) throw new Error(`mark-paid failed: ${paid.raw}`)
      const mine = await call('GET', '/house/api/app/v1/mine', bearer(token))
      return mine.body.data.app.appId
    },
  }
}
