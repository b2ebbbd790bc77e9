import type { MessageKey, MessageParams, Translate } from '../i18n/catalogue.ts'
import { toDetailPath } from '../listings/detail-path.ts'
import { CITIES, ROOM_TYPES } from '../listings/listing-codes.ts'

/**
 * What a `rental.updated` notice says happened. Parameters by event: `matched` — `demandId`, `mlNum`, `address`,
 * `price` (whole dollars), `city`, `roomType`; contact events — `demandId`, `agent`; reservation events —
 * `reservationId`, `address`, and `name` (the student), `when` (the viewing on the city's clock), `mode` or `reason`.
 */
export const RENTAL_NOTICE_EVENTS = [
  'matched',
  'contactRequested',
  'contactAccepted',
  'contactDeclined',
  'reservationRequested',
  'reservationConfirmed',
  'viewingProposed',
  'viewingConfirmed',
  'reservationDeclined',
  'reservationCancelled',
  'reservationClosed',
] as const
export type RentalNoticeEvent = (typeof RENTAL_NOTICE_EVENTS)[number]

const isEvent = (v: unknown): v is RentalNoticeEvent => (RENTAL_NOTICE_EVENTS as readonly unknown[]).includes(v)

/** The title and body of a rental notice; the viewing's mode and a price read in the reader's language. */
export function formatRentalNotice(params: MessageParams, t: Translate): { title: string; body: string } {
  const event = params.event
  if (!isEvent(event)) {
    return { title: t('notice.rental.updated.title', params), body: t('notice.rental.updated.body', params) }
  }
  const p: MessageParams = { ...params }
  if (params.mode === 'inPerson' || params.mode === 'video') p.mode = t(`rental.viewingMode.${params.mode}`)
  return {
    title: t(`notice.rental.${event}.title` as MessageKey, p),
    body: t(`notice.rental.${event}.body` as MessageKey, p),
  }
}

/** The rental demand form (spec §2 univ/publishrental); `?school=` starts it at a campus. */
export const RENTAL_PUBLISH_PATH = '/pages/univ/publishrental'
export const RENTAL_DEMANDS_PATH = '/pages/univ/my-demands'
export const RENTAL_AGENT_DEMANDS_PATH = '/pages/univ/demand-list'
export const RESERVATION_LIST_PATH = '/pages/my/reserve/my-reserve'
export const RESERVATION_DETAIL_PATH = '/pages/my/reserve/reserve-detail'

export const reservationLink = (id: string) => `${RESERVATION_DETAIL_PATH}?id=${encodeURIComponent(id)}`

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined => values.find((x) => x === v)

/** Where tapping a rental notice goes: the matching lease, the demands (the student's or the agent's), a reservation. */
export function rentalNoticeLink(params: MessageParams): string | null {
  const event = params.event
  if (event === 'matched' && params.mlNum) {
    return toDetailPath({
      mlNum: String(params.mlNum),
      city: oneOf(CITIES, params.city) ?? 'toronto',
      sr: 'Lease',
      roomType: oneOf(ROOM_TYPES, params.roomType) ?? 'condo',
    })
  }
  if (event === 'contactRequested') return RENTAL_DEMANDS_PATH
  if (event === 'contactAccepted' || event === 'contactDeclined') return RENTAL_AGENT_DEMANDS_PATH
  if (params.reservationId) return reservationLink(String(params.reservationId))
  return null
}
