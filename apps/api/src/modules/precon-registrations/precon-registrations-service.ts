import {
  canReplyPreconRegistration,
  canWithdrawPreconRegistration,
  checkPreconVisitTime,
  cityTimeZone,
  type Locale,
  PRECON_REGISTRATION_CONSENT_KEY,
  PRECON_REGISTRATIONS_MAX,
  type PreconRegistration,
  type PreconRegistrationCreate,
  type PreconRegistrationReply,
  preconFactChanges,
  translate,
} from '@maplenest/core'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import type { AgentAppsService } from '../agent-apps/index.ts'
import type { LeadsService } from '../leads/index.ts'
import type { NoticesService } from '../notices/index.ts'
import type {
  PreconRegistrationListed,
  PreconRegistrationOwner,
  PreconRegistrationsRepository,
} from './precon-registrations-repository.ts'

export interface PreconRegistrationsService {
  /** A buyer registers on a project or floor plan: it goes to the app's agent, the chosen agent, or the admins. */
  create(viewer: Viewer | null, input: PreconRegistrationCreate, locale: Locale): Promise<PreconRegistration>
  /** The caller's registrations that are not withdrawn, newest first. */
  listMine(viewer: Viewer | null): Promise<PreconRegistration[]>
  /** The buyer withdraws one of theirs; another person's, or one already withdrawn, is not found. */
  withdraw(viewer: Viewer | null, id: string): Promise<void>
  /** The registrations the caller receives (an administrator also sees the queue), newest first. */
  listIncoming(viewer: Viewer | null): Promise<PreconRegistration[]>
  /** The receiving agent (or an administrator) marks one contacted with a reply; the buyer is told. */
  reply(viewer: Viewer | null, id: string, input: PreconRegistrationReply): Promise<PreconRegistration>
  /**
   * Tells registrants of their projects' price and occupancy changes: one notice per change per registration (the
   * same change on two registrations of one person and project is told once), then the told values move on. One
   * process a round (an advisory lock); 'skipped' when another holds it.
   */
  tellChanges(): Promise<number | 'skipped'>
}

/** How many registrations one round tells at most; the next round takes the rest. */
const ROUND = 500

const iso = (d: Date | null) => d?.toISOString() ?? null

