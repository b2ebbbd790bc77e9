import {
  type City,
  checkShowingSlot,
  cityTimeZone,
  detectPrepayMonths,
  formatShowingWallTime,
  getTimeZoneCity,
  isAvailableLsc,
  type NoticeParams,
  provinceOf,
  type Reservation,
  type ReservationDecline,
  type ReservationListQuery,
  type ReservationPage,
  type ReservationRequest,
  type ReservationRole,
  reservationActions,
  reservationListingOutcome,
  reservationTabStatuses,
  todayIn,
  type ViewingProposal,
} from '@maplenest/core'
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import { type ListingsService, requestListing } from '../listings/index.ts'
import type { NoticesService } from '../notices/index.ts'
import type { ShowingsService } from '../showings/index.ts'
import { addressOf } from './demands-service.ts'
import type { RentalListingsRepository } from './rental-listings-repository.ts'
import type { ReservationOwner, ReservationRow, ReservationsRepository } from './reservations-repository.ts'

export interface ReservationsService {
  reserve(viewer: Viewer | null, input: ReservationRequest): Promise<{ id: string; status: Reservation['status'] }>
  list(viewer: Viewer | null, query: ReservationListQuery): Promise<ReservationPage>
  get(viewer: Viewer | null, id: string): Promise<Reservation>
  /** The agent confirms the room; the student confirms the viewing the agent proposed. */
  confirm(viewer: Viewer | null, id: string): Promise<Reservation>
  proposeViewing(viewer: Viewer | null, id: string, input: ViewingProposal): Promise<Reservation>
  decline(viewer: Viewer | null, id: string, input: ReservationDecline): Promise<Reservation>
  cancel(viewer: Viewer | null, id: string): Promise<Reservation>
  /**
   * Undecided reservations of listings that left the market are cancelled and both sides told; with no numbers
   * (the sweep) those whose move-in day passed also expire. Idempotent.
   */
  reactToListingChanges(mlNums?: readonly string[]): Promise<number>
}

const PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'listing.api.cursor' })
const notNow = () => new HttpError(409, 'rental.api.notNow')

