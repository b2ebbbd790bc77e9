import { type MessageKey, toShowingTime } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { apply } from '../modules/agents/agent-fixtures.ts'
import { issueContract } from '../modules/contracts/contract-fixtures.ts'
import { feedbackForm } from '../modules/feedback/feedback-fixtures.ts'
import type { ProbeApp } from './probe-app-fixtures.ts'

/**
 * Who may call each route of the OpenAPI document. A module that adds a route adds it here, or the authorization
 * matrix fails naming it:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: a token is needed (a visitor's token too, unless `visitors` says how they are refused);
 * - `owned`: signed-in, and the route reads or changes records of one user: `owned` shows, with user A's record,
 *   that user B never gets it (refused, or answered with B's own records only, A's left as they were);
 * - `admin`: administrators only, everyone else refused with `refusal`;
 * - `agent`: agents (brokers) only, everyone else refused with `refusal` before the input is read.
 * Refusals name the status and catalogue key the client sees; without a token the default is the spec's
 * 401 'Your sign-in has expired. Please sign in again.' that sends the app to sign-in, and a visitor on a route for
 * registered accounts gets 403 'Sign in or create an account to do this.', as no renewal of their token would help.
 */
export type Endpoint =
  | { access: 'public' }
  | { access: 'signed-in'; signedOut?: Refusal; visitors: 'allowed' | Refusal; endsSession?: true }
  | { access: 'owned'; signedOut?: Refusal; visitors: 'allowed' | Refusal; owned: OwnedCheck }
  | { access: 'admin'; signedOut?: Refusal; refusal: Refusal }
  | { access: 'agent'; signedOut?: Refusal; refusal: Refusal }

export interface Refusal {
  status: 401 | 403
  key: MessageKey
}

export interface Caller {
  token: string
  userId: string
  email: string
}

export interface MatrixContext {
  probe: ProbeApp
  a: Caller
  b: Caller
  call(method: string, url: string, caller: Caller | null, language?: string): Promise<LightMyRequestResponse>
}

/**
 * How a route keeps one user's records from another. `setup` gives user A a record and returns the request B makes
 * for it and a text that only A's record holds. `refused`: B is answered 403 or 404. `caller-scoped`: the route
 * works on the caller's own records, so B's answer succeeds but holds nothing of A's, and `intact` (A's view)
 * still holds the marker afterwards.
 */
export interface OwnedCheck {
  expect: 'refused' | 'caller-scoped'
  setup(ctx: MatrixContext): Promise<{ method: string; url: string; marker: string; intact?: string }>
}

export const SIGN_IN: Refusal = { status: 401, key: 'error.unauthorized' }
/** A visitor on an account-only route: their token is alive, so no renewal would help (403, not 401). */
const REGISTERED_ONLY: Refusal = { status: 403, key: 'error.registeredOnly' }
const AGENT_REGISTERED_ONLY: Refusal = { status: 403, key: 'agent.api.registeredOnly' }
const ADMIN_ONLY: Refusal = { status: 403, key: 'agent.api.adminOnly' }
const ACCOUNT_ONLY: Refusal = { status: 403, key: 'account.error.registeredOnly' }
const PUSH_REGISTERED_ONLY: Refusal = { status: 403, key: 'push.api.registeredOnly' }
const BANNER_ADMIN_ONLY: Refusal = { status: 403, key: 'banner.api.adminOnly' }
const BROKERS_ONLY: Refusal = { status: 403, key: 'agentApp.api.brokerOnly' }
const ORDER_ADMINS: Refusal = { status: 403, key: 'order.api.adminOnly' }
const ACTIVITY_BROKERS: Refusal = { status: 403, key: 'activity.api.brokerOnly' }
const LEADS_AGENTS: Refusal = { status: 403, key: 'lead.api.agentOnly' }

/** An app log of A's, with a page name only it holds. */
async function appLogOfA(ctx: MatrixContext): Promise<string> {
  const pageName = `/pages/log-of/${ctx.a.userId}`
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/appLog/v1/add',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: { pageName, userId: ctx.a.userId },
  })
  if (res.statusCode !== 200) throw new Error(`A could not log: ${res.body}`)
  return pageName
}

/** A listing in A's favourites. */
async function favouriteOfA(ctx: MatrixContext): Promise<string> {
  const mlNum = ctx.probe.mlNum
  const url = `/house/api/attention/v1/addAttention/${mlNum}/listing/${ctx.a.userId}`
  const added = await ctx.call('POST', url, ctx.a)
  if (added.statusCode !== 200) throw new Error(`A could not save ${mlNum}: ${added.body}`)
  return mlNum
}

/** A listing in A's compare basket. */
async function comparedByA(ctx: MatrixContext): Promise<string> {
  const mlNum = ctx.probe.mlNum
  const added = await ctx.call('PUT', `/house/api/compare/v1/${mlNum}`, ctx.a)
  if (added.statusCode !== 200) throw new Error(`A could not compare ${mlNum}: ${added.body}`)
  return mlNum
}

/** A public share of A's favourites, by its token. */
async function shareOfA(ctx: MatrixContext): Promise<string> {
  const mlNum = await favouriteOfA(ctx)
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/attention/v1/share',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: { items: [{ type: 'listing', targetId: mlNum }] },
  })
  if (res.statusCode !== 200) throw new Error(`A could not share: ${res.body}`)
  return res.json().data.token
}

