import { type MessageParams, translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { dollarsToCents } from '../money/cents.ts'
import { formatCadWhole } from '../money/format-money.ts'
import { formatOccupancy } from '../precons/precons-money.ts'
import { PRECON_REGISTRATIONS_INCOMING_PATH, PRECON_REGISTRATIONS_PATH } from './precon-registration-rules.ts'

export const PRECON_REGISTRATION_NOTICE_KINDS = [
  'preconRegistration.received',
  'preconRegistration.contacted',
  'preconRegistration.priceChanged',
  'preconRegistration.occupancyChanged',
] as const
export type PreconRegistrationNoticeKind = (typeof PRECON_REGISTRATION_NOTICE_KINDS)[number]

type Params = Record<string, string | number>

const num = (v: string | number | undefined) => (typeof v === 'number' ? v : v === undefined ? NaN : Number(v))
const money = (dollars: string | number | undefined, locale: Locale) => {
  const n = num(dollars)
  return Number.isFinite(n) ? formatCadWhole(dollarsToCents(n), locale) : ''
}
const range = (min: string | number | undefined, max: string | number | undefined, locale: Locale) =>
  num(min) === num(max) ? money(min, locale) : `${money(min, locale)} – ${money(max, locale)}`
const occupancy = (year: string | number | undefined, quarter: string | number | undefined, locale: Locale) =>
  formatOccupancy(num(year), num(quarter), locale)

/**
 * The title and body of a pre-construction registration's notice, in the reader's language. Parameters: `project`
 * (its name) and `projectId` always; `kind` (updates, ask, visit) and `name` (the buyer) when one arrives; `reply`
 * when the agent made contact; the price range before and now (`beforeMin`, `beforeMax`, `minPrice`, `maxPrice`, whole
 * dollars) or the occupancy before and now (`beforeYear`, `beforeQuarter`, `year`, `quarter`).
 */
export function formatPreconRegistrationNotice(
  kind: PreconRegistrationNoticeKind,
  params: Params,
  locale: Locale,
): { title: string; body: string } {
  const p: MessageParams = { ...params }
  if (kind === 'preconRegistration.received') {
    const what = ['updates', 'ask', 'visit'].includes(String(params.kind)) ? String(params.kind) : 'updates'
    p.what = translate(locale, `preconRegistration.kind.${what as 'updates'}`)
  }
  if (kind === 'preconRegistration.priceChanged') {
    p.before = range(params.beforeMin, params.beforeMax, locale)
    p.now = range(params.minPrice, params.maxPrice, locale)
  }
  if (kind === 'preconRegistration.occupancyChanged') {
    p.before = occupancy(params.beforeYear, params.beforeQuarter, locale)
    p.now = occupancy(params.year, params.quarter, locale)
  }
  return { title: translate(locale, `notice.${kind}.title`, p), body: translate(locale, `notice.${kind}.body`, p) }
}

/** Where a registration's notice takes the reader: the project for a change, the list of registrations otherwise. */
export function preconRegistrationLink(kind: PreconRegistrationNoticeKind, params: Params): string {
  if (kind === 'preconRegistration.received') return PRECON_REGISTRATIONS_INCOMING_PATH
  if (kind === 'preconRegistration.contacted') return PRECON_REGISTRATIONS_PATH
  return `/pages/precons/precons-detail?preconsId=${encodeURIComponent(String(params.projectId ?? ''))}`
}