export function createPreconRegistrationsService(deps: {
  repository: PreconRegistrationsRepository
  notices: Pick<NoticesService, 'notify'>
  agentApps: Pick<AgentAppsService, 'liveAgentOf'>
  leads: Pick<LeadsService, 'record'>
  run: <T>(fn: () => Promise<T>) => Promise<T>
  now: () => Date
}): PreconRegistrationsService {
  const { repository, notices, agentApps, leads, run, now } = deps

  const views = async (rows: PreconRegistrationListed[]): Promise<PreconRegistration[]> => {
    const agentIds = [...new Set(rows.flatMap((r) => (r.agentUserId ? [r.agentUserId] : [])))]
    const agents = await repository.agents(agentIds)
    return rows.map((row) => {
      const agent = row.agentUserId ? agents.get(row.agentUserId) : undefined
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        project: { id: row.projectId, name: row.projectName, city: row.projectCity },
        layout: row.layoutId && row.layoutName ? { id: row.layoutId, name: row.layoutName } : null,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        preferredTime: iso(row.preferredTime),
        timeZone: row.timeZone,
        routedTo: row.routedTo,
        agent: agent ? { id: agent.id, name: agent.name } : null,
        reply: row.reply,
        contactedAt: iso(row.contactedAt),
        consent: { at: row.consentAt.toISOString(), wording: row.consentWording },
        createdAt: row.createdAt.toISOString(),
        withdrawnAt: iso(row.withdrawnAt),
      }
    })
  }
  const view = async (row: PreconRegistrationListed) => (await views([row]))[0]!

  /** Who receives a registration: the live app's agent, else an approved agent the buyer chose, else the admins. */
  const routeOf = async (input: PreconRegistrationCreate) => {
    const appAgent = input.appId ? await agentApps.liveAgentOf(input.appId) : null
    if (appAgent) return { agentUserId: appAgent, routedTo: 'agentApp' as const }
    if (input.agentId) {
      const chosen = await repository.approvedAgentUser(input.agentId)
      if (!chosen) throw badRequest('preconRegistration.validation.agent', {}, { fields: [{ field: 'agentId' }] })
      return { agentUserId: chosen, routedTo: 'chosenAgent' as const }
    }
    return { agentUserId: null, routedTo: 'adminQueue' as const }
  }

  /** A registration the caller receives: theirs, or (for an administrator) the queue's or anyone's. */
  const incoming = async (who: Viewer, id: string) => {
    const row = await repository.find(id)
    const mine = row && (row.agentUserId === who.userId || who.type === 'admin')
    if (!row || !mine) throw notFound('preconRegistration.api.notFound')
    return row
  }

  return {
    async create(viewer, input, locale) {
      const { userId } = requireRegistered(viewer)
      const project = await repository.project(input.projectId)
      if (!project) throw badRequest('preconRegistration.api.projectNotFound', {}, { fields: [{ field: 'projectId' }] })
      if (input.layoutId) {
        const layout = await repository.layout(input.layoutId)
        if (!layout || layout.projectId !== project.id)
          throw badRequest('preconRegistration.validation.layout', {}, { fields: [{ field: 'layoutId' }] })
      }
      const at = now()
      const preferredTime = input.kind === 'visit' && input.preferredTime ? new Date(input.preferredTime) : null
      if (preferredTime) {
        const refusal = checkPreconVisitTime(preferredTime, project.city, at)
        if (refusal) throw badRequest(refusal, {}, { fields: [{ field: 'preferredTime' }] })
      }
      const route = await routeOf(input)
      return run(async () => {
        if ((await repository.countLive(userId)) >= PRECON_REGISTRATIONS_MAX)
          throw badRequest('preconRegistration.api.tooMany', { max: PRECON_REGISTRATIONS_MAX })
        const row = await repository.insert({
          userId,
          projectId: project.id,
          layoutId: input.layoutId ?? null,
          kind: input.kind,
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          preferredTime,
          timeZone: cityTimeZone(project.city),
          ...route,
          appId: route.routedTo === 'agentApp' ? (input.appId ?? null) : null,
          consentAt: at,
          consentWording: translate(locale, PRECON_REGISTRATION_CONSENT_KEY),
          consentLocale: locale,
          toldMinPrice: project.minPrice,
          toldMaxPrice: project.maxPrice,
          toldOccupancyYear: project.occupancyYear,
          toldOccupancyQuarter: project.occupancyQuarter,
          createdAt: at,
          updatedAt: at,
        })
        if (!row) throw new HttpError(409, 'preconRegistration.api.duplicate')
        // the receiving agent's lead, written with the registration
        if (row.agentUserId)
          await leads.record({
            agentUserId: row.agentUserId,
            appId: row.appId,
            clientUserId: userId,
            kind: 'precon',
            sourceId: row.id,
            projectId: project.id,
            timeZone: row.timeZone,
            showingTime: row.preferredTime,
            name: row.name,
            phone: row.phone,
            email: row.email,
            message: row.message,
            consent: { at: row.consentAt, wording: row.consentWording, locale },
          })
        if (row.agentUserId)
          await notices.notify(row.agentUserId, 'preconRegistration.received', {
            registrationId: row.id,
            projectId: project.id,
            project: project.name,
            kind: row.kind,
            name: row.name,
          })
        return view((await repository.find(row.id))!)
      })
    },

    async listMine(viewer) {
      const { userId } = requireRegistered(viewer)
      return views(await repository.list({ userId }))
    },

    async withdraw(viewer, id) {
      const { userId } = requireRegistered(viewer)
      const row = await repository.find(id)
      if (!row || row.userId !== userId || !canWithdrawPreconRegistration(row.status))
        throw notFound('preconRegistration.api.notFound')
      const at = now()
      const done = await repository.update(id, { status: 'withdrawn', withdrawnAt: at, updatedAt: at }, [
        'open',
        'contacted',
      ])
      if (!done) throw notFound('preconRegistration.api.notFound')
    },

    async listIncoming(viewer) {
      const who = requireRegistered(viewer)
      const owner: PreconRegistrationOwner = { agentUserId: who.userId, queue: who.type === 'admin' }
      return views(await repository.list(owner))
    },

    async reply(viewer, id, input) {
      const who = requireRegistered(viewer)
      const row = await incoming(who, id)
      if (!canReplyPreconRegistration(row.status)) throw new HttpError(409, 'preconRegistration.api.notOpen')
      return run(async () => {
        const at = now()
        const updated = await repository.update(
          id,
          { status: 'contacted', reply: input.reply, contactedAt: at, repliedBy: who.userId, updatedAt: at },
          ['open'],
        )
        if (!updated) throw new HttpError(409, 'preconRegistration.api.notOpen')
        await notices.notify(updated.userId, 'preconRegistration.contacted', {
          registrationId: updated.id,
          projectId: updated.projectId,
          project: updated.projectName,
          reply: input.reply,
        })
        return view(updated)
      })
    },

    async tellChanges() {
      return run(async () => {
        if (!(await repository.lockChangesRound())) return 'skipped' as const
        const due = await repository.due(ROUND)
        const told = new Set<string>()
        let sent = 0
        for (const registration of due) {
          // Mark first: a registration another process already moved on is not told again.
          if (!(await repository.markTold(registration, now()))) continue
          for (const change of preconFactChanges(registration.told, registration.now)) {
            const key = `${registration.userId}|${registration.projectId}|${change.kind}|${JSON.stringify(change.params)}`
            if (told.has(key)) continue
            told.add(key)
            await notices.notify(registration.userId, change.kind, {
              registrationId: registration.id,
              projectId: registration.projectId,
              project: registration.projectName,
              ...change.params,
            })
            sent++
          }
        }
        return sent
      })
    },
  }
}
