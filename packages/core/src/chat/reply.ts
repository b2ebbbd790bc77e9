import { type MessageKey, translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { City, HotSearchKey } from '../listings/listing-codes.ts'
import { formatCad, formatCadWhole } from '../money/format-money.ts'
import { calculateMortgage } from '../mortgage/calculate-mortgage.ts'
import { formatMortgageIssue, parseMortgageInput } from '../mortgage/parse-mortgage-input.ts'
import { findMunicipality, municipalityOfCommunity } from '../places/municipalities.ts'
import { LINES } from '../transit/transit.ts'
import { areaPlace } from './area.ts'
import type { ChatAreaSource, ChatMortgage, ChatQuery, SteeringGround } from './chat.schema.ts'
import { CITY_NAMES, formatPlaceName } from './gazetteer.ts'
import { normaliseText } from './normalise.ts'

/**
 * A place searched, with what it lies in: "North York, Toronto", "Metrotown, Burnaby" (本拿比铁道镇), a
 * municipality and downtown alone.
 */
function placeInRegion(city: City | null, name: string, zh: boolean): string {
  const place = formatPlaceName(city, name, zh ? 'zh' : 'en')
  if (!city || name === 'Downtown' || findMunicipality(name, city)) return place
  const municipality = municipalityOfCommunity(city, name)
  if (zh) return municipality ? `${municipality.zh}${place}` : place
  return `${place}, ${municipality ? municipality.en : CITY_NAMES[city].en}`
}

/** The language to answer in: Chinese when the question has any Chinese characters. */
export function detectLocale(text: string): Locale {
  return /[\u3400-\u9fff]/.test(text) ? 'zh-Hans-CN' : 'en-GB'
}

function money(dollars: number, locale: Locale): string {
  if (locale === 'zh-Hans-CN' && dollars >= 10_000 && dollars % 10_000 === 0) return `${dollars / 10_000}万加元`
  return formatCadWhole(Math.round(dollars * 100) as never, locale)
}

/** An area in words: "within a 10-minute walk of Bloor-Yonge station", "along the Canada Line south of …". */
export function formatAreaSummary(source: ChatAreaSource, locale: Locale): string {
  const zh = locale === 'zh-Hans-CN'
  const place = areaPlace(source)
  const name = place ? (zh ? place.zh : place.name) : source.kind === 'walk' ? source.place : source.from
  const shown = place?.kind === 'station' ? translate(locale, 'chat.summary.station', { name }) : name
  if (source.kind === 'walk') return translate(locale, 'chat.summary.walk', { minutes: source.minutes, place: shown })
  const line = LINES[source.line]
  return translate(locale, 'chat.summary.corridor', {
    line: zh ? line.zh : line.name,
    direction: translate(locale, `chat.direction.${source.direction}`),
    place: shown,
  })
}

/**
 * The words for "near …": rapid transit is named as each city names it (Toronto's subway, Vancouver's SkyTrain);
 * only a search with no city says both.
 */
function nearKey(near: HotSearchKey, city: City | undefined): MessageKey {
  if (near === 'subway' && city) return city === 'vancouver' ? 'chat.summary.near.skytrain' : 'chat.summary.near.metro'
  return `chat.summary.near.${near}`
}

/** A one-line description of a search, built from catalogue words so that it reads in both languages. */
export function formatSearchSummary(
  query: ChatQuery,
  neighbourhood: string | null,
  locale: Locale,
  areaOf: ChatAreaSource | null = null,
): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params)
  const zh = locale === 'zh-Hans-CN'
  const parts: string[] = []
  const area = areaOf ? formatAreaSummary(areaOf, locale) : null
  const place =
    area !== null && neighbourhood === null
      ? null
      : neighbourhood !== null
        ? placeInRegion(query.city ?? null, neighbourhood, zh)
        : query.postal
          ? t('chat.summary.postal', { postal: query.postal })
          : query.city
            ? CITY_NAMES[query.city][zh ? 'zh' : 'en']
            : null
  const type = query.bedsMax === 0 ? t('chat.summary.studio') : t(`chat.summary.${query.roomType ?? 'homes'}` as never)
  const kind = query.furnished ? t(`chat.summary.furnished.${query.furnished}`, { kind: type }) : type
  const status =
    query.status === 'sold'
      ? t(query.sr === 'Lease' ? 'chat.summary.leased' : 'chat.summary.sold')
      : query.status === 'delist'
        ? t('chat.summary.delist')
        : query.sr
          ? t(query.sr === 'Lease' ? 'chat.summary.lease' : 'chat.summary.sale')
          : null
  const rooms: string[] = []
  if (query.bedsMin !== undefined && query.bedsMax !== undefined && query.bedsMax > 0)
    rooms.push(t('chat.summary.bedsRange', { min: query.bedsMin, max: query.bedsMax }))
  else if (query.bedsMin !== undefined) rooms.push(t('chat.summary.bedsMin', { count: query.bedsMin }))
  if (query.bathsMin !== undefined) rooms.push(t('chat.summary.bathsMin', { count: query.bathsMin }))
  const price =
    query.priceMin !== undefined && query.priceMax !== undefined
      ? t('chat.summary.priceRange', { min: money(query.priceMin, locale), max: money(query.priceMax, locale) })
      : query.priceMax !== undefined
        ? t('chat.summary.priceMax', { price: money(query.priceMax, locale) })
        : query.priceMin !== undefined
          ? t('chat.summary.priceMin', { price: money(query.priceMin, locale) })
          : null
  const window = query.window ? t('chat.summary.window', { window: t(`chat.window.${query.window}` as never) }) : null
  // An area is drawn round a station or a campus: saying "near the subway" as well would repeat it.
  const near = query.near && !area ? t(nearKey(query.near, query.city)) : null
  const sort = query.sort ? t(`chat.summary.sort.${query.sort}` as never) : null
  if (zh) {
    parts.push([area, place, ...rooms, status, kind].filter(Boolean).join(''))
  } else {
    parts.push(
      [
        rooms.length ? `${kind} ${rooms.join(', ')}` : kind,
        status,
        place ? t('chat.summary.in', { place }) : null,
        area,
      ]
        .filter(Boolean)
        .join(' '),
    )
  }
  for (const extra of [price, window, near, sort]) if (extra) parts.push(extra)
  return parts.join(zh ? '，' : ', ')
}

