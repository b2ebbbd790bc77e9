import type { MessageKey } from '../i18n/catalogue.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { CITIES, type City } from '../listings/listing-codes.ts'
import { dollarsToCents } from '../money/cents.ts'
import { formatCadWhole } from '../money/format-money.ts'
import { stationLabelZh } from '../places/places.ts'
import { LISTING_ALERT_KINDS, type ListingAlertKind } from './listing-alert.ts'

/** Where a digest or a step-down notice takes the reader: the saved search, opened. */
export function savedSearchLink(searchId: string): string {
  return `/pages/my/saved-searches/saved-searches?open=${encodeURIComponent(searchId)}`
}

const money = (dollars: number, locale: Locale) => formatCadWhole(dollarsToCents(dollars), locale)
const num = (v: string | number | undefined) => (typeof v === 'number' ? v : v === undefined ? NaN : Number(v))
const kindOf = (v: unknown): ListingAlertKind | undefined => LISTING_ALERT_KINDS.find((k) => k === v)

/**
 * Why a home fits a saved search, in the reader's language, from an alert's parameters: "New · 2 bed · $759,000 · 6
 * min walk to Sheppard-Yonge". The change first (how much a price moved), then the bedrooms, the price (a month for
 * a lease) and the nearest station on foot when there is one within reach.
 */
export function formatSavedSearchReason(params: Record<string, string | number>, locale: Locale): string {
  const t = (key: MessageKey, p?: Record<string, string | number>) => translate(locale, key, p)
  const kind = kindOf(params.event) ?? 'new'
  const price = num(params.price)
  const before = num(params.beforePrice)
  const parts: string[] = []
  const moved = Number.isFinite(before) && Number.isFinite(price) ? Math.abs(price - before) : NaN
  parts.push(
    (kind === 'priceDown' || kind === 'priceUp') && Number.isFinite(moved)
      ? t(`savedSearch.reason.${kind}`, { amount: money(moved, locale) })
      : t(`savedSearch.reason.${kind}`, { amount: '' }),
  )
  const beds = num(params.beds)
  if (Number.isFinite(beds))
    parts.push(beds === 0 ? t('savedSearch.reason.studio') : t('savedSearch.reason.beds', { count: beds }))
  if (Number.isFinite(price))
    parts.push(
      params.sr === 'Lease' ? t('savedSearch.reason.rent', { price: money(price, locale) }) : money(price, locale),
    )
  const minutes = num(params.walkMinutes)
  if (typeof params.station === 'string' && Number.isFinite(minutes)) {
    const city: City = CITIES.find((c) => c === params.city) ?? 'toronto'
    const station = locale === 'zh-Hans-CN' ? (stationLabelZh(city, params.station) ?? params.station) : params.station
    parts.push(t('savedSearch.reason.walk', { minutes, station }))
  }
  return parts.join(' · ')
}

const COUNTED: readonly ListingAlertKind[] = LISTING_ALERT_KINDS

/** A digest's counts in words: "2 new, 1 price drop". */
function formatCounts(params: Record<string, string | number>, locale: Locale): string {
  const parts: string[] = []
  for (const kind of COUNTED) {
    const count = num(params[kind])
    if (!Number.isFinite(count) || count <= 0) continue
    const key =
      count === 1 && (kind === 'priceDown' || kind === 'priceUp')
        ? (`notice.savedSearch.count.${kind}.one` as const)
        : (`notice.savedSearch.count.${kind}` as const)
    parts.push(translate(locale, key, { count }))
  }
  return parts.join(locale === 'zh-Hans-CN' ? '，' : ', ')
}

/** The title and body of a saved search's notice: a home that fits, a digest, or the step down to a digest. */
export function formatSavedSearchNotice(
  kind: 'savedSearch.matched' | 'savedSearch.digest' | 'savedSearch.steppedDown',
  params: Record<string, string | number>,
  locale: Locale,
): { title: string; body: string } {
  const name = String(params.name ?? '')
  if (kind === 'savedSearch.matched') {
    const event = kindOf(params.event)
    return {
      title: translate(locale, event ? `notice.savedSearch.matched.${event}` : 'notice.savedSearch.matched.title', {
        name,
      }),
      body: translate(locale, 'notice.savedSearch.matched.body', {
        reason: formatSavedSearchReason(params, locale),
        address: String(params.address ?? ''),
      }),
    }
  }
  if (kind === 'savedSearch.digest') {
    const period = params.frequency === 'weekly' ? 'weekly' : 'daily'
    return {
      title: translate(locale, 'notice.savedSearch.digest.title', {
        name,
        period: translate(locale, `notice.savedSearch.digest.${period}`),
      }),
      body: translate(locale, 'notice.savedSearch.digest.body', { counts: formatCounts(params, locale) }),
    }
  }
  return {
    title: translate(locale, 'notice.savedSearch.steppedDown.title', { name }),
    body: translate(locale, 'notice.savedSearch.steppedDown.body', { count: num(params.count) || 0 }),
  }
}