export function createReservationsService(deps: {
  repository: ReservationsRepository
  rentalListings: Pick<RentalListingsRepository, 'listingFacts' | 'profilesByUserIds'>
  listings: Pick<ListingsService, 'summaries'>
  showings: Pick<ShowingsService, 'handlerFor'>
  notices: Pick<NoticesService, 'notify'>
  now: () => Date
}): ReservationsService {
  const { repository, rentalListings, listings, showings, notices, now } = deps

  const roleOf = (viewer: Viewer, row: ReservationRow): ReservationRole | null => {
    if (viewer.userId === row.studentId) return 'student'
    if (row.agentUserId && viewer.userId === row.agentUserId) return 'agent'
    if (viewer.type === 'admin') return 'admin'
    return null
  }

  /** 404 for an id that is nobody's; 403 to anyone but its student, its agent or an administrator. */
  const requireReservation = async (viewer: Viewer | null, id: string) => {
    const who = requireRegistered(viewer)
    const row = await repository.find(id)
    if (!row) throw notFound('rental.api.reservationNotFound')
    const role = roleOf(who, row)
    if (!role) throw forbidden('rental.api.reservationNotYours')
    return { who, row, role }
  }

  const cityOf = (row: ReservationRow): City => getTimeZoneCity(row.timeZone) ?? 'toronto'

  const actionsOf = (row: ReservationRow, role: ReservationRole) => {
    const at = now()
    return reservationActions(
      { status: row.status, moveIn: row.moveIn, viewingTime: row.viewingTime },
      role,
      at,
      todayIn(cityOf(row), at),
    )
  }

  const toReservations = async (rows: ReservationRow[], role: (r: ReservationRow) => ReservationRole) => {
    const byNum = new Map(
      (await listings.summaries([...new Set(rows.map((r) => r.mlNum))], null)).map((l) => [l.mlNum, l]),
    )
    const agentIds = [...new Set(rows.flatMap((r) => (r.agentUserId ? [r.agentUserId] : [])))]
    const profiles = await rentalListings.profilesByUserIds(agentIds)
    return rows.map((row): Reservation => {
      const profile = row.agentUserId ? profiles.get(row.agentUserId) : undefined
      return {
        id: row.id,
        mlNum: row.mlNum,
        listing: requestListing(byNum.get(row.mlNum), { ...row, sr: 'Lease', lsc: 'lsd' }),
        province: provinceOf(cityOf(row)),
        moveIn: row.moveIn,
        moveOut: row.moveOut,
        occupants: row.occupants,
        message: row.message,
        prepayMonths: detectPrepayMonths(row.message),
        name: row.name,
        phone: row.phone,
        email: row.email,
        wechat: row.wechat,
        status: row.status,
        agent: row.agentUserId
          ? {
              id: row.agentUserId,
              profileId: profile?.profileId ?? null,
              name: profile?.name ?? '',
              avatar: profile ? profile.avatar || `/house/api/agent/v1/${profile.profileId}/avatar` : null,
              phone: profile?.phone || null,
              registrationNumber: profile?.practiceId ?? '',
            }
          : null,
        assignedBy: row.assignedBy,
        viewing:
          row.viewingMode && row.viewingTime
            ? { mode: row.viewingMode, time: row.viewingTime.toISOString(), timeZone: row.timeZone }
            : null,
        declineReason: row.declineReason,
        cancelReason: row.cancelReason,
        role: role(row),
        actions: actionsOf(row, role(row)),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }
    })
  }

  const one = async (row: ReservationRow, role: ReservationRole) => (await toReservations([row], () => role))[0]!

  const tell = async (userId: string | null, row: ReservationRow, event: string, extra: NoticeParams = {}) => {
    if (!userId) return
    const listing = (await listings.summaries([row.mlNum], null))[0]
    await notices.notify(userId, 'rental.updated', {
      event,
      reservationId: row.id,
      address: listing ? addressOf(listing) : row.mlNum,
      name: row.name,
      ...(row.viewingTime ? { when: formatShowingWallTime(row.viewingTime, row.timeZone) } : {}),
      ...(row.viewingMode ? { mode: row.viewingMode } : {}),
      ...extra,
    })
  }

  const change = async (row: ReservationRow, patch: Parameters<ReservationsRepository['update']>[1]) => {
    const updated = await repository.update(row.id, { ...patch, updatedAt: now() }, [row.status])
    if (!updated) throw notNow()
    return updated
  }

  return {
    async reserve(viewer, input) {
      const who = requireRegistered(viewer)
      const facts = await rentalListings.listingFacts(input.mlNum)
      if (!facts) throw notFound('showing.api.listingNotFound')
      if (facts.sr !== 'Lease') throw badRequest('rental.api.notLease', {}, { fields: [{ field: 'mlNum' }] })
      if (facts.status !== 'A' || !isAvailableLsc(facts.lsc)) throw new HttpError(409, 'rental.api.notAvailable')
      if (input.moveIn < todayIn(facts.city, now())) {
        throw badRequest('rental.validation.moveInPast', {}, { fields: [{ field: 'moveIn' }] })
      }
      if (await repository.liveOf(who.userId, facts.mlNum)) throw new HttpError(409, 'rental.api.alreadyReserved')
      const handler = await showings.handlerFor(facts.mlNum)
      const at = now()
      const row = await repository.insert({
        studentId: who.userId,
        mlNum: facts.mlNum,
        timeZone: cityTimeZone(facts.city),
        moveIn: input.moveIn,
        moveOut: input.moveOut,
        occupants: input.occupants,
        message: input.message,
        name: input.name,
        phone: input.phone,
        email: input.email,
        wechat: input.wechat,
        agentUserId: handler?.userId ?? null,
        assignedBy: handler?.reason ?? 'adminQueue',
        createdAt: at,
        updatedAt: at,
      })
      if (!row) throw new HttpError(409, 'rental.api.alreadyReserved')
      await tell(row.agentUserId, row, 'reservationRequested')
      return { id: row.id, status: row.status }
    },

    async list(viewer, query) {
      const who = requireRegistered(viewer)
      const owner: ReservationOwner =
        query.side === 'mine'
          ? { studentId: who.userId }
          : who.type === 'admin'
            ? { everyone: true }
            : { agentUserId: who.userId }
      const role: ReservationRole = query.side === 'mine' ? 'student' : who.type === 'admin' ? 'admin' : 'agent'
      const hash = hashQuery({ list: 'reservations', owner, status: query.status })
      const key = query.cursor ? PAGES.decode(query.cursor, hash) : null
      const rows = await repository.page(
        owner,
        reservationTabStatuses(query.status),
        key ? { created: key.value, id: key.id } : null,
        query.limit + 1,
      )
      const items = rows.slice(0, query.limit)
      const last = items.at(-1)
      return {
        items: await toReservations(items, () => role),
        nextCursor:
          rows.length > query.limit && last ? PAGES.encode({ value: last.createdKey, id: last.id }, hash) : null,
      }
    },

    async get(viewer, id) {
      const { row, role } = await requireReservation(viewer, id)
      return one(row, role)
    },

    async confirm(viewer, id) {
      const { who, row, role } = await requireReservation(viewer, id)
      const actions = actionsOf(row, role)
      if (role === 'student') {
        if (!actions.confirmViewing) throw notNow()
        const updated = await change(row, { status: 'ViewingConfirmed' })
        await tell(updated.agentUserId, updated, 'viewingConfirmed')
        return one(updated, role)
      }
      if (!actions.confirm) throw notNow()
      const updated = await change(row, { status: 'Confirmed', handledBy: who.userId })
      await tell(updated.studentId, updated, 'reservationConfirmed')
      return one(updated, role)
    },

    async proposeViewing(viewer, id, input) {
      const { who, row, role } = await requireReservation(viewer, id)
      if (role === 'student') throw forbidden('rental.api.agentOnly')
      if (!actionsOf(row, role).proposeViewing) throw notNow()
      const facts = await rentalListings.listingFacts(row.mlNum)
      const time = new Date(input.time)
      const refusal = checkShowingSlot({ time, city: cityOf(row), lsc: facts?.lsc ?? 'lsd', now: now() })
      if (refusal) throw badRequest(refusal, undefined, { fields: [{ field: 'time' }] })
      const updated = await change(row, {
        status: 'ViewingProposed',
        viewingMode: input.mode,
        viewingTime: time,
        handledBy: who.userId,
      })
      await tell(updated.studentId, updated, 'viewingProposed')
      return one(updated, role)
    },

    async decline(viewer, id, input) {
      const { who, row, role } = await requireReservation(viewer, id)
      if (role === 'student') throw forbidden('rental.api.agentOnly')
      if (!actionsOf(row, role).decline) throw notNow()
      const updated = await change(row, { status: 'Declined', declineReason: input.reason, handledBy: who.userId })
      await tell(updated.studentId, updated, 'reservationDeclined', { reason: input.reason })
      return one(updated, role)
    },

    async cancel(viewer, id) {
      const { row, role } = await requireReservation(viewer, id)
      if (role !== 'student') throw forbidden('rental.api.studentOnly')
      if (!actionsOf(row, role).cancel) throw notNow()
      const updated = await change(row, { status: 'Cancelled', cancelReason: 'student' })
      await tell(updated.agentUserId, updated, 'reservationCancelled')
      return one(updated, role)
    },

    async reactToListingChanges(mlNums) {
      let changed = 0
      const rows = await repository.undecided(mlNums)
      const byNum = new Map(
        (await listings.summaries([...new Set(rows.map((r) => r.mlNum))], null)).map((l) => [l.mlNum, l]),
      )
      for (const row of rows) {
        const listing = byNum.get(row.mlNum)
        const reason = reservationListingOutcome(
          listing ? listing.status === 'A' && isAvailableLsc(listing.lsc) : false,
          listing?.lsc ?? 'ter',
        )
        if (!reason) continue
        const updated = await repository.update(
          row.id,
          { status: 'Cancelled', cancelReason: reason, updatedAt: now() },
          [row.status],
        )
        if (!updated) continue
        changed += 1
        await tell(updated.studentId, updated, 'reservationClosed')
        await tell(updated.agentUserId, updated, 'reservationClosed')
      }
      if (!mlNums) changed += (await repository.expireBefore(todayIn('vancouver', now()), now())).length
      return changed
    },
  }
}