/** Words of a question about a loan rather than a home: the refusal then speaks of lenders and offers the calculator. */
const LOAN =
  /\b(?:mortgages?|loans?|lenders?|lending|lend|lends|banks?|credit|pre ?approval|pre ?approved)\b|按揭|房贷|贷款|放贷|银行|借贷|批贷/

export function formatRefusal(ground: SteeringGround, locale: Locale, text = ''): string {
  const suggestion = translate(locale, 'chat.suggestion')
  if (ground === 'safety') return translate(locale, 'chat.reply.refuseSafety', { suggestion })
  const key = LOAN.test(normaliseText(text)) ? 'chat.reply.refuseLoan' : 'chat.reply.refuse'
  return translate(locale, key, { ground: translate(locale, `chat.ground.${ground}`), suggestion })
}

const DEFAULT_AMORTIZATION_YEARS = 25

/**
 * Answers a mortgage question with core's calculator, only from the figures the person gave: price, down payment
 * and rate are asked for when missing; the amortization defaults to 25 years, and the reply says so.
 */
export function formatMortgageReply(m: ChatMortgage, locale: Locale, asOf: Date, city?: City): string {
  const missing: string[] = []
  if (m.price === undefined) missing.push(translate(locale, 'chat.mortgage.price'))
  if (m.downPayment === undefined && m.downPaymentPercent === undefined)
    missing.push(translate(locale, 'chat.mortgage.downPayment'))
  if (m.annualRatePercent === undefined) missing.push(translate(locale, 'chat.mortgage.rate'))
  if (m.price === undefined || m.annualRatePercent === undefined || missing.length > 0)
    return translate(locale, 'chat.reply.mortgageMissing', {
      missing: missing.join(translate(locale, 'chat.list.and')),
    })
  const years = m.amortizationYears ?? DEFAULT_AMORTIZATION_YEARS
  const down = m.downPayment ?? Math.round((m.price * (m.downPaymentPercent ?? 0)) / 100)
  const parsed = parseMortgageInput({
    price: m.price,
    downPayment: down,
    amortizationYears: years,
    annualRatePercent: m.annualRatePercent,
    location: city ?? 'toronto',
  })
  if (!parsed.success) {
    const issue = parsed.issues[0]
    return translate(locale, 'chat.reply.mortgageInvalid', { problem: issue ? formatMortgageIssue(issue, locale) : '' })
  }
  const result = calculateMortgage(parsed.input, { asOf })
  let text = translate(locale, 'chat.reply.mortgage', {
    price: formatCadWhole(parsed.input.price, locale),
    down: formatCadWhole(parsed.input.downPayment, locale),
    percent: `${Math.round((down / m.price) * 1000) / 10}%`,
    rate: m.annualRatePercent,
    years,
    payment: formatCad(result.monthlyPayment, locale),
  })
  if (result.insurance.premium > 0)
    text += translate(locale, 'chat.reply.mortgageInsurance', { premium: formatCad(result.insurance.premium, locale) })
  if (m.amortizationYears === undefined) text += translate(locale, 'chat.reply.mortgageAssumedYears', { years })
  return text
}
