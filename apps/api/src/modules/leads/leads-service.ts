import {
  canMoveLead,
  checkLeadReminder,
  cityTimeZone,
  LEAD_CONSENT_KEY,
  type Lead,
  type LeadKind,
  type LeadListQuery,
  type LeadPage,
  type LeadQuestion,
  type LeadUpdate,
  type Locale,
  type NoticeParams,
  translate,
} from '@maplenest/core'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, requireSignedIn, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { AgentAppsService } from '../agent-apps/index.ts'
import type { ListingsService } from '../listings/index.ts'
import type { NoticesService } from '../notices/index.ts'
import type { LeadRow, LeadsRepository } from './leads-repository.ts'

/**
 * What another module's request makes a lead of, inside that request's own transaction: the agent who receives it,
 * the client, the request (its kind and id), what it is about, the contact and the consent as given.
 */
export interface LeadRecord {
  agentUserId: string
  appId: string | null
  clientUserId: string
  kind: LeadKind
  sourceId: string
  mlNum?: string | null
  mlNums?: readonly string[]
  projectId?: string | null
  chatId?: string | null
  timeZone: string
  showingTime?: Date | null
  name: string
  phone: string | null
  email: string | null
  wechat?: string | null
  message: string | null
  consent: { at: Date; wording: string; locale: Locale }
}

export interface LeadsService {
  /**
   * Makes a lead of a request, once per request, and tells the agent: call it inside the request's transaction, so
   * both are written or neither. Nothing when the client is the agent herself. The lead's id, or null when none was
   * made (the request had made its lead before, or it is the agent's own).
   */
  record(input: LeadRecord): Promise<string | null>
  /** POST leads: a client asks the agent of the app they are in about a home, compared homes or a conversation. */
  ask(viewer: Viewer | null, input: LeadQuestion, locale: Locale): Promise<{ id: string }>
  /** The agent's leads, newest first; anyone else is refused. */
  list(viewer: Viewer | null, query: LeadListQuery): Promise<LeadPage>
  /** One of the agent's leads; another agent's is not found. */
  get(viewer: Viewer | null, id: string): Promise<Lead>
  /** The agent moves her lead on, sets or clears its reminder, writes her note. */
  update(viewer: Viewer | null, id: string, input: LeadUpdate): Promise<Lead>
  /** Raises the reminders that are due as notices, each once; one process a round (an advisory lock). */
  remindDue(): Promise<number | 'skipped'>
}

const PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'listing.api.cursor' })
/** How many reminders one round raises at most; the next round takes the rest. */
const REMINDER_ROUND = 200
/** The kinds with a notice of their own to the agent (a showing's, a registration's): their leads raise no second one. */
const OWN_NOTICE: readonly LeadKind[] = ['showing', 'precon']

const iso = (d: Date | null) => d?.toISOString() ?? null