/** A listing A has viewed, so it is in A's browsing history. */
async function viewedByA(ctx: MatrixContext): Promise<string> {
  const mlNum = ctx.probe.mlNum
  const seen = await ctx.call('GET', `/house/api/listing/v1/${mlNum}`, ctx.a)
  if (seen.statusCode !== 200) throw new Error(`A could not view ${mlNum}: ${seen.body}`)
  return mlNum
}

let applicationOfA: Promise<{ practiceName: string; photoKey: string }> | null = null

/** A broker application by A (pending), with its photo kept as a private file until an admin approves it. */
function applyAsA(ctx: MatrixContext) {
  applicationOfA ??= (async () => {
    const practiceName = `Practice of ${ctx.a.email}`
    const sent = await apply(ctx.probe.t, ctx.a.token, {
      name: 'Applicant A',
      practiceName,
      email: ctx.a.email,
      appointmentStart: '09:00',
      appointmentEnd: '18:00',
      location: 'Toronto, ON',
      languages: ['english'],
    })
    if (sent.status !== 201) throw new Error(`A could not apply: ${JSON.stringify(sent.body)}`)
    const result = (await ctx.probe.t.database.db.execute(
      sql`select photo_key as "photoKey" from agent_applications where id = ${sent.body.data.id}`,
    )) as unknown as { rows: { photoKey: string }[] }
    const photoKey = result.rows[0]?.photoKey
    if (!photoKey) throw new Error('the application kept no photo')
    return { practiceName, photoKey }
  })()
  return applicationOfA
}

/** A feedback of A's, with a text only it holds. */
async function feedbackOfA(ctx: MatrixContext): Promise<{ id: string; text: string }> {
  const text = `Feedback of ${ctx.a.email}`
  const form = feedbackForm({ type: '0', text })
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/feedback/v1',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${ctx.a.token}` },
  })
  if (res.statusCode !== 201) throw new Error(`A could not send feedback: ${res.body}`)
  return { id: res.json().data.id, text }
}

/** A notification for A, with a text only it holds. */
async function noticeForA(ctx: MatrixContext): Promise<string> {
  const title = `Contract of ${ctx.a.email}`
  await ctx.probe.t.app.notices.notify(ctx.a.userId, 'contract.updated', { title, status: 'signed' })
  return title
}

let showingsBooked = 0

/**
 * A showing A booked, two days after the probe's clock on the listing city's clock, an hour after the one before
 * (a person's showings must be 30 minutes apart); its id.
 */
async function showingOfA(ctx: MatrixContext): Promise<string> {
  const hour = 9 + (showingsBooked++ % 12)
  const [listing] = (
    (await ctx.probe.t.database.db.execute(
      sql`select ml_num, city from listings where lsc in ('new', 'pc', 'ext', 'bom') order by ml_num limit 1`,
    )) as unknown as { rows: { ml_num: string; city: 'toronto' | 'vancouver' }[] }
  ).rows
  if (!listing) throw new Error('no available listing to book')
  const day = new Date(ctx.probe.t.clock.now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10)
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/appointment/v1',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: {
      mlNum: listing.ml_num,
      time: toShowingTime(day, `${String(hour).padStart(2, '0')}:00`, listing.city),
      name: 'Probe A',
      phone: '4165550100',
      email: ctx.a.email,
    },
  })
  if (res.statusCode !== 201) throw new Error(`A could not book a showing: ${res.body}`)
  return res.json().data.id
}

/** A search A saved, named with a text only A's search holds; its id and that name. */
async function savedSearchOfA(ctx: MatrixContext): Promise<{ id: string; marker: string }> {
  const marker = `Probe A of ${ctx.a.email}`.slice(0, 60)
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/search/v1/saved',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: { name: marker, query: { city: 'toronto', sr: 'Sale', district: 'North York' }, frequency: 'instant' },
  })
  if (res.statusCode !== 201) throw new Error(`A could not save a search: ${res.body}`)
  return { id: res.json().data.id, marker }
}

/** A route of one of A's saved searches that B must be refused (404, as if there were none). */
const savedSearchRoute = (method: string, suffix = ''): Endpoint => ({
  access: 'owned',
  visitors: REGISTERED_ONLY,
  owned: {
    expect: 'refused',
    setup: async (ctx) => {
      const { id } = await savedSearchOfA(ctx)
      return {
        method,
        url: `/house/api/search/v1/saved/${id}${suffix}`,
        marker: id,
        intact: '/house/api/search/v1/saved',
      }
    },
  },
})

let registrationsOfA = 0

/** A's registration for updates on a project (one A has not registered on yet), routed to the queue; its id. */
async function preconRegistrationOfA(ctx: MatrixContext): Promise<string> {
  const result = (await ctx.probe.t.database.db.execute(
    sql`select id from precons_projects order by id offset ${registrationsOfA++} limit 1`,
  )) as unknown as { rows: { id: string }[] }
  const projectId = result.rows[0]?.id
  if (!projectId) throw new Error('no project left for A to register on')
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/precons/v1/registrations',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: { kind: 'updates', projectId, name: 'Probe A', email: ctx.a.email, consent: true },
  })
  if (res.statusCode !== 201) throw new Error(`A could not register on ${projectId}: ${res.body}`)
  return res.json().data.id
}

