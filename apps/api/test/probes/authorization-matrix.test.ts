import { type Locale, translate } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, visitorLogin } from '../helpers/accounts.ts'
import { newUser } from '../modules/agents/agent-fixtures.ts'
import {
  type Caller,
  demandOfA,
  ENDPOINTS,
  type Endpoint,
  type MatrixContext,
  OWNED_THROUGH_PUBLIC_ROUTES,
  type OwnedCheck,
  type Refusal,
  SIGN_IN,
} from './owned-endpoint-fixtures.ts'
import { createProbeApp, fillPath, type Operation, operationKey, type ProbeApp } from './probe-app-fixtures.ts'

const LANGUAGES: Locale[] = ['en-GB', 'zh-Hans-CN']

/**
 * Every route of the OpenAPI document against every kind of caller: nobody, a visitor, two registered users, a
 * broker and an administrator. Routes are classified in owned-endpoint-fixtures.ts; an unclassified route fails here.
 */
describe('authorization matrix', () => {
  let probe: ProbeApp
  let ctx: MatrixContext
  let callers: Record<'visitor' | 'userA' | 'userB' | 'agent' | 'admin', Caller>
  let caller: (token: string) => Promise<Caller>

  beforeAll(async () => {
    probe = await createProbeApp()
    const t = probe.t
    caller = async (token: string): Promise<Caller> => {
      const { user } = (await t.app.inject({ url: '/getInfo', headers: bearer(token) })).json().data
      return { token, email: user.email, userId: user.userId }
    }
    const a = await caller(await newUser(t, 'matrix-a@example.com'))
    const b = await caller(await newUser(t, 'matrix-b@example.com'))
    callers = {
      visitor: await caller(probe.tokens.visitor),
      userA: a,
      userB: b,
      agent: await caller(probe.tokens.agent),
      admin: await caller(probe.tokens.admin),
    }
    ctx = {
      probe,
      a,
      b,
      call: (method, url, who, language = 'en-GB') =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers: { language, ...(who ? bearer(who.token) : {}) },
        }),
    }
  }, 120_000)
  afterAll(() => probe?.t.close())

  /** The route with real records in its path; a user id is the caller's own. */
  const urlOf = (op: Operation, who?: Caller | null) =>
    fillPath(op.path, { ...probe.plausible(op), ...(who ? { userId: who.userId } : {}) })
  const classified = (access: Endpoint['access'][]) =>
    probe.operations.flatMap((op) => {
      const endpoint = ENDPOINTS[operationKey(op)]
      return endpoint && access.includes(endpoint.access) ? [{ op, endpoint }] : []
    })
  const outcome = (res: { statusCode: number; body: string }) => {
    try {
      return { status: res.statusCode, msg: JSON.parse(res.body).msg as unknown }
    } catch {
      return { status: res.statusCode, msg: null }
    }
  }
  const refusalIn = (r: Refusal, language: Locale) => ({ status: r.status, msg: translate(language, r.key) })
  /** The refusals each route's classification says it answers, by status. */
  const refusalsOf = (endpoint: Endpoint): Refusal[] => {
    if (endpoint.access === 'public') return []
    const signedOut = endpoint.signedOut ?? SIGN_IN
    if (endpoint.access === 'admin' || endpoint.access === 'agent') return [signedOut, endpoint.refusal]
    return endpoint.visitors === 'allowed' ? [signedOut] : [signedOut, endpoint.visitors]
  }

  it('classifies every route of the OpenAPI document, and only those', () => {
    const documented = probe.operations.map(operationKey)
    const unclassified = documented.filter((k) => !ENDPOINTS[k])
    expect(
      unclassified,
      `add these routes to test/probes/owned-endpoint-fixtures.ts: ${unclassified.join(', ')}`,
    ).toEqual([])
    const gone = Object.keys(ENDPOINTS).filter((k) => !documented.includes(k))
    expect(gone, 'routes classified but no longer in the OpenAPI document').toEqual([])
  })

  it('documents every refusal a route answers among its error responses', () => {
    const undocumented = probe.operations.flatMap((op) => {
      const endpoint = ENDPOINTS[operationKey(op)]
      if (!endpoint) return []
      const missing = [...new Set(refusalsOf(endpoint).map((r) => String(r.status)))].filter(
        (status) => !op.statuses.includes(status),
      )
      return missing.length > 0 ? [`${operationKey(op)}: ${missing.join(', ')}`] : []
    })
    expect(undocumented).toEqual([])
  })

  it("refuses a caller without a token on every route that needs one, with the route's sign-in answer", async () => {
    const seen: string[] = []
    const want: string[] = []
    for (const { op, endpoint } of classified(['signed-in', 'owned', 'admin', 'agent'])) {
      if (endpoint.access === 'public') continue
      for (const language of LANGUAGES) {
        const res = await ctx.call(op.method, urlOf(op), null, language)
        seen.push(`${operationKey(op)} ${language}: ${JSON.stringify(outcome(res))}`)
        want.push(
          `${operationKey(op)} ${language}: ${JSON.stringify(refusalIn(endpoint.signedOut ?? SIGN_IN, language))}`,
        )
      }
    }
    expect(seen).toEqual(want)
  })

  it('refuses visitors where the route is for registered accounts, and lets them in where it is not', async () => {
    const seen: string[] = []
    const want: string[] = []
    for (const { op, endpoint } of classified(['signed-in', 'owned'])) {
      if (endpoint.access !== 'signed-in' && endpoint.access !== 'owned') continue
      const token = 'endsSession' in endpoint ? (await visitorLogin(probe.t, 'matrix')).access_token : undefined
      const visitor = token ? { ...callers.visitor, token } : callers.visitor
      for (const language of LANGUAGES) {
        const got = outcome(await ctx.call(op.method, urlOf(op, visitor), visitor, language))
        const key = `${operationKey(op)} ${language}`
        if (endpoint.visitors === 'allowed') {
          seen.push(`${key}: ${got.status === 401 || got.status === 403 || got.status >= 500 ? got.status : 'let in'}`)
          want.push(`${key}: let in`)
        } else {
          seen.push(`${key}: ${JSON.stringify(got)}`)
          want.push(`${key}: ${JSON.stringify(refusalIn(endpoint.visitors, language))}`)
        }
        if (token) break
      }
    }
    expect(seen).toEqual(want)
  })

  it('lets registered users, brokers and administrators into signed-in routes', async () => {
    const seen: string[] = []
    for (const { op, endpoint } of classified(['signed-in', 'owned'])) {
      if ('endsSession' in endpoint) continue
      for (const who of ['userA', 'agent', 'admin'] as const) {
        const status = (await ctx.call(op.method, urlOf(op, callers[who]), callers[who])).statusCode
        if (status === 401 || status === 403 || status >= 500) seen.push(`${operationKey(op)} as ${who}: ${status}`)
      }
    }
    expect(seen).toEqual([])
  })

  it('refuses everyone but an administrator on admin routes', async () => {
    const seen: string[] = []
    const want: string[] = []
    for (const { op, endpoint } of classified(['admin'])) {
      if (endpoint.access !== 'admin') continue
      const url = fillPath(op.path, { ...probe.plausible(op), id: 'no-such-application' })
      for (const who of ['visitor', 'userA', 'agent'] as const) {
        for (const language of LANGUAGES) {
          seen.push(
            `${operationKey(op)} as ${who} ${language}: ${JSON.stringify(outcome(await ctx.call(op.method, url, callers[who], language)))}`,
          )
          want.push(
            `${operationKey(op)} as ${who} ${language}: ${JSON.stringify(refusalIn(endpoint.refusal, language))}`,
          )
        }
      }
      const admin = (await ctx.call(op.method, url, callers.admin)).statusCode
      seen.push(`${operationKey(op)} as admin: ${admin === 401 || admin === 403 || admin >= 500 ? admin : 'let in'}`)
      want.push(`${operationKey(op)} as admin: let in`)
    }
    expect(seen).toEqual(want)
  })

  it('refuses everyone but an agent on agent routes, before reading their input', async () => {
    const seen: string[] = []
    const want: string[] = []
    for (const { op, endpoint } of classified(['agent'])) {
      if (endpoint.access !== 'agent') continue
      const url = fillPath(op.path, probe.plausible(op))
      for (const who of ['visitor', 'userA', 'admin'] as const) {
        for (const language of LANGUAGES) {
          seen.push(
            `${operationKey(op)} as ${who} ${language}: ${JSON.stringify(outcome(await ctx.call(op.method, url, callers[who], language)))}`,
          )
          want.push(
            `${operationKey(op)} as ${who} ${language}: ${JSON.stringify(refusalIn(endpoint.refusal, language))}`,
          )
        }
      }
      const agent = (await ctx.call(op.method, url, callers.agent)).statusCode
      seen.push(`${operationKey(op)} as agent: ${agent === 401 || agent === 403 || agent >= 500 ? agent : 'let in'}`)
      want.push(`${operationKey(op)} as agent: let in`)
    }
    expect(seen).toEqual(want)
  })

  it('answers public routes to every caller', async () => {
    const seen: string[] = []
    for (const { op } of classified(['public'])) {
      for (const who of [null, 'visitor', 'userA', 'agent', 'admin'] as const) {
        const status = (await ctx.call(op.method, urlOf(op), who ? callers[who] : null)).statusCode
        if (status === 401 || status === 403 || status >= 500) seen.push(`${operationKey(op)} as ${who}: ${status}`)
      }
    }
    expect(seen).toEqual([])
  })

  it("never shows an agent another agent's clients or any of their activity", async () => {
    const t = probe.t
    // The demo agent's app has clients with activity (the demo data); a second broker with a live app of their own asks.
    const rival = await caller(await newUser(t, 'matrix-rival@example.com'))
    await t.app.users.makeAgent(rival.userId)
    const token = (await passwordLogin(t, 'matrix-rival@example.com', 'secret-pass')).json().data.access_token
    const order = await t.app.inject({
      method: 'POST',
      url: '/house/api/order/v1',
      headers: bearer(token),
      payload: { plan: 'monthly' },
    })
    await t.app.inject({
      method: 'POST',
      url: `/house/api/order/v1/${order.json().data.id}/mark-paid`,
      headers: bearer(probe.tokens.admin),
    })
    const theirs = await t.app.inject({ url: '/house/api/activity/v1/clients', headers: bearer(probe.tokens.agent) })
    const clients: { userId: string; name: string }[] = theirs.json().data.items
    expect(clients.length).toBeGreaterThan(0)
    const leaks: string[] = []
    const urls = [
      '/house/api/activity/v1/clients',
      '/house/api/activity/v1/clients?type=user',
      ...clients.map((c) => `/house/api/activity/v1/clients?q=${encodeURIComponent(c.name.slice(0, 4))}`),
      '/house/api/activity/v1/active?period=YEAR',
      '/house/api/activity/v1/dashboard?period=YEAR',
      ...clients.map((c) => `/house/api/activity/v1/clients/${c.userId}`),
    ]
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: bearer(token) })
      if (res.statusCode !== 200 && res.statusCode !== 404) leaks.push(`${url}: ${res.statusCode}`)
      for (const c of clients)
        if (res.body.includes(c.userId) || res.body.includes(c.name)) leaks.push(`${url} shows ${c.name}`)
    }
    const board = await t.app.inject({ url: '/house/api/activity/v1/dashboard?period=YEAR', headers: bearer(token) })
    expect(board.json().data).toMatchObject({ clients: 0, activeClients: 0, views: 0, favourites: 0 })
    expect(leaks).toEqual([])
  })

  it("never shows an agent another agent's leads, nor lets her change one", async () => {
    const t = probe.t
    const app = await t.app.inject({ url: '/house/api/app/v1/mine', headers: bearer(probe.tokens.agent) })
    const marker = `Matrix lead ${ctx.a.userId.slice(0, 8)}`
    const sent = await t.app.inject({
      method: 'POST',
      url: '/house/api/activity/v1/leads',
      headers: bearer(ctx.a.token),
      payload: {
        kind: 'ask',
        appId: app.json().data.app.appId,
        mlNum: probe.mlNum,
        name: marker,
        phone: '4165550199',
        email: 'matrix-lead@example.com',
        message: 'Is it still available?',
        consent: true,
      },
    })
    expect(sent.statusCode).toBe(201)
    const id: string = sent.json().data.id
    const own = await t.app.inject({ url: `/house/api/activity/v1/leads/${id}`, headers: bearer(probe.tokens.agent) })
    expect(own.body).toContain(marker)
    await newUser(t, 'matrix-lead-rival@example.com')
    const first = (await passwordLogin(t, 'matrix-lead-rival@example.com', 'secret-pass')).json().data.access_token
    const info = await t.app.inject({ url: '/getInfo', headers: bearer(first) })
    await t.app.users.makeAgent(info.json().data.user.userId)
    const token = (await passwordLogin(t, 'matrix-lead-rival@example.com', 'secret-pass')).json().data.access_token
    const leaks: string[] = []
    for (const url of [
      '/house/api/activity/v1/leads',
      `/house/api/activity/v1/leads?q=${encodeURIComponent(marker)}`,
      `/house/api/activity/v1/leads?clientId=${ctx.a.userId}`,
      '/house/api/activity/v1/leads?urgency=1',
      `/house/api/activity/v1/leads/${id}`,
    ]) {
      const res = await t.app.inject({ url, headers: bearer(token) })
      if (res.statusCode !== 200 && res.statusCode !== 404) leaks.push(`${url}: ${res.statusCode}`)
      if (res.body.includes(marker) || res.body.includes(id)) leaks.push(`${url} shows the lead`)
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/house/api/activity/v1/leads/${id}`,
      headers: bearer(token),
      payload: { status: 'closed', urgency: 3, note: 'taken' },
    })
    if (put.statusCode !== 404) leaks.push(`PUT another agent's lead: ${put.statusCode}`)
    const after = await t.app.inject({ url: `/house/api/activity/v1/leads/${id}`, headers: bearer(probe.tokens.agent) })
    expect(after.json().data).toMatchObject({ status: 'new', urgency: 1, note: null })
    expect(leaks).toEqual([])
  })

  it("never gives user B what belongs to user A, and leaves A's records as they were", async () => {
    const checks: [string, OwnedCheck][] = [
      ...Object.entries(ENDPOINTS).flatMap(([k, e]): [string, OwnedCheck][] =>
        e.access === 'owned' ? [[k, e.owned]] : [],
      ),
      ...Object.entries(OWNED_THROUGH_PUBLIC_ROUTES),
    ]
    const leaks: string[] = []
    for (const [name, check] of checks) {
      const { method, url, marker, intact } = await check.setup(ctx)
      const asB = await ctx.call(method, url, ctx.b)
      if (asB.body.includes(marker)) leaks.push(`${name}: B's answer holds A's ${marker}`)
      if (check.expect === 'refused' && asB.statusCode !== 403 && asB.statusCode !== 404)
        leaks.push(`${name}: B was answered ${asB.statusCode}, not refused`)
      if (check.expect === 'caller-scoped' && asB.statusCode !== 200)
        leaks.push(`${name}: B was answered ${asB.statusCode} on a route for the caller's own records`)
      // A still gets the record: the check above looked at something real.
      const asA = await ctx.call(intact ? 'GET' : method, intact ?? url, ctx.a)
      const json = String(asA.headers['content-type']).startsWith('application/json')
      if (asA.statusCode !== 200 || (json && !asA.body.includes(marker)))
        leaks.push(`${name}: A's own request answered ${asA.statusCode} without ${marker}`)
    }
    expect(checks.length).toBeGreaterThan(5)
    expect(leaks).toEqual([])
  })

  it("never shows an agent a student's personal data from a demand before the student accepts the agent's request", async () => {
    const asAgent = async (method: string, url: string, payload?: object) => {
      const res = await probe.t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(callers.agent.token),
        ...(payload ? { payload } : {}),
      })
      return { status: res.statusCode, body: res.body }
    }
    const OTHER_AGENT_ROUTES = ['/house/api/rental/v1/reservation?side=agent', '/house/api/notice/v1']
    const before = new Map<string, string>()
    for (const url of OTHER_AGENT_ROUTES) before.set(url, (await asAgent('GET', url)).body)
    const { id, marker } = await demandOfA(ctx)
    const personal = [marker, ctx.a.email, '4165550100']
    const lists = ['/house/api/rental/v1/demand', '/house/api/rental/v1/demand?school=university-of-toronto-st-george']
    const seen: string[] = []
    for (const url of lists) {
      const { status, body } = await asAgent('GET', url)
      seen.push(`${url}: ${status} ${body.includes(id) ? 'shows the demand' : 'no demand'}`)
      for (const p of personal) if (body.includes(p)) seen.push(`${url} before consent: holds ${p}`)
    }
    const asked = await asAgent('POST', `/house/api/rental/v1/demand/${id}/contact`, {})
    for (const p of personal) if (asked.body.includes(p)) seen.push(`the request's answer holds ${p}`)
    // Other routes an agent can reach never carry a demand's details: nothing of the student's there that was not
    // there before the demand (a room A reserved earlier may be one of this agent's leases, and a reservation is
    // sent, with its contact, to the listing's agent).
    for (const url of OTHER_AGENT_ROUTES) {
      const { body } = await asAgent('GET', url)
      for (const p of personal) if (body.includes(p) && !before.get(url)?.includes(p)) seen.push(`${url}: holds ${p}`)
    }
    expect(seen).toEqual(lists.map((url) => `${url}: 200 shows the demand`))
    const requestId = JSON.parse(asked.body).data.contactRequest.id
    const accepted = await ctx.call('POST', `/house/api/rental/v1/demand/${id}/contact/${requestId}/accept`, ctx.a)
    expect(accepted.statusCode).toBe(200)
    const after = await asAgent('GET', '/house/api/rental/v1/demand')
    for (const p of personal) expect(after.body).toContain(p)
  })
})
