import {
  bedroomRange,
  type ContactRequest,
  type ContactRequestInput,
  checkDemandDates,
  checkDemandDeposit,
  type DemandForAgent,
  type DemandForAgentPage,
  type MatchDemand,
  matchesDemand,
  provinceOf,
  type RentalDemand,
  type RentalDemandInput,
  type RentalDemandSearch,
  todayIn,
} from '@maplenest/core'
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, requireRole, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { NoticesService } from '../notices/index.ts'
import type { ContactRequestRow, DemandInsert, DemandRow, DemandsRepository } from './demands-repository.ts'
import type { AgentProfileRow, LeaseRow, RentalListingsRepository } from './rental-listings-repository.ts'
import { findCampus, neighbourhoodNames } from './rental-places.ts'

export interface DemandsService {
  create(viewer: Viewer | null, input: RentalDemandInput): Promise<{ id: string }>
  mine(viewer: Viewer | null): Promise<RentalDemand[]>
  update(viewer: Viewer | null, id: string, input: RentalDemandInput): Promise<RentalDemand>
  remove(viewer: Viewer | null, id: string): Promise<void>
  /** Agents: demands still to come, with contact details only where the student accepted their request. */
  search(viewer: Viewer | null, query: RentalDemandSearch): Promise<DemandForAgentPage>
  requestContact(viewer: Viewer | null, id: string, input: ContactRequestInput): Promise<DemandForAgent>
  /** The student answers an agent's request: accepting records their consent and shows the agent their details. */
  decide(viewer: Viewer | null, id: string, requestId: string, accept: boolean): Promise<RentalDemand>
  /**
   * New leases (these numbers, or every lease on the market) matched with demands still to come: a lease that fits
   * a demand and was never matched with it is recorded and its student told. Idempotent. Returns the notices sent.
   */
  matchNewLeases(mlNums?: readonly string[]): Promise<number>
}

const PAGES = defineCursor({ value: 'text', id: 'uuid', error: 'listing.api.cursor' })
const AGENTS_ONLY = { status: 403, key: 'rental.api.agentsOnly' } as const

const iso = (d: Date | null) => d?.toISOString() ?? null

/** The address as lists show it: "unit – street". */
export const addressOf = (l: { address: string; unit: string | null }) =>
  l.unit ? `${l.unit} – ${l.address}` : l.address

function toMatchDemand(row: DemandRow): MatchDemand {
  return {
    city: row.city,
    budget: row.budget,
    bedrooms: row.bedrooms as MatchDemand['bedrooms'],
    neighbourhoods: row.neighbourhoods,
    moveIn: row.moveIn,
  }
}

function toNeed(row: DemandRow) {
  return {
    id: row.id,
    school: row.school,
    city: row.city,
    budget: row.budget,
    placeType: row.placeType,
    bedrooms: row.bedrooms as RentalDemand['bedrooms'],
    moveIn: row.moveIn,
    moveOut: row.moveOut,
    location: {
      neighbourhoods: row.neighbourhoods,
      commuteMode: row.commuteMode,
      commuteMinutes: row.commuteMinutes,
    },
    parking: row.parking,
    pets: row.pets,
    acceptRoommates: row.acceptRoommates,
    preferences: row.preferences as RentalDemand['preferences'],
    guarantor: row.guarantor,
    rentPayer: row.rentPayer,
    creditReport: row.creditReport,
    jobProof: row.jobProof,
    deposit: row.deposit,
    prepay: row.prepay,
    canInspect: row.canInspect,
    languages: row.languages as RentalDemand['languages'],
    createdAt: row.createdAt.toISOString(),
  }
}

function toAgent(userId: string, profiles: Map<string, AgentProfileRow>): ContactRequest['agent'] {
  const p = profiles.get(userId)
  if (!p) return { profileId: null, name: '', company: '', avatar: null, registrationNumber: '' }
  return {
    profileId: p.profileId,
    name: p.name,
    company: p.company,
    avatar: p.avatar || `/house/api/agent/v1/${p.profileId}/avatar`,
    registrationNumber: p.practiceId,
  }
}