/** A rental demand A published, with a text only A's demand holds; its id and that text. */
export async function demandOfA(ctx: MatrixContext): Promise<{ id: string; marker: string }> {
  const marker = `Probe A of ${ctx.a.email}`.slice(0, 50)
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/rental/v1/demand',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: {
      name: marker,
      phone: '4165550100',
      email: ctx.a.email,
      school: 'university-of-toronto-st-george',
      budget: 2600,
      bedrooms: '1',
      moveIn: '2027-01-01',
      moveOut: '2027-06-30',
      location: { neighbourhoods: ['Annex', 'University'], commuteMode: 'transit', commuteMinutes: 30 },
    },
  })
  if (res.statusCode !== 201) throw new Error(`A could not publish a demand: ${res.body}`)
  return { id: res.json().data.id, marker }
}

/** The demo agent's request to contact A about A's demand; the demand's and the request's ids. */
async function contactRequestToA(ctx: MatrixContext): Promise<{ id: string; requestId: string }> {
  const { id } = await demandOfA(ctx)
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: `/house/api/rental/v1/demand/${id}/contact`,
    headers: { authorization: `Bearer ${ctx.probe.tokens.agent}` },
    payload: {},
  })
  if (res.statusCode !== 200) throw new Error(`the agent could not ask A: ${res.body}`)
  return { id, requestId: res.json().data.contactRequest.id }
}

/** A room reservation A made, of a lease A has no live reservation of; its id. */
async function reservationOfA(ctx: MatrixContext): Promise<string> {
  const [lease] = (
    (await ctx.probe.t.database.db.execute(
      sql`select ml_num from listings l where sr = 'Lease' and status = 'A' and lsc in ('new', 'pc', 'ext', 'bom')
          and not exists (select 1 from rental_reservations r where r.ml_num = l.ml_num and r.student_id = ${ctx.a.userId})
          order by ml_num limit 1`,
    )) as unknown as { rows: { ml_num: string }[] }
  ).rows
  if (!lease) throw new Error('no lease left to reserve')
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/rental/v1/reservation',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: {
      mlNum: lease.ml_num,
      moveIn: '2027-01-01',
      moveOut: '2027-06-30',
      occupants: 1,
      name: 'Probe A',
      phone: '4165550100',
      email: ctx.a.email,
    },
  })
  if (res.statusCode !== 201) throw new Error(`A could not reserve: ${res.body}`)
  return res.json().data.id
}

/** A route of one of A's reservations that B must be refused. */
const reservationRoute = (method: string, suffix = ''): Endpoint => ({
  access: 'owned',
  visitors: REGISTERED_ONLY,
  owned: {
    expect: 'refused',
    setup: async (ctx) => {
      const id = await reservationOfA(ctx)
      return {
        method,
        url: `/house/api/rental/v1/reservation/${id}${suffix}`,
        marker: id,
        intact: `/house/api/rental/v1/reservation/${id}`,
      }
    },
  },
})

/** A's answer to an agent's request: B must be refused, and the request stays undecided. */
const contactAnswerRoute = (answer: 'accept' | 'decline'): Endpoint => ({
  access: 'owned',
  visitors: REGISTERED_ONLY,
  owned: {
    expect: 'refused',
    setup: async (ctx) => {
      const { id, requestId } = await contactRequestToA(ctx)
      return {
        method: 'POST',
        url: `/house/api/rental/v1/demand/${id}/contact/${requestId}/${answer}`,
        marker: requestId,
        intact: '/house/api/rental/v1/demand/mine',
      }
    },
  },
})

/** Routes of the administrators' scam-report queue. */
const REPORTS_ADMIN_ONLY: Refusal = { status: 403, key: 'rental.api.adminOnly' }

/** A route of one of A's showings that B must be refused (404, as if there were none). */
const showingRoute = (method: string, suffix = ''): Endpoint => ({
  access: 'owned',
  visitors: REGISTERED_ONLY,
  owned: {
    expect: 'refused',
    setup: async (ctx) => {
      const id = await showingOfA(ctx)
      return {
        method,
        url: `/house/api/appointment/v1/${id}${suffix}`,
        marker: id,
        intact: `/house/api/appointment/v1/${id}`,
      }
    },
  },
})

/** A lease contract the demo agent issued to A, with an address only it holds. */
async function contractOfA(ctx: MatrixContext): Promise<{ id: string; address: string }> {
  const address = `Lease of ${ctx.a.email}`
  const sent = await issueContract(ctx.probe.t, ctx.probe.tokens.agent, { tenant: ctx.a.email, address })
  if (sent.status !== 201) throw new Error(`the agent could not issue A a contract: ${JSON.stringify(sent.body)}`)
  return { id: sent.body.data.id, address }
}

/** The stored key of a contract's PDF. */
async function leaseKeyOf(ctx: MatrixContext, contractId: string): Promise<string> {
  const result = (await ctx.probe.t.database.db.execute(
    sql`select file_key as "fileKey" from contracts where id = ${contractId}`,
  )) as unknown as { rows: { fileKey: string }[] }
  const key = result.rows[0]?.fileKey
  if (!key) throw new Error('the contract kept no file')
  return key
}

/** A route on one of A's contracts: B, on none of them, is refused (403) and A still reads it. */
const contractRoute = (method: string, suffix = ''): Endpoint => ({
  access: 'owned',
  visitors: REGISTERED_ONLY,
  owned: {
    expect: 'refused',
    setup: async (ctx) => {
      const { id, address } = await contractOfA(ctx)
      const url = `/house/api/contract/v1/${id}`
      return { method, url: `${url}${suffix}`, marker: address, ...(method === 'GET' ? {} : { intact: url }) }
    },
  },
})

