import {
  checkShowingSlot,
  cityTimeZone,
  formatShowingTime,
  HANDLE_TO_STATUS,
  LEAD_SHOWING_CONSENT_KEY,
  type ListingSummary,
  type Locale,
  listingChangeOutcome,
  type NoticeParams,
  SHOWING_AGENT_GAP_MINUTES,
  type Showing,
  type ShowingBooking,
  type ShowingCancel,
  type ShowingCreated,
  type ShowingDecline,
  type ShowingHandle,
  type ShowingListQuery,
  type ShowingPage,
  type ShowingPropose,
  type ShowingReview,
  type ShowingRole,
  type ShowingTaken,
  type ShowingTakenQuery,
  type ShowingUpdate,
  showingActions,
  showingTabFilter,
  takenStarts,
  toShowingTime,
  toWallClock,
  translate,
  translator,
} from '@maplenest/core'
import { badRequest, type ErrorParams, HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { AgentAppsService } from '../agent-apps/index.ts'
import type { LeadsService } from '../leads/index.ts'
import { type ListingsService, requestListing } from '../listings/index.ts'
import type { NoticesService } from '../notices/index.ts'
import { showingCalendar } from './showing-calendar.ts'
import type { ShowingOwner, ShowingRow, ShowingsRepository } from './showings-repository.ts'

export interface ShowingsService {
  book(viewer: Viewer | null, input: ShowingBooking, locale?: Locale): Promise<ShowingCreated>
  listMine(viewer: Viewer | null, query: ShowingListQuery): Promise<ShowingPage>
  listForAgent(viewer: Viewer | null, query: ShowingListQuery): Promise<ShowingPage>
  get(viewer: Viewer | null, id: string): Promise<Showing>
  update(viewer: Viewer | null, id: string, input: ShowingUpdate): Promise<Showing>
  /** The buyer cancels before the time, optionally saying why (the agent reads it). */
  cancel(viewer: Viewer | null, id: string, input: ShowingCancel): Promise<Showing>
  review(viewer: Viewer | null, id: string, input: ShowingReview): Promise<Showing>
  handle(viewer: Viewer | null, id: string, input: ShowingHandle): Promise<Showing>
  /** The agent confirms a pending request before its time; refused when it overlaps one they confirmed. */
  confirm(viewer: Viewer | null, id: string): Promise<Showing>
  /** The agent declines a pending request, saying why: it is cancelled and the buyer reads the reason. */
  decline(viewer: Viewer | null, id: string, input: ShowingDecline): Promise<Showing>
  /** The agent proposes another time for a pending request; the buyer accepts or rejects it. */
  propose(viewer: Viewer | null, id: string, input: ShowingPropose): Promise<Showing>
  /** The buyer accepts the proposed time: it becomes the showing's, confirmed. */
  accept(viewer: Viewer | null, id: string): Promise<Showing>
  /** The buyer rejects the proposed time: the request stays open at its own time. */
  reject(viewer: Viewer | null, id: string): Promise<Showing>
  calendar(viewer: Viewer | null, id: string, locale: Locale): Promise<{ filename: string; body: string }>
  /** The starts of a day the booking sheet offers as taken: the handling agent's confirmed ones and the caller's. */
  taken(viewer: Viewer | null, query: ShowingTakenQuery): Promise<ShowingTaken>
  /**
   * Who handles a request about this listing: its own agent on MapleNest, else an agent of its brokerage, else
   * nobody (the administrators' queue). Room reservations use the same rule.
   */
  handlerFor(mlNum: string): Promise<{ userId: string; reason: 'listingAgent' | 'brokerage' } | null>
  /**
   * Pending showings that are due (core's `isShowingDue`) become Expired; 'skipped' when another instance holds the
   * job's lock.
   */
  expireDue(): Promise<number | 'skipped'>
  /**
   * Acts on listings that changed (these, or every listing with a showing still to come): a showing whose listing
   * became unavailable since it last looked is flagged, its buyer and agent told, and it is cancelled when the
   * listing was sold or leased. Idempotent: a second call finds nothing new.
   */
  reactToListingChanges(mlNums?: readonly string[]): Promise<number>
}

const PAGES = defineCursor({ value: ['integer', 'timestamp'], id: 'uuid', error: 'listing.api.cursor' })
const SHOWING_MINUTES = 30

const conflict = (
  key:
    | 'showing.api.conflict'
    | 'showing.api.notPending'
    | 'showing.api.notReviewable'
    | 'showing.api.notHandleable'
    | 'showing.api.noCalendar'
    | 'showing.api.notAnswerable'
    | 'showing.api.noProposal'
    | 'showing.api.agentBusy',
  params?: ErrorParams,
) => new HttpError(409, key, params)

/** Another showing's start in a refusal, as the caller reads dates: "Wed 9 Dec 2026, 11:00". */
const otherTime = (time: Date, timeZone: string) => (locale: Locale) => ({
  when: formatShowingTime(time, locale, timeZone),
})

const iso = (d: Date | null) => d?.toISOString() ?? null

export function createShowingsService(deps: {
  repository: ShowingsRepository
  listings: Pick<ListingsService, 'summaries'>
  notices: Pick<NoticesService, 'notify'>
  agentApps: Pick<AgentAppsService, 'liveAgentOf'>
  leads: Pick<LeadsService, 'record'>
  run: <T>(fn: () => Promise<T>) => Promise<T>
  now: () => Date
}): ShowingsService {
  const { repository, listings, notices, agentApps, leads, run, now } = deps

  const listingOf = async (mlNum: string) => (await listings.summaries([mlNum], null))[0]

  const roleOf = (viewer: Viewer, row: ShowingRow): ShowingRole | null => {
    if (viewer.userId === row.buyerId) return 'buyer'
    if (row.agentUserId && viewer.userId === row.agentUserId) return 'agent'
    if (viewer.type === 'admin') return 'admin'
    return null
  }

  /** The showing and the caller's part in it; 403 to anybody who is neither its buyer, its agent nor an admin. */
  const requireShowing = async (viewer: Viewer | null, id: string) => {
    const who = requireRegistered(viewer)
    const row = await repository.find(id)
    const role = row ? roleOf(who, row) : null
    if (!row) throw notFound('showing.api.notFound')
    if (!role) throw new HttpError(403, 'showing.api.notYours')
    return { who, row, role }
  }

  const toShowings = async (rows: ShowingRow[], role: (row: ShowingRow) => ShowingRole): Promise<Showing[]> => {
    const at = now()
    const mlNums = [...new Set(rows.map((r) => r.mlNum))]
    const byNum = new Map((await listings.summaries(mlNums, null)).map((l) => [l.mlNum, l]))
    const agentIds = [...new Set(rows.flatMap((r) => (r.agentUserId ? [r.agentUserId] : [])))]
    const agents = await repository.agents(agentIds)
    const out: Showing[] = []
    for (const row of rows) {
      const r = role(row)
      const agent = row.agentUserId ? agents.get(row.agentUserId) : undefined
      const overlaps =
        r !== 'buyer' && row.agentUserId && (row.status === 'Pending' || row.status === 'Processed')
          ? (
              await repository.liveNear({ agentUserId: row.agentUserId }, row.time, {
                gapMinutes: SHOWING_AGENT_GAP_MINUTES,
              })
            ).filter((o) => o.id !== row.id)
          : []
      out.push({
        id: row.id,
        mlNum: row.mlNum,
        listing: requestListing(byNum.get(row.mlNum), { ...row, sr: 'Sale', lsc: row.seenLsc }),
        time: row.time.toISOString(),
        timeZone: row.timeZone,
        status: row.status,
        reviewStatus: row.reviewStatus,
        agent:
          row.agentUserId && agent
            ? { id: row.agentUserId, name: agent.name, avatar: agent.avatar || null, phone: agent.phone || null }
            : null,
        assignedBy: row.assignedBy,
        name: row.name,
        phone: row.phone,
        email: row.email,
        wechat: row.wechat,
        message: row.message,
        remarks: row.remarks,
        reminderAt: iso(row.reminderAt),
        handledAt: iso(row.handledAt),
        confirmedAt: iso(row.confirmedAt),
        proposedTime: iso(row.proposedTime),
        declineReason: row.declineReason,
        cancelNote: row.cancelNote,
        cancelReason: row.cancelReason,
        cancelledAt: iso(row.cancelledAt),
        listingChange:
          row.changeFromLsc && row.changeToLsc && row.changedAt
            ? { fromLsc: row.changeFromLsc, toLsc: row.changeToLsc, at: row.changedAt.toISOString() }
            : null,
        review: row.review,
        reviewedAt: iso(row.reviewedAt),
        overlaps: overlaps.map((o) => o.id),
        actions: showingActions(row, r, at),
        role: r,
        createdAt: row.createdAt.toISOString(),
      })
    }
    return out
  }

  const one = async (row: ShowingRow, role: ShowingRole) => (await toShowings([row], () => role))[0]!

  const page = async (owner: ShowingOwner, role: ShowingRole, query: ShowingListQuery, list: string) => {
    const hash = hashQuery({ list, owner, status: query.status })
    const key = query.cursor ? PAGES.decode(query.cursor, hash) : null
    const rows = await repository.page(
      owner,
      showingTabFilter(query.status),
      key ? { group: key.value[0], time: key.value[1], id: key.id } : null,
      query.limit + 1,
      now(),
    )
    const items = rows.slice(0, query.limit)
    const last = items.at(-1)
    return {
      items: await toShowings(items, () => role),
      nextCursor:
        rows.length > query.limit && last
          ? PAGES.encode({ value: [Number(last.group), last.timeKey], id: last.id }, hash)
          : null,
    }
  }

  /** Slot rules (400 naming the time) and the buyer's 30-minute rule (409), for a new time of a listing. */
  const checkTime = async (buyerId: string, listing: ListingSummary, time: Date, exceptId?: string) => {
    const refusal = checkShowingSlot({ time, city: listing.city, lsc: listing.lsc, now: now() })
    if (refusal) throw badRequest(refusal, undefined, { fields: [{ field: 'time' }] })
    const near = (await repository.liveNear({ buyerId }, time)).filter((o) => o.id !== exceptId)
    const first = near[0]
    if (first) {
      throw conflict('showing.api.conflict', otherTime(first.time, cityTimeZone(listing.city)))
    }
  }

  /**
   * The agent's rule between confirmed showings, the showing and the way to the next home (409 naming the other time),
   * leaving out this one.
   */
  const checkAgentFree = async (row: ShowingRow, time: Date) => {
    if (!row.agentUserId) return
    const near = (
      await repository.liveNear({ agentUserId: row.agentUserId }, time, {
        confirmed: true,
        gapMinutes: SHOWING_AGENT_GAP_MINUTES,
      })
    ).filter((o) => o.id !== row.id)
    const first = near[0]
    if (first) throw conflict('showing.api.agentBusy', otherTime(first.time, row.timeZone))
  }

  /** The showing, when the caller is its agent (or an administrator) and may still `answer` it; else 403 or 409. */
  const requireAnswerable = async (viewer: Viewer | null, id: string, answer: 'confirm' | 'decline' | 'propose') => {
    const found = await requireShowing(viewer, id)
    if (found.role === 'buyer') throw new HttpError(403, 'showing.api.agentOnly')
    if (!showingActions(found.row, found.role, now())[answer]) throw conflict('showing.api.notAnswerable')
    return found
  }

  /** The showing, when the caller is its buyer and a proposed time is open; else 403 or 409. */
  const requireProposal = async (viewer: Viewer | null, id: string) => {
    const found = await requireShowing(viewer, id)
    if (found.role !== 'buyer') throw new HttpError(403, 'showing.api.buyerOnly')
    if (!showingActions(found.row, found.role, now()).accept) throw conflict('showing.api.noProposal')
    return found
  }

  /** Within the agent's lock when there is an agent, so that two confirmations cannot take one slot. */
  const asAgentOf = <T>(row: ShowingRow, fn: () => Promise<T>) =>
    row.agentUserId ? repository.asAgent(row.agentUserId, fn) : fn()

  const tell = async (userId: string | null, row: ShowingRow, event: string, extra: NoticeParams = {}) => {
    if (!userId) return
    const listing = await listingOf(row.mlNum)
    await notices.notify(userId, 'showing.updated', {
      showingId: row.id,
      event,
      mlNum: row.mlNum,
      address: listing?.address ?? row.mlNum,
      // read in the reader's language when the notice is shown (core's formatShowingNotice)
      at: row.time.toISOString(),
      timeZone: row.timeZone,
      name: row.name,
      ...extra,
    })
  }

  const service: ShowingsService = {
    async book(viewer, input, locale = 'en-GB') {
      const who = requireRegistered(viewer)
      const listing = await listingOf(input.mlNum)
      if (!listing) throw notFound('showing.api.listingNotFound')
      const time = new Date(input.time)
      await checkTime(who.userId, listing, time)
      // In an agent's live app, the showing goes to that agent; elsewhere to the listing's agent or brokerage.
      const appAgent = input.appId ? await agentApps.liveAgentOf(input.appId) : null
      const handler = appAgent
        ? { userId: appAgent, reason: 'agentApp' as const }
        : await repository.findHandler(listing.mlNum)
      const at = now()
      // The request and the agent's lead are written together, whichever process serves it.
      const row = await run(async () => {
        const created = await repository.insert({
          buyerId: who.userId,
          mlNum: listing.mlNum,
          time,
          timeZone: cityTimeZone(listing.city),
          agentUserId: handler?.userId ?? null,
          assignedBy: handler?.reason ?? 'adminQueue',
          name: input.name,
          phone: input.phone,
          email: input.email,
          wechat: input.wechat,
          message: input.message,
          seenLsc: listing.lsc,
          createdAt: at,
          updatedAt: at,
        })
        if (created.agentUserId)
          await leads.record({
            agentUserId: created.agentUserId,
            appId: appAgent ? (input.appId ?? null) : null,
            clientUserId: who.userId,
            kind: 'showing',
            sourceId: created.id,
            mlNum: created.mlNum,
            timeZone: created.timeZone,
            showingTime: created.time,
            name: created.name,
            phone: created.phone,
            email: created.email,
            wechat: created.wechat,
            message: created.message,
            consent: { at, wording: translate(locale, LEAD_SHOWING_CONSENT_KEY), locale },
          })
        return created
      })
      await tell(row.agentUserId, row, 'requested')
      return { id: row.id, status: row.status }
    },

    async listMine(viewer, query) {
      const who = requireRegistered(viewer)
      return page({ buyerId: who.userId }, 'buyer', query, 'showings')
    },

    async listForAgent(viewer, query) {
      // The showings the caller handles: an agent's own, everybody's for administrators, none for anyone else.
      const who = requireRegistered(viewer)
      return who.type === 'admin'
        ? page({ everyone: true }, 'admin', query, 'showings-admin')
        : page({ agentUserId: who.userId }, 'agent', query, 'showings-agent')
    },

    async get(viewer, id) {
      const { row, role } = await requireShowing(viewer, id)
      return one(row, role)
    },

    async update(viewer, id, input) {
      const { row, role } = await requireShowing(viewer, id)
      if (role !== 'buyer') throw new HttpError(403, 'showing.api.buyerOnly')
      if (!showingActions(row, role, now()).modify) throw conflict('showing.api.notPending')
      const time = input.time ? new Date(input.time) : undefined
      if (time) {
        const listing = await listingOf(row.mlNum)
        if (!listing) throw notFound('showing.api.listingNotFound')
        await checkTime(row.buyerId, listing, time, row.id)
      }
      const updated = await repository.update(
        id,
        {
          // a new time is a new request: the agent answers it afresh
          ...(time ? { time, confirmedAt: null, proposedTime: null } : {}),
          ...(input.message !== undefined ? { message: input.message || null } : {}),
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.wechat !== undefined ? { wechat: input.wechat || null } : {}),
          updatedAt: now(),
        },
        ['Pending'],
      )
      if (!updated) throw conflict('showing.api.notPending')
      await tell(updated.agentUserId, updated, 'modified')
      return one(updated, role)
    },

    async cancel(viewer, id, input) {
      const { row, role } = await requireShowing(viewer, id)
      if (role !== 'buyer') throw new HttpError(403, 'showing.api.buyerOnly')
      if (!showingActions(row, role, now()).cancel) throw conflict('showing.api.notPending')
      const at = now()
      const updated = await repository.update(
        id,
        {
          status: 'Cancelled',
          cancelReason: 'buyer',
          cancelNote: input.reason,
          proposedTime: null,
          cancelledAt: at,
          updatedAt: at,
        },
        ['Pending'],
      )
      if (!updated) throw conflict('showing.api.notPending')
      await tell(updated.agentUserId, updated, 'cancelled', input.reason ? { reason: input.reason } : {})
      return one(updated, role)
    },

    async review(viewer, id, input) {
      const { row, role } = await requireShowing(viewer, id)
      if (role !== 'buyer') throw new HttpError(403, 'showing.api.buyerOnly')
      if (!showingActions(row, role, now()).review) throw conflict('showing.api.notReviewable')
      const at = now()
      const updated = await repository.update(
        id,
        { review: input.text, reviewStatus: 'Reviewed', reviewedAt: at, updatedAt: at },
        [row.status],
      )
      if (!updated) throw conflict('showing.api.notReviewable')
      await tell(updated.agentUserId, updated, 'reviewed')
      return one(updated, role)
    },

    async handle(viewer, id, input) {
      const { who, row, role } = await requireShowing(viewer, id)
      if (role === 'buyer') throw new HttpError(403, 'showing.api.agentOnly')
      if (!showingActions(row, role, now()).handle) throw conflict('showing.api.notHandleable')
      const at = now()
      const updated = await repository.update(
        id,
        {
          status: HANDLE_TO_STATUS[input.status],
          remarks: input.remarks,
          reminderAt: input.reminderAt ? new Date(input.reminderAt) : null,
          handledBy: who.userId,
          handledAt: at,
          updatedAt: at,
        },
        [row.status],
      )
      if (!updated) throw conflict('showing.api.notHandleable')
      await tell(updated.buyerId, updated, input.status === 1 ? 'processed' : 'expired')
      return one(updated, role)
    },

    async confirm(viewer, id) {
      const { row, role } = await requireAnswerable(viewer, id, 'confirm')
      const updated = await asAgentOf(row, async () => {
        await checkAgentFree(row, row.time)
        const at = now()
        return repository.update(id, { confirmedAt: at, updatedAt: at }, ['Pending'])
      })
      if (!updated) throw conflict('showing.api.notAnswerable')
      await tell(updated.buyerId, updated, 'confirmed')
      return one(updated, role)
    },

    async decline(viewer, id, input) {
      const { row, role } = await requireAnswerable(viewer, id, 'decline')
      const at = now()
      const updated = await repository.update(
        id,
        {
          status: 'Cancelled',
          cancelReason: 'declined',
          declineReason: input.reason,
          proposedTime: null,
          cancelledAt: at,
          updatedAt: at,
        },
        [row.status],
      )
      if (!updated) throw conflict('showing.api.notAnswerable')
      await tell(updated.buyerId, updated, 'declined', { reason: input.reason })
      return one(updated, role)
    },

    async propose(viewer, id, input) {
      const { row, role } = await requireAnswerable(viewer, id, 'propose')
      const time = new Date(input.time)
      const listing = await listingOf(row.mlNum)
      if (!listing) throw notFound('showing.api.listingNotFound')
      const refusal = checkShowingSlot({ time, city: listing.city, lsc: listing.lsc, now: now() })
      if (refusal) throw badRequest(refusal, undefined, { fields: [{ field: 'time' }] })
      await checkAgentFree(row, time)
      const updated = await repository.update(id, { proposedTime: time, updatedAt: now() }, ['Pending'])
      if (!updated) throw conflict('showing.api.notAnswerable')
      await tell(updated.buyerId, updated, 'proposed', {
        proposedAt: time.toISOString(),
      })
      return one(updated, role)
    },

    async accept(viewer, id) {
      const { row, role } = await requireProposal(viewer, id)
      const time = row.proposedTime!
      const updated = await asAgentOf(row, async () => {
        // the time may have been taken since it was proposed, by the buyer or by the agent
        const listing = await listingOf(row.mlNum)
        if (!listing) throw notFound('showing.api.listingNotFound')
        await checkTime(row.buyerId, listing, time, row.id)
        await checkAgentFree(row, time)
        const at = now()
        return repository.update(id, { time, proposedTime: null, confirmedAt: at, updatedAt: at }, ['Pending'])
      })
      if (!updated) throw conflict('showing.api.noProposal')
      await tell(updated.agentUserId, updated, 'accepted')
      return one(updated, role)
    },

    async reject(viewer, id) {
      const { role } = await requireProposal(viewer, id)
      const updated = await repository.update(id, { proposedTime: null, updatedAt: now() }, ['Pending'])
      if (!updated) throw conflict('showing.api.noProposal')
      await tell(updated.agentUserId, updated, 'rejected')
      return one(updated, role)
    },

    async taken(viewer, query) {
      const who = requireRegistered(viewer)
      const listing = await listingOf(query.mlNum)
      if (!listing) throw notFound('showing.api.listingNotFound')
      // the agent a booking now would go to, as `book` chooses
      const appAgent = query.appId ? await agentApps.liveAgentOf(query.appId) : null
      const agentUserId = appAgent ?? (await repository.findHandler(listing.mlNum))?.userId ?? null
      // the day on the listing's clock, widened by the wider gap (the agent's) on both sides
      const gap = SHOWING_AGENT_GAP_MINUTES * 60_000
      const from = new Date(new Date(toShowingTime(query.day, '00:00', listing.city)).getTime() - gap)
      const to = new Date(new Date(toShowingTime(query.day, '23:59', listing.city)).getTime() + gap)
      const held = await repository.heldBetween({ agentUserId, buyerId: who.userId, except: query.except }, from, to)
      return { taken: takenStarts(query.day, listing.city, held.buyer, held.agent) }
    },

    async calendar(viewer, id, locale) {
      const { row, role } = await requireShowing(viewer, id)
      const at = now()
      if (!showingActions(row, role, at).calendar) throw conflict('showing.api.noCalendar')
      const t = translator(locale)
      const listing = await listingOf(row.mlNum)
      const address = listing ? [listing.unit, listing.address].filter(Boolean).join('-') : row.mlNum
      const agent = row.agentUserId ? (await repository.agents([row.agentUserId])).get(row.agentUserId) : undefined
      const end = new Date(row.time.getTime() + SHOWING_MINUTES * 60_000)
      const body = showingCalendar({
        id: row.id,
        start: toWallClock(row.time, row.timeZone),
        end: toWallClock(end, row.timeZone),
        timeZone: row.timeZone,
        sequence: row.sequence,
        state:
          row.status === 'Cancelled'
            ? 'cancelled'
            : row.confirmedAt || row.status === 'Processed'
              ? 'confirmed'
              : 'tentative',
        title: t(row.status === 'Cancelled' ? 'showing.calendar.cancelled' : 'showing.calendar.title', { address }),
        description: t('showing.calendar.description', {
          address,
          mlNum: row.mlNum,
          agent: agent ? [agent.name, agent.phone].filter(Boolean).join(' ') : t('showing.calendar.noAgent'),
        }),
        location: listing ? `${address}, ${listing.city === 'vancouver' ? 'Vancouver, BC' : 'Toronto, ON'}` : address,
      })
      return { filename: `showing-${row.mlNum}.ics`, body }
    },

    handlerFor: (mlNum) => repository.findHandler(mlNum),

    async expireDue() {
      const rows = await repository.expireDue(now())
      return rows === 'skipped' ? rows : rows.length
    },

    async reactToListingChanges(mlNums) {
      const at = now()
      const rows = await repository.future(at, mlNums)
      if (rows.length === 0) return 0
      const byNum = new Map(
        (await listings.summaries([...new Set(rows.map((r) => r.mlNum))], null)).map((l) => [l.mlNum, l]),
      )
      let changed = 0
      for (const row of rows) {
        const listing = byNum.get(row.mlNum)
        if (!listing || listing.lsc === row.seenLsc) continue
        const outcome = listingChangeOutcome(row.seenLsc, listing.lsc)
        if (!outcome.flag) {
          // Still available (a price change, back on market): remember it, so only a later change counts.
          await repository.update(row.id, { seenLsc: listing.lsc }, [row.status])
          continue
        }
        const updated = await repository.update(
          row.id,
          {
            seenLsc: listing.lsc,
            changeFromLsc: row.seenLsc,
            changeToLsc: listing.lsc,
            changedAt: at,
            updatedAt: at,
            ...(outcome.cancelReason
              ? { status: 'Cancelled', cancelReason: outcome.cancelReason, cancelledAt: at }
              : {}),
          },
          [row.status],
        )
        if (!updated) continue
        changed++
        const event = outcome.cancelReason ? 'listingClosed' : 'listingChanged'
        const extra = { lsc: listing.lsc, sr: listing.sr }
        await tell(updated.buyerId, updated, event, extra)
        await tell(updated.agentUserId, updated, event, extra)
      }
      return changed
    },
  }
  return service
}