export function createLeadsService(deps: {
  repository: LeadsRepository
  agentApps: Pick<AgentAppsService, 'liveAgentOf'>
  listings: Pick<ListingsService, 'summaries'>
  notices: Pick<NoticesService, 'notify'>
  run: <T>(fn: () => Promise<T>) => Promise<T>
  now: () => Date
}): LeadsService {
  const { repository, agentApps, listings, notices, run, now } = deps

  /** Only agents have leads: a buyer, a visitor or an administrator is refused. */
  const requireAgent = (viewer: Viewer | null) => {
    const who = requireSignedIn(viewer)
    if (who.type !== 'agent') throw new HttpError(403, 'lead.api.agentOnly')
    return who
  }

  const homes = async (mlNums: readonly string[]) => {
    const wanted = [...new Set(mlNums)]
    if (wanted.length === 0) return new Map<string, Pick<Lead, 'address' | 'city' | 'sr' | 'roomType'>>()
    const found = await listings.summaries(wanted, null)
    return new Map(
      found.map((l) => [
        l.mlNum,
        { address: l.unit ? `${l.unit}-${l.address}` : l.address, city: l.city, sr: l.sr, roomType: l.roomType },
      ]),
    )
  }

  const views = async (rows: LeadRow[]): Promise<Lead[]> => {
    const where = await homes(rows.flatMap((r) => (r.mlNum ? [r.mlNum] : [])))
    return rows.map((r) => {
      const home = r.mlNum ? where.get(r.mlNum) : undefined
      return {
        id: r.id,
        kind: r.kind,
        status: r.status,
        urgency: r.urgency,
        createdAt: r.createdAt.toISOString(),
        timeZone: r.timeZone,
        mlNum: r.mlNum,
        mlNums: r.mlNums,
        address: home?.address ?? null,
        city: home?.city ?? null,
        sr: home?.sr ?? null,
        roomType: home?.roomType ?? null,
        project: r.projectId && r.projectName ? { id: r.projectId, name: r.projectName } : null,
        message: r.message,
        showingTime: iso(r.showingTime),
        client: { userId: r.clientUserId, name: r.name, phone: r.phone, email: r.email, wechat: r.wechat },
        consent: { at: r.consentAt.toISOString(), wording: r.consentWording },
        remindAt: iso(r.remindAt),
        note: r.note,
        contactedAt: iso(r.contactedAt),
        closedAt: iso(r.closedAt),
      }
    })
  }

  const noticeParams = async (lead: {
    id: string
    kind: LeadKind
    name: string
    mlNum: string | null
    projectName?: string | null
  }): Promise<NoticeParams> => {
    const address = lead.mlNum ? (await homes([lead.mlNum])).get(lead.mlNum)?.address : undefined
    return {
      leadId: lead.id,
      kind: lead.kind,
      name: lead.name,
      ...(lead.mlNum ? { mlNum: lead.mlNum } : {}),
      ...(address ? { address } : lead.projectName ? { project: lead.projectName } : {}),
    }
  }

  const service: LeadsService = {
    async record(input) {
      if (input.agentUserId === input.clientUserId) return null
      const at = input.consent.at
      const id = await repository.insert({
        agentUserId: input.agentUserId,
        appId: input.appId,
        clientUserId: input.clientUserId,
        kind: input.kind,
        sourceId: input.sourceId,
        mlNum: input.mlNum ?? null,
        mlNums: [...(input.mlNums ?? [])],
        projectId: input.projectId ?? null,
        chatId: input.chatId ?? null,
        timeZone: input.timeZone,
        showingTime: input.showingTime ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email,
        wechat: input.wechat ?? null,
        message: input.message,
        consentAt: at,
        consentWording: input.consent.wording,
        consentLocale: input.consent.locale,
        createdAt: at,
        updatedAt: at,
      })
      if (!id) return null
      // A showing or a registration tells the agent with a notice of its own (that opens where it is answered).
      if (!OWN_NOTICE.includes(input.kind))
        await notices.notify(
          input.agentUserId,
          'lead.received',
          await noticeParams({ id, kind: input.kind, name: input.name, mlNum: input.mlNum ?? null }),
        )
      return id
    },

    async ask(viewer, input, locale) {
      const who = requireRegistered(viewer)
      const agentUserId = await agentApps.liveAgentOf(input.appId)
      if (!agentUserId) throw badRequest('lead.api.noAgent', {}, { fields: [{ field: 'appId' }] })
      const mlNums =
        input.kind === 'ask' && input.mlNum ? [input.mlNum] : input.kind === 'compare' ? (input.mlNums ?? []) : []
      const where = await homes(mlNums)
      const missing = mlNums.find((m) => !where.has(m))
      if (missing)
        throw badRequest(
          'lead.api.listingNotFound',
          {},
          { fields: [{ field: input.kind === 'ask' ? 'mlNum' : 'mlNums' }] },
        )
      if (input.kind === 'chat' && input.chatId && !(await repository.chatTitle(input.chatId, who.userId)))
        throw badRequest('lead.api.chatNotFound', {}, { fields: [{ field: 'chatId' }] })
      const first = mlNums[0] ?? null
      const city = first ? where.get(first)?.city : undefined
      const at = now()
      const sourceId = crypto.randomUUID()
      const id = await run(() =>
        service.record({
          agentUserId,
          appId: input.appId,
          clientUserId: who.userId,
          kind: input.kind,
          sourceId,
          mlNum: first,
          mlNums: input.kind === 'compare' ? mlNums : [],
          chatId: input.chatId ?? null,
          timeZone: cityTimeZone(city ?? 'toronto'),
          name: input.name,
          phone: input.phone,
          email: input.email,
          wechat: input.wechat,
          message: input.message,
          consent: { at, wording: translate(locale, LEAD_CONSENT_KEY), locale },
        }),
      )
      // the agent asking in her own app makes no lead; she is answered as anyone would be
      return { id: id ?? sourceId }
    },

    async list(viewer, query) {
      const who = requireAgent(viewer)
      const filter = {
        status: query.status === 'all' ? null : query.status,
        urgency: query.urgency === 'all' ? null : query.urgency,
        q: query.q ? query.q : null,
        clientId: query.clientId ?? null,
      }
      const hash = hashQuery({ list: 'leads', agent: who.userId, ...filter })
      const key = query.cursor ? PAGES.decode(query.cursor, hash) : null
      const found = await repository.page(
        who.userId,
        filter,
        key ? { at: key.value, id: key.id } : null,
        query.limit + 1,
      )
      const items = found.slice(0, query.limit)
      const last = items.at(-1)
      return {
        items: await views(items),
        newCount: await repository.countNew(who.userId),
        nextCursor:
          found.length > query.limit && last ? PAGES.encode({ value: last.createdAtKey, id: last.id }, hash) : null,
      }
    },

    async get(viewer, id) {
      const who = requireAgent(viewer)
      const row = await repository.find(who.userId, id)
      if (!row) throw notFound('lead.api.notFound')
      return (await views([row]))[0]!
    },

    async update(viewer, id, input) {
      const who = requireAgent(viewer)
      const row = await repository.find(who.userId, id)
      if (!row) throw notFound('lead.api.notFound')
      const at = now()
      if (input.status && !canMoveLead(row.status, input.status))
        throw new HttpError(
          400,
          'lead.validation.move',
          (locale: Locale) => ({
            from: translate(locale, `lead.status.${row.status}`),
            to: translate(locale, `lead.status.${input.status!}`),
          }),
          { fields: [{ field: 'status' }] },
        )
      let remindAt: Date | null | undefined
      if (input.remindAt !== undefined) {
        remindAt = input.remindAt === null ? null : new Date(input.remindAt)
        const refusal = remindAt ? checkLeadReminder(remindAt, at) : null
        if (refusal) throw badRequest(refusal, {}, { fields: [{ field: 'remindAt' }] })
      }
      const moved = input.status && input.status !== row.status ? input.status : undefined
      const done = await repository.update(who.userId, id, row.status, {
        ...(moved ? { status: moved } : {}),
        ...(moved === 'contacted' ? { contactedAt: at } : {}),
        ...(moved === 'closed' ? { closedAt: at } : {}),
        ...(input.urgency !== undefined ? { urgency: input.urgency } : {}),
        // a new reminder is raised anew
        ...(remindAt !== undefined ? { remindAt, remindedAt: null } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        updatedAt: at,
      })
      // moved on meanwhile by another tab: read again and judge the move against what is there now
      if (!done) return service.update(viewer, id, input)
      return service.get(viewer, id)
    },

    async remindDue() {
      return run(async () => {
        if (!(await repository.tryRemindersLock())) return 'skipped' as const
        const at = now()
        const due = await repository.dueReminders(at, REMINDER_ROUND)
        for (const lead of due) {
          // a closed lead needs no reminder: it is marked raised without a notice
          if (lead.status === 'closed') continue
          await notices.notify(
            lead.agentUserId,
            'lead.reminder',
            await noticeParams({
              id: lead.id,
              kind: lead.kind,
              name: lead.name,
              mlNum: lead.mlNum,
              projectName: lead.projectName,
            }),
          )
        }
        await repository.markReminded(
          due.map((l) => l.id),
          at,
        )
        return due.filter((l) => l.status !== 'closed').length
      })
    },
  }
  return service
}