/** A conversation of A's with the assistant, titled with a text only it holds; its id. */
async function conversationOfA(ctx: MatrixContext): Promise<{ id: string; title: string }> {
  const title = `Homes for ${ctx.a.email}`.slice(0, 60)
  const res = await ctx.probe.t.app.inject({
    method: 'POST',
    url: '/house/api/chat/v1/sessions',
    headers: { authorization: `Bearer ${ctx.a.token}` },
    payload: { title },
  })
  if (res.statusCode !== 201) throw new Error(`A could not start a conversation: ${res.body}`)
  return { id: res.json().data.id, title }
}

/** A route on one of A's conversations: B is refused (403) and A still reads it. */
const conversationRoute = (method: string): Endpoint => ({
  access: 'owned',
  visitors: 'allowed',
  owned: {
    expect: 'refused',
    setup: async (ctx) => {
      const { id, title } = await conversationOfA(ctx)
      const url = `/house/api/chat/v1/sessions/${id}`
      return { method, url, marker: title, ...(method === 'GET' ? {} : { intact: url }) }
    },
  },
})

export const ENDPOINTS: Record<string, Endpoint> = {
  'GET /house/api/user/v1/{userId}': {
    access: 'owned',
    visitors: 'allowed',
    owned: {
      expect: 'refused',
      setup: async ({ a }) => ({ method: 'GET', url: `/house/api/user/v1/${a.userId}`, marker: a.email }),
    },
  },
  'GET /getInfo': {
    access: 'owned',
    visitors: 'allowed',
    owned: { expect: 'caller-scoped', setup: async ({ a }) => ({ method: 'GET', url: '/getInfo', marker: a.email }) },
  },
  // The caller's own account only: no route names another user (test/modules/account shows B's calls leave A as it was).
  'PUT /house/api/user/v1/profile': { access: 'signed-in', visitors: ACCOUNT_ONLY },
  'POST /house/api/user/v1/avatar': { access: 'signed-in', visitors: ACCOUNT_ONLY },
  'GET /house/api/user/v1/counts': { access: 'signed-in', visitors: ACCOUNT_ONLY },
  'POST /house/api/user/v1/cancel': { access: 'signed-in', visitors: ACCOUNT_ONLY, endsSession: true },
  // DEV_OUTBOX only (never in production, nor with SMTP_URL set), from this machine: what was sent to an address.
  'GET /dev/outbox': { access: 'public' },
  'POST /auth/code/email': { access: 'public' },
  'POST /auth/code/sms': { access: 'public' },
  'POST /auth/login': { access: 'public' },
  'GET /auth/social': { access: 'public' },
  // Sign in with Apple's form post: a redirect carrying Apple's answer; the token is verified by /auth/login.
  'POST /h5/pages/my/public/applewebview': { access: 'public' },
  'GET /auth/check': { access: 'public' },
  'GET /auth/verify': { access: 'public' },
  'POST /auth/refresh': { access: 'public' },
  'POST /auth/logout': { access: 'signed-in', visitors: 'allowed', endsSession: true },
  'POST /auth/register': { access: 'public' },
  'POST /auth/password/reset': { access: 'public' },
  'GET /house/api/vow/v1/terms': { access: 'public' },
  'POST /house/api/vow/v1/accept': {
    access: 'signed-in',
    visitors: { status: 403, key: 'vowTerms.registeredOnly' },
  },
  'GET /house/api/listing/v1/agent/{agentId}': { access: 'public' },
  'GET /house/api/listing/v1/search': { access: 'public' },
  'GET /house/api/listing/v1/suggest': { access: 'public' },
  'GET /house/api/listing/v1/{mlNum}': { access: 'public' },
  // Locked, with nothing sold in it, without the VOW terms (test/modules/comparables).
  'GET /house/api/listing/v1/{mlNum}/comparables': { access: 'public' },
  // Counts in buckets, so no one person's showing or save can be read (test/modules/listing-demand).
  'GET /house/api/listing/v1/{mlNum}/demand': { access: 'public' },
  // Sold and leased figures inside follow the VOW rule (test/modules/buildings); the rest is public listing data.
  'GET /house/api/building/v1': { access: 'public' },
  'GET /house/api/browse/v1': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/browse/v1', marker: await viewedByA(ctx) }),
    },
  },
  'DELETE /house/api/browse/v1': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'DELETE',
        url: '/house/api/browse/v1',
        marker: await viewedByA(ctx),
        intact: '/house/api/browse/v1',
      }),
    },
  },
  'DELETE /house/api/browse/v1/{mlNum}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => {
        const mlNum = await viewedByA(ctx)
        return { method: 'DELETE', url: `/house/api/browse/v1/${mlNum}`, marker: mlNum, intact: '/house/api/browse/v1' }
      },
    },
  },
  'POST /house/api/attention/v1/addAttention/{id}/{type}/{id2}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      // B naming A's user id is refused; A's own request (the same URL) answers the favourite.
      expect: 'refused',
      setup: async (ctx) => {
        const mlNum = await favouriteOfA(ctx)
        return {
          method: 'POST',
          url: `/house/api/attention/v1/addAttention/${mlNum}/listing/${ctx.a.userId}`,
          marker: mlNum,
        }
      },
    },
  },
  'GET /house/api/attention/v1/list': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/attention/v1/list', marker: await favouriteOfA(ctx) }),
    },
  },
  'GET /house/api/attention/v1/ids': {
    // A visitor has nothing hearted: an empty list rather than a refusal, so cards can ask without a detour.
    access: 'owned',
    visitors: 'allowed',
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/attention/v1/ids?type=listing',
        marker: await favouriteOfA(ctx),
      }),
    },
  },
  'DELETE /house/api/attention/v1/{type}/{targetId}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => {
        const mlNum = await favouriteOfA(ctx)
        return {
          method: 'DELETE',
          url: `/house/api/attention/v1/listing/${mlNum}`,
          marker: mlNum,
          intact: '/house/api/attention/v1/list',
        }
      },
    },
  },
  'POST /house/api/attention/v1/share': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/compare/v1': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/compare/v1', marker: await comparedByA(ctx) }),
    },
  },
  'PUT /house/api/compare/v1/{mlNum}': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'DELETE /house/api/compare/v1/{mlNum}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => {
        const mlNum = await comparedByA(ctx)
        return {
          method: 'DELETE',
          url: `/house/api/compare/v1/${mlNum}`,
          marker: mlNum,
          intact: '/house/api/compare/v1',
        }
      },
    },
  },
  'POST /house/api/compare/v1/merge': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/compare/v1/table': { access: 'public' },
  'GET /house/api/attention/v1/share': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/attention/v1/share', marker: await shareOfA(ctx) }),
    },
  },
  'GET /house/api/attention/v1/share/{token}': { access: 'public' },
  'DELETE /house/api/attention/v1/share/{token}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      // Someone else's share answers 404, as if there were none; A's share stays readable.
      expect: 'refused',
      setup: async (ctx) => {
        const token = await shareOfA(ctx)
        const url = `/house/api/attention/v1/share/${token}`
        return { method: 'DELETE', url, marker: token, intact: url }
      },
    },
  },
  'GET /house/api/common/v1/exchangeRate': { access: 'public' },
  'GET /house/api/media/v1/{mlNum}/{file}': { access: 'public' },
  'GET /house/api/file/v1/{*}': {
    // Public kinds (avatars, logos) by their plain URL; a private kind only to its owner and administrators.
    access: 'public',
  },
  'GET /house/api/map/v1/clusters': { access: 'public' },
  'POST /house/api/map/v1/area': { access: 'public' },
  'POST /house/api/map/v1/share': {
    access: 'signed-in',
    signedOut: { status: 403, key: 'map.api.share.signIn' },
    visitors: { status: 403, key: 'map.api.share.signIn' },
  },
  'GET /house/api/map/v1/share/{shareId}': { access: 'public' },
  'GET /house/api/map/v1/config': { access: 'public' },
  'GET /house/api/precons/v1/search': { access: 'public' },
  'GET /house/api/precons/v1/layout/{id}': { access: 'public' },
  'GET /house/api/precons/v1/builder/{id}': { access: 'public' },
  'GET /house/api/precons/v1/{id}': { access: 'public' },
  'GET /house/api/precons/v1/media/project/{id}/{file}': { access: 'public' },
  'GET /house/api/precons/v1/media/layout/{file}': { access: 'public' },
  'GET /house/api/school/v1/search': { access: 'public' },
  'GET /house/api/school/v1/{schoolNumber}': { access: 'public' },
  'GET /house/api/university/v1': { access: 'public' },
  'GET /house/api/university/v1/{id}': { access: 'public' },
  'GET /house/api/agent/v1/search': { access: 'public' },
  'GET /house/api/agent/v1/applications/mine': {
    access: 'owned',
    signedOut: AGENT_REGISTERED_ONLY,
    visitors: 'allowed',
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/agent/v1/applications/mine',
        marker: (await applyAsA(ctx)).practiceName,
      }),
    },
  },
  'POST /house/api/agent/v1/applications': {
    access: 'signed-in',
    signedOut: AGENT_REGISTERED_ONLY,
    visitors: AGENT_REGISTERED_ONLY,
  },
  'GET /house/api/agent/v1/applications': { access: 'admin', refusal: ADMIN_ONLY },
  'POST /house/api/agent/v1/applications/{id}/approve': { access: 'admin', refusal: ADMIN_ONLY },
  'POST /house/api/agent/v1/applications/{id}/reject': { access: 'admin', refusal: ADMIN_ONLY },
  'GET /house/api/agent/v1/{id}': { access: 'public' },
  'GET /house/api/agent/v1/{id}/avatar': { access: 'public' },
  'GET /house/api/agent/v1/{id}/logo.svg': { access: 'public' },
  'GET /house/api/direct/v1/search': { access: 'public' },
  'GET /house/api/direct/v1/{id}/photos/{file}': { access: 'public' },
  'GET /house/api/notice/v1': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/notice/v1', marker: await noticeForA(ctx) }),
    },
  },
  // Takes a body (ids or all), which the matrix does not send; another user's ids mark nothing (test/modules/feedback).
  'POST /house/api/notice/v1/read': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/notice/v1/consent': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async ({ a }) => ({ method: 'GET', url: '/house/api/notice/v1/consent', marker: a.email }),
    },
  },
  'PUT /house/api/notice/v1/consent': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/appointment/v1': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/appointment/v1': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/appointment/v1', marker: await showingOfA(ctx) }),
    },
  },
  // The showings the caller handles: none for a buyer, so B sees nothing of A's (test/modules/showings covers agents).
  'GET /house/api/appointment/v1/agent': { access: 'signed-in', visitors: REGISTERED_ONLY },
  // Takes a listing and a day; answers only with times, the caller's own and the agent's confirmed ones.
  'GET /house/api/appointment/v1/taken': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/appointment/v1/{id}': showingRoute('GET'),
  'POST /house/api/appointment/v1/{id}/cancel': showingRoute('POST', '/cancel'),
  'GET /house/api/appointment/v1/{id}/calendar.ics': showingRoute('GET', '/calendar.ics'),
  'POST /house/api/appointment/v1/{id}/confirm': showingRoute('POST', '/confirm'),
  'POST /house/api/appointment/v1/{id}/accept': showingRoute('POST', '/accept'),
  'POST /house/api/appointment/v1/{id}/reject': showingRoute('POST', '/reject'),
  // These take a body, which the matrix does not send; another user is answered 403 (test/modules/showings).
  'PUT /house/api/appointment/v1/{id}': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/appointment/v1/{id}/review': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/appointment/v1/{id}/handle': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/appointment/v1/{id}/decline': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/appointment/v1/{id}/propose': { access: 'signed-in', visitors: REGISTERED_ONLY },
  // Pre-construction registrations: B never sees nor withdraws A's (test/modules/precon-registrations).
  'POST /house/api/precons/v1/registrations': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/precons/v1/registrations/mine': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/precons/v1/registrations/mine',
        marker: await preconRegistrationOfA(ctx),
      }),
    },
  },
  'DELETE /house/api/precons/v1/registrations/mine/{id}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'refused',
      setup: async (ctx) => {
        const id = await preconRegistrationOfA(ctx)
        return {
          method: 'DELETE',
          url: `/house/api/precons/v1/registrations/mine/${id}`,
          marker: id,
          intact: '/house/api/precons/v1/registrations/mine',
        }
      },
    },
  },
  // The registrations the caller receives as an agent: none for a buyer, so B sees nothing of A's (A's go to the
  // administrators' queue; test/modules/precon-registrations covers agents and the queue).
  'GET /house/api/precons/v1/registrations/incoming': { access: 'signed-in', visitors: REGISTERED_ONLY },
  // Takes a body, which the matrix does not send; anyone but its agent is answered 404 (test/modules/precon-registrations).
  'POST /house/api/precons/v1/registrations/{id}/reply': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/search/v1/saved': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/search/v1/saved': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/search/v1/saved',
        marker: (await savedSearchOfA(ctx)).marker,
      }),
    },
  },
  // Takes a body, which the matrix does not send; another user's search is not found (test/modules/saved-searches).
  'PUT /house/api/search/v1/saved/{id}': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'DELETE /house/api/search/v1/saved/{id}': savedSearchRoute('DELETE'),
  'POST /house/api/search/v1/saved/{id}/open': savedSearchRoute('POST', '/open'),
  // The alert e-mails' one-click link: its signed token is the permission, no sign-in (a bad token is a 400 page).
  'GET /house/api/search/v1/unsubscribe': { access: 'public' },
  'POST /house/api/search/v1/unsubscribe': { access: 'public' },
  'POST /house/api/rental/v1/demand': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/rental/v1/demand/mine': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/rental/v1/demand/mine',
        marker: (await demandOfA(ctx)).marker,
      }),
    },
  },
  // Takes a body, which the matrix does not send; another user is answered 403 (test/modules/rentals).
  'PUT /house/api/rental/v1/demand/{id}': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'DELETE /house/api/rental/v1/demand/{id}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'refused',
      setup: async (ctx) => {
        const { id } = await demandOfA(ctx)
        return {
          method: 'DELETE',
          url: `/house/api/rental/v1/demand/${id}`,
          marker: id,
          intact: '/house/api/rental/v1/demand/mine',
        }
      },
    },
  },
  // Agents only; what they see of a demand before and after the student's consent is its own test (matrix).
  'GET /house/api/rental/v1/demand': { access: 'agent', refusal: { status: 403, key: 'rental.api.agentsOnly' } },
  'POST /house/api/rental/v1/demand/{id}/contact': {
    access: 'agent',
    refusal: { status: 403, key: 'rental.api.agentsOnly' },
  },
  'POST /house/api/rental/v1/demand/{id}/contact/{requestId}/accept': contactAnswerRoute('accept'),
  'POST /house/api/rental/v1/demand/{id}/contact/{requestId}/decline': contactAnswerRoute('decline'),
  'GET /house/api/rental/v1/schools': { access: 'public' },
  'GET /house/api/rental/v1/areas': { access: 'public' },
  'GET /house/api/rental/v1/safety/{mlNum}': { access: 'public' },
  'POST /house/api/rental/v1/report': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/admin/v1/reports': { access: 'admin', refusal: REPORTS_ADMIN_ONLY },
  'POST /house/api/admin/v1/reports/{id}/resolve': { access: 'admin', refusal: REPORTS_ADMIN_ONLY },
  'POST /house/api/rental/v1/reservation': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/rental/v1/reservation': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/rental/v1/reservation',
        marker: await reservationOfA(ctx),
      }),
    },
  },
  'GET /house/api/rental/v1/reservation/{id}': reservationRoute('GET'),
  'POST /house/api/rental/v1/reservation/{id}/confirm': reservationRoute('POST', '/confirm'),
  'POST /house/api/rental/v1/reservation/{id}/cancel': reservationRoute('POST', '/cancel'),
  // These take a body, which the matrix does not send; another user is answered 403 (test/modules/rentals).
  'POST /house/api/rental/v1/reservation/{id}/viewing': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/rental/v1/reservation/{id}/decline': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'POST /house/api/feedback/v1': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/feedback/v1': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/feedback/v1', marker: (await feedbackOfA(ctx)).text }),
    },
  },
  'GET /house/api/feedback/v1/{id}': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'refused',
      setup: async (ctx) => {
        const { id, text } = await feedbackOfA(ctx)
        return { method: 'GET', url: `/house/api/feedback/v1/${id}`, marker: text }
      },
    },
  },
  'GET /house/api/feedback/v1/admin': { access: 'admin', refusal: { status: 403, key: 'feedback.api.adminOnly' } },
  'POST /house/api/feedback/v1/{id}/reply': {
    access: 'admin',
    refusal: { status: 403, key: 'feedback.api.adminOnly' },
  },
  'GET /house/api/admin/v1/feed': { access: 'admin', refusal: { status: 403, key: 'feed.api.adminOnly' } },
  'POST /house/api/admin/v1/feed/sync': { access: 'admin', refusal: { status: 403, key: 'feed.api.adminOnly' } },
  'GET /house/api/faq/v1': { access: 'public' },
  'GET /house/api/faq/v1/{id}': { access: 'public' },
  'POST /house/api/faq/v1': { access: 'admin', refusal: { status: 403, key: 'faq.api.adminOnly' } },
  'PUT /house/api/faq/v1/{id}': { access: 'admin', refusal: { status: 403, key: 'faq.api.adminOnly' } },
  'DELETE /house/api/faq/v1/{id}': { access: 'admin', refusal: { status: 403, key: 'faq.api.adminOnly' } },
  'POST /house/api/contract/v1': { access: 'agent', refusal: { status: 403, key: 'contract.api.agentOnly' } },
  'GET /house/api/contract/v1': {
    access: 'owned',
    visitors: REGISTERED_ONLY,
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/contract/v1',
        marker: (await contractOfA(ctx)).address,
      }),
    },
  },
  // Agents' own apps: the look-ups come before anyone signs in; joining is for any session, visitors included.
  'GET /house/api/pdf/test': { access: 'public' },
  'GET /house/api/user/v1/subscriber/{appId}': { access: 'public' },
  'POST /house/api/app/v1/{appId}/join': { access: 'signed-in', visitors: 'allowed' },
  // The caller's own app only (null for anyone who is not a broker).
  'GET /house/api/app/v1/mine': { access: 'signed-in', visitors: 'allowed' },
  'PUT /house/api/app/v1/mine': { access: 'agent', refusal: BROKERS_ONLY },
  'POST /house/api/app/v1/mine/picture/{picture}': { access: 'agent', refusal: BROKERS_ONLY },
  'POST /house/api/app/v1/mine/invite': { access: 'agent', refusal: BROKERS_ONLY },
  'GET /h5/i/{code}': { access: 'public' },
  'GET /house/api/order/v1/plans': { access: 'public' },
  'POST /house/api/order/v1': { access: 'agent', refusal: BROKERS_ONLY },
  'GET /house/api/order/v1': { access: 'agent', refusal: BROKERS_ONLY },
  'GET /house/api/order/v1/admin': { access: 'admin', refusal: ORDER_ADMINS },
  // A's orders need A to be a broker; test/modules/agent-apps/orders shows another broker is refused 403.
  'GET /house/api/order/v1/{id}': { access: 'signed-in', visitors: 'allowed' },
  'POST /house/api/order/v1/{id}/mark-paid': { access: 'admin', refusal: ORDER_ADMINS },
  // Stripe calls it; the signature over the body is the check (404 while Stripe is not configured).
  'POST /house/api/order/v1/stripe/webhook': { access: 'public' },
  // Logs take a body naming the caller's own user id; another's id is refused 403 (test/modules/activity).
  'POST /house/s/v1/addLog': { access: 'signed-in', visitors: 'allowed' },
  'POST /house/api/appLog/v1/add': { access: 'signed-in', visitors: 'allowed' },
  'GET /house/api/appLog/v1/mine': {
    access: 'owned',
    visitors: 'allowed',
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({ method: 'GET', url: '/house/api/appLog/v1/mine', marker: await appLogOfA(ctx) }),
    },
  },
  // An agent's clients and their activity: brokers only, each their own app's (the matrix's agent section).
  'GET /house/api/activity/v1/clients': { access: 'agent', refusal: ACTIVITY_BROKERS },
  'GET /house/api/activity/v1/active': { access: 'agent', refusal: ACTIVITY_BROKERS },
  'GET /house/api/activity/v1/clients/{userId}': { access: 'agent', refusal: ACTIVITY_BROKERS },
  'GET /house/api/activity/v1/dashboard': { access: 'agent', refusal: ACTIVITY_BROKERS },
  // A client's question goes to the agent of the app they are in; her leads are hers alone (the matrix's agent
  // section; test/modules/leads).
  'POST /house/api/activity/v1/leads': { access: 'signed-in', visitors: REGISTERED_ONLY },
  'GET /house/api/activity/v1/leads': { access: 'agent', refusal: LEADS_AGENTS },
  'GET /house/api/activity/v1/leads/{id}': { access: 'agent', refusal: LEADS_AGENTS },
  'PUT /house/api/activity/v1/leads/{id}': { access: 'agent', refusal: LEADS_AGENTS },
  // Sharing needs a registered account (spec §6); the share card and the listing PDF are public (a PDF opens in a
  // new tab, with no token); the PDF shows what any visitor sees of the listing.
  'GET /house/api/share/v1': { access: 'signed-in', visitors: { status: 403, key: 'share.api.signIn' } },
  'GET /house/api/share/v2/webApp': { access: 'public' },
  'GET /house/api/pdf/download/{mlNum}/{userId}/{status}': { access: 'public' },
  'GET /house/api/contract/v1/{id}': contractRoute('GET'),
  'GET /house/api/contract/v1/{id}/file': contractRoute('GET', '/file'),
  // The issuing agent only: B is refused before the body is read (test/modules/contracts covers the tenant's refusal).
  'PUT /house/api/contract/v1/{id}': contractRoute('PUT'),
  // The two parties only: B is refused before the body is read, and A's contract keeps no signature of B's.
  'POST /house/api/contract/v1/{id}/sign': contractRoute('POST', '/sign'),
  'POST /house/api/chat/v1/parse': { access: 'public' },
  // Conversations are anyone's who is signed in, a visitor's too (they follow the visitor who signs in).
  'POST /house/api/chat/v1/sessions': { access: 'signed-in', visitors: 'allowed' },
  'GET /house/api/chat/v1/sessions': {
    access: 'owned',
    visitors: 'allowed',
    owned: {
      expect: 'caller-scoped',
      setup: async (ctx) => ({
        method: 'GET',
        url: '/house/api/chat/v1/sessions',
        marker: (await conversationOfA(ctx)).title,
      }),
    },
  },
  'GET /house/api/chat/v1/sessions/{id}': conversationRoute('GET'),
  'DELETE /house/api/chat/v1/sessions/{id}': conversationRoute('DELETE'),
  // These take a body, which the matrix does not send; another person is answered 403 (test/modules/chat).
  'PATCH /house/api/chat/v1/sessions/{id}': { access: 'signed-in', visitors: 'allowed' },
  'POST /house/api/chat/v1/sessions/{id}/messages': { access: 'signed-in', visitors: 'allowed' },
  // The app's calls about itself: nothing personal (checkSession answers only whether the token it is given is live).
  'GET /app/updateVersion': { access: 'public' },
  'POST /app/updateVersion': { access: 'public' },
  'GET /app/checkSession': { access: 'public' },
  'GET /house/home/appDownLoadUrl': { access: 'public' },
  'GET /house/api/common/v1/webview': { access: 'public' },
  'GET /house/api/push/v1/key': { access: 'public' },
  // The caller's own device, for the caller's own user id only (test/modules/push shows another id is refused).
  'POST /app/bindingEquipment': { access: 'signed-in', visitors: PUSH_REGISTERED_ONLY },
  'POST /house/api/push/v1/unbind': { access: 'signed-in', visitors: PUSH_REGISTERED_ONLY },
  'GET /house/api/banner/v1': { access: 'public' },
  'GET /house/api/banner/v1/{id}': { access: 'public' },
  'GET /house/api/banner/v1/{id}/view': { access: 'public' },
  'GET /house/api/banner/v1/admin/list': { access: 'admin', refusal: BANNER_ADMIN_ONLY },
  'POST /house/api/banner/v1': { access: 'admin', refusal: BANNER_ADMIN_ONLY },
  'PUT /house/api/banner/v1/{id}': { access: 'admin', refusal: BANNER_ADMIN_ONLY },
  'DELETE /house/api/banner/v1/{id}': { access: 'admin', refusal: BANNER_ADMIN_ONLY },
  // Sold figures inside follow the VOW rule (test/modules/banners); the rest is public market data.
  'GET /house/api/market/v1/stats': { access: 'public' },
  // Public kinds to anyone; private files to their owner, administrators, or whom their module lets in (a lease's
  // two parties): checked below as an owned record reached through a public route.
  'GET /file/preview': { access: 'public' },
  'GET /file/previewFile': { access: 'public' },
}