export function createDemandsService(deps: {
  repository: DemandsRepository
  listings: RentalListingsRepository
  notices: Pick<NoticesService, 'notify'>
  now: () => Date
}): DemandsService {
  const { repository, listings, notices, now } = deps

  /** The row to store from a valid form: the school known, the neighbourhoods of its city, the dates ahead. */
  const toRow = (input: RentalDemandInput): Omit<DemandInsert, 'studentId' | 'createdAt' | 'updatedAt'> => {
    const campus = findCampus(input.school)
    if (!campus) throw badRequest('rental.validation.schoolUnknown', {}, { fields: [{ field: 'school' }] })
    const names = neighbourhoodNames(campus.city)
    if (!input.location.neighbourhoods.every((n) => names.has(n))) {
      throw badRequest('rental.validation.areaUnknown', {}, { fields: [{ field: 'location' }] })
    }
    const dates = checkDemandDates(input, todayIn(campus.city, now()))
    const [field, key] = Object.entries(dates)[0] ?? []
    if (field && key) throw badRequest(key, {}, { fields: [{ field }] })
    const deposit = checkDemandDeposit(provinceOf(campus.city), input)
    if (deposit) throw badRequest(deposit, {}, { fields: [{ field: 'deposit' }] })
    const { location, bedrooms, ...rest } = input
    const beds = bedroomRange(bedrooms)
    return {
      ...rest,
      city: campus.city,
      bedrooms,
      bedsMin: beds.min,
      bedsMax: beds.max,
      neighbourhoods: [...new Set(location.neighbourhoods)],
      commuteMode: location.commuteMode,
      commuteMinutes: location.commuteMinutes,
    }
  }

  /** Leases on the market that fit a demand now. */
  const fitsNow = async (row: DemandRow): Promise<LeaseRow[]> => {
    const leases = await listings.activeLeases({
      city: row.city,
      neighbourhoods: row.neighbourhoods,
      budgetMax: row.budget,
    })
    const demand = toMatchDemand(row)
    return leases.filter((l) => matchesDemand(l, demand))
  }

  /** What fits when a demand is saved is recorded without a notice: only leases that appear later are told. */
  const baseline = async (row: DemandRow) => {
    const fits = await fitsNow(row)
    await repository.recordMatches(
      row.id,
      fits.map((l) => l.mlNum),
      false,
      now(),
    )
    return fits.length
  }

  const toOwnDemands = async (rows: DemandRow[]): Promise<RentalDemand[]> => {
    const requests = await repository.requestsOn(rows.map((r) => r.id))
    const profiles = await listings.profilesByUserIds([...new Set(requests.map((r) => r.agentUserId))])
    const out: RentalDemand[] = []
    for (const row of rows) {
      out.push({
        ...toNeed(row),
        name: row.name,
        phone: row.phone,
        email: row.email,
        wechat: row.wechat,
        roommateName: row.roommateName,
        profile: row.profile,
        nationality: row.nationality,
        gender: row.gender,
        birthYear: row.birthYear,
        education: row.education,
        major: row.major,
        hobbies: row.hobbies,
        emergencyName: row.emergencyName,
        emergencyPhone: row.emergencyPhone,
        parentWechat: row.parentWechat,
        parentPhone: row.parentPhone,
        message: row.message,
        remark: row.remark,
        updatedAt: row.updatedAt.toISOString(),
        matchCount: (await fitsNow(row)).length,
        contactRequests: requests
          .filter((r) => r.demandId === row.id)
          .map((r) => ({
            id: r.id,
            status: r.status,
            agent: toAgent(r.agentUserId, profiles),
            message: r.message,
            requestedAt: r.requestedAt.toISOString(),
            decidedAt: iso(r.decidedAt),
          })),
      })
    }
    return out
  }

  /** A demand as one agent sees it: the contact only when the student accepted this agent's request. */
  const toAgentView = (row: DemandRow, request: ContactRequestRow | undefined): DemandForAgent => ({
    ...toNeed(row),
    contactRequest: request
      ? {
          id: request.id,
          status: request.status,
          requestedAt: request.requestedAt.toISOString(),
          decidedAt: iso(request.decidedAt),
        }
      : null,
    contact:
      request?.status === 'accepted'
        ? {
            name: row.name,
            phone: row.phone,
            email: row.email,
            wechat: row.wechat,
            roommateName: row.roommateName,
            profile: row.profile,
            education: row.education,
            major: row.major,
            hobbies: row.hobbies,
            parentWechat: row.parentWechat,
            parentPhone: row.parentPhone,
            message: row.message,
          }
        : null,
  })

  /** The demand and its owner check: 404 for an id that is nobody's, 403 to anyone but its student. */
  const requireOwn = async (viewer: Viewer | null, id: string) => {
    const who = requireRegistered(viewer)
    const row = await repository.find(id)
    if (!row) throw notFound('rental.api.demandNotFound')
    if (row.studentId !== who.userId) throw forbidden('rental.api.demandNotYours')
    return { who, row }
  }

  const ownOne = async (row: DemandRow) => (await toOwnDemands([row]))[0]!

  return {
    async create(viewer, input) {
      const who = requireRegistered(viewer)
      const at = now()
      const row = await repository.insert({ ...toRow(input), studentId: who.userId, createdAt: at, updatedAt: at })
      await baseline(row)
      return { id: row.id }
    },

    async mine(viewer) {
      const who = requireRegistered(viewer)
      return toOwnDemands(await repository.ofStudent(who.userId))
    },

    async update(viewer, id, input) {
      await requireOwn(viewer, id)
      const updated = await repository.update(id, { ...toRow(input), updatedAt: now() })
      if (!updated) throw notFound('rental.api.demandNotFound')
      await baseline(updated)
      return ownOne(updated)
    },

    async remove(viewer, id) {
      await requireOwn(viewer, id)
      await repository.remove(id)
    },

    async search(viewer, query) {
      const who = requireRole(viewer, ['agent', 'admin'], AGENTS_ONLY)
      const hash = hashQuery({
        list: 'demands',
        school: query.school,
        budgetMax: query.budgetMax,
        from: query.moveInFrom,
      })
      const key = query.cursor ? PAGES.decode(query.cursor, hash) : null
      // Demands whose move-in has passed are closed: an agent never sees them. Today on Vancouver's clock, whose date
      // turns last, so a demand stays until its move-in day has ended in both cities.
      const today = todayIn('vancouver', now())
      const fromDay = query.moveInFrom && query.moveInFrom > today ? query.moveInFrom : today
      const rows = await repository.search({
        fromDay,
        school: query.school,
        budgetMax: query.budgetMax,
        after: key ? { moveIn: key.value, id: key.id } : null,
        limit: query.limit + 1,
      })
      const items = rows.slice(0, query.limit)
      const requests = await repository.requestsOf(
        who.userId,
        items.map((r) => r.id),
      )
      const last = items.at(-1)
      return {
        items: items.map((row) => toAgentView(row, requests.get(row.id))),
        nextCursor: rows.length > query.limit && last ? PAGES.encode({ value: last.moveIn, id: last.id }, hash) : null,
      }
    },

    async requestContact(viewer, id, input) {
      const who = requireRole(viewer, 'agent', AGENTS_ONLY)
      const row = await repository.find(id)
      if (!row) throw notFound('rental.api.demandNotFound')
      if (row.moveIn < todayIn(row.city, now())) throw new HttpError(409, 'rental.api.demandClosed')
      const created = await repository.addRequest({
        demandId: id,
        agentUserId: who.userId,
        message: input.message,
        requestedAt: now(),
      })
      if (!created) throw new HttpError(409, 'rental.api.contactAlready')
      const agent = (await listings.profilesByUserIds([who.userId])).get(who.userId)
      await notices.notify(row.studentId, 'rental.updated', {
        event: 'contactRequested',
        demandId: row.id,
        agent: agent?.name || '—',
      })
      return toAgentView(row, created)
    },

    async decide(viewer, id, requestId, accept) {
      const { row } = await requireOwn(viewer, id)
      const request = await repository.findRequest(requestId)
      if (!request || request.demandId !== row.id) throw notFound('rental.api.requestNotFound')
      const decided = await repository.decideRequest(requestId, accept ? 'accepted' : 'declined', now())
      if (!decided) throw new HttpError(409, 'rental.api.requestDecided')
      await notices.notify(decided.agentUserId, 'rental.updated', {
        event: accept ? 'contactAccepted' : 'contactDeclined',
        demandId: row.id,
      })
      return ownOne(row)
    },

    async matchNewLeases(mlNums) {
      const leases = await listings.activeLeases(mlNums ? { mlNums } : {})
      if (leases.length === 0) return 0
      const at = now()
      // Today on Vancouver's clock, whose date turns last: a demand moving in today still hears of today's leases.
      const demands = await repository.open(todayIn('vancouver', at), [...new Set(leases.map((l) => l.city))])
      let told = 0
      for (const demand of demands) {
        const wanted = toMatchDemand(demand)
        const fits = leases.filter((l) => matchesDemand(l, wanted))
        const fresh = new Set(
          await repository.recordMatches(
            demand.id,
            fits.map((l) => l.mlNum),
            true,
            at,
          ),
        )
        for (const lease of fits.filter((l) => fresh.has(l.mlNum))) {
          await notices.notify(demand.studentId, 'rental.updated', {
            event: 'matched',
            demandId: demand.id,
            mlNum: lease.mlNum,
            address: addressOf(lease),
            price: lease.price,
            city: lease.city,
            roomType: lease.roomType,
          })
          told += 1
        }
      }
      return told
    },
  }
}