/**
 * Records of one user reached through a public route: the stored-file route serves private kinds only to their
 * owner (and administrators). Checked like an owned endpoint, beside the classification above.
 */
export const OWNED_THROUGH_PUBLIC_ROUTES: Record<string, OwnedCheck> = {
  'GET /house/api/file/v1/{*} (a pending broker photo)': {
    expect: 'refused',
    setup: async (ctx) => {
      const { photoKey } = await applyAsA(ctx)
      return { method: 'GET', url: `/house/api/file/v1/${photoKey}`, marker: photoKey.split('/').at(-1) ?? photoKey }
    },
  },
  'GET /file/preview (a pending broker photo)': {
    expect: 'refused',
    setup: async (ctx) => {
      const { photoKey } = await applyAsA(ctx)
      const url = `/file/preview?filePath=${encodeURIComponent(photoKey)}&fileType=jpg&fileName=photo-of-a.jpg`
      return { method: 'GET', url, marker: 'photo-of-a.jpg' }
    },
  },
  'GET /file/preview (a lease of A)': {
    expect: 'refused',
    setup: async (ctx) => {
      const { id } = await contractOfA(ctx)
      const fileKey = await leaseKeyOf(ctx, id)
      const url = `/file/preview?filePath=${encodeURIComponent(fileKey)}&fileType=pdf&fileName=lease-of-a.pdf`
      return { method: 'GET', url, marker: 'lease-of-a.pdf' }
    },
  },
}
