import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import { type City, TIME_WINDOWS } from '../listings/listing-codes.ts'
import type { LatLng } from '../map/geometry.ts'
import { readPostalPrefix } from '../places/postal-prefix.ts'
import { drawArea, type FoundArea, findArea } from './area.ts'
import type { ChatAreaSource, ChatContext, ChatMortgage, ChatParse, ChatQuery } from './chat.schema.ts'
import {
  fitWindow,
  Reading,
  takeFurnished,
  takeMortgage,
  takeNear,
  takePrices,
  takeRooms,
  takeRoomType,
  takeSaleOrLease,
  takeSort,
  takeStatus,
  takeWindow,
  toDigitsEnglish,
} from './extract.ts'
import { findPlaces, formatPlaceName, type PlaceMatch, preferredCity } from './gazetteer.ts'
import { normaliseText, toArabicNumerals } from './normalise.ts'
import { detectLocale, formatMortgageReply, formatRefusal, formatSearchSummary } from './reply.ts'
import { checkSteering } from './steering.ts'

export interface ParseChatOptions {
  /** The day mortgage rules are taken at (Toronto's land transfer tax schedule); time is an argument in core. */
  readonly now?: Date
  /** The language to answer in; by default the language of the question. */
  readonly locale?: Locale
}

const MORTGAGE =
  /\b(?:mortgage|mortgages|monthly payments?|payments? on|amorti[sz]ation|afford|down payment|downpayment)\b|按揭|月供|房贷|贷款|首付|还款/
const FOLLOW_UP =
  /^\s*(?:and|what about|how about|instead|also|only|now|then|but|ok|okay|same|make it|change|switch)\b|\binstead\b|\b(?:cheaper|less expensive|more affordable|lower (?:the )?(?:price|budget))\b|那|呢|换成|改成|换到|改为|改到|再|还有|只看|只要|便宜/
const CHEAPER =
  /\b(?:cheaper|less expensive|more affordable|lower (?:the )?(?:price|budget)|lower price)\b|(?<!最)便宜|预算低/
const SEARCH_WORDS =
  /\b(?:find|show|search|looking|look|want|need|listings?|homes?|properties|property|places?|units?|rooms?|any|available|options)\b|找|搜|看看|有没有|推荐|房源|房子|房|住/
/**
 * A home kept for older residents, asked for by the person themself: a lawful building type (see steering.ts), searched
 * like any other; listings do not say which buildings are kept so, and the reply says that.
 */
const SENIORS_HOUSING =
  /\b(?:55\s*\+|55 plus|over 55|65\s*\+|seniors? (?:buildings?|community|communities|residences?|housing|living|condos?|apartments?)|for seniors|retirement (?:homes?|community|communities|residences?|living))|老年公寓|长者公寓|老年社区|老人公寓|养老|(?:55|65)岁以上/
const AGENT_WORDS = /\b(?:agents?|realtors?|brokers?)\b|经纪|中介/
const MLS_NUMBER = /\b([a-z]\d{7,8}|r\d{7})\b/
/** A postal code or its prefix as typed, alone or in a sentence: m2n, M2N 6K1, v6x附近. */
const POSTAL = /(?<![a-z0-9])[a-z]\d[a-z](?:\s?\d[a-z]\d)?(?![a-z0-9])/g

/** The region a prefix lies in: M is Toronto, L the rest of the region round it, V British Columbia's south. */
function postalRegion(prefix: string): City | undefined {
  if (prefix.startsWith('M') || prefix.startsWith('L')) return 'toronto'
  return prefix.startsWith('V') ? 'vancouver' : undefined
}

/** The first postal prefix the text names, taken out so that its digits are not read as rooms or prices. */
function takePostal(r: Reading): string | undefined {
  let prefix: string | undefined
  r.text = r.text.replace(POSTAL, (typed) => {
    const read = prefix === undefined ? readPostalPrefix(typed) : null
    if (read === null) return typed
    prefix = read
    return ' '.repeat(typed.length)
  })
  return prefix
}

/** Lower a price limit by a tenth, to a round step (sale $10,000, rent $100). */
function lowerPrice(price: number): number {
  const step = price >= 20_000 ? 10_000 : 100
  return Math.round((price * 0.9) / step) * step
}

function isPlace(m: PlaceMatch): boolean {
  return m.place.kind === 'city' || m.place.kind === 'district' || m.place.kind === 'neighbourhood'
}

interface Understood {
  query: ChatQuery
  neighbourhood: string | null
  area: FoundArea | null
  statedCityOrPlace: boolean
  unsupported: string | null
  anything: boolean
  cheaper: boolean
}

/** Blanks a span of text, so that the words an area used are not read again (Finch station is not a place to search). */
function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end)
}

function understand(whole: string, contextCity: City | undefined): Understood {
  const area = findArea(whole)
  const norm = area ? blank(whole, area.start, area.end) : whole
  const { matches, rest } = findPlaces(norm, preferredCity(whole) ?? contextCity)
  const query: ChatQuery = {}
  let neighbourhood: string | null = null
  const cityMatch = matches.find((m) => m.place.kind === 'city')
  const placeMatch = matches.find((m) => m.place.kind === 'district' || m.place.kind === 'neighbourhood')
  const campus = matches.find((m) => m.place.kind === 'campus')
  const unsupported = matches.find((m) => m.place.kind === 'unsupported')
  const city: City | undefined = cityMatch?.place.city ?? placeMatch?.place.city ?? campus?.place.city ?? undefined
  if (city) query.city = city
  if (placeMatch) {
    const placeCity = placeMatch.place.city ?? city ?? contextCity
    if (placeCity) {
      neighbourhood = placeMatch.place.name
      query.city = placeCity
    }
  }
  const cheaperText = CHEAPER.test(norm)
  const r = new Reading(toDigitsEnglish(toArabicNumerals(rest)))
  const mls = r.take(new RegExp(MLS_NUMBER.source, 'g'))[0]
  if (mls) query.q = (mls[1] ?? '').toUpperCase()
  const postal = takePostal(r)
  if (postal) {
    query.postal = postal
    query.city ??= postalRegion(postal)
  }
  const { status, leased } = takeStatus(r)
  const window = takeWindow(r)
  const furnished = takeFurnished(r)
  const sort = takeSort(r)
  const rooms = takeRooms(r)
  const near = takeNear(r, campus ? campus.start : null)
  const roomType = takeRoomType(r)
  r.take(/\d+\s*(?:mins?|minutes?|分钟|分)|\b(?:walk|walking|walkable)\b|步行|走路/g)
  let sr = takeSaleOrLease(r)
  const prices = takePrices(r)
  if (leased) sr = 'Lease'
  if (!sr && prices.monthly) sr = 'Lease'
  if (!sr && prices.priceMax !== undefined && prices.priceMax < 10_000 && prices.priceMin === undefined) sr = 'Lease'
  if (sr) query.sr = sr
  if (roomType) query.roomType = roomType
  if (status) query.status = status
  if (window) query.window = fitWindow(window, TIME_WINDOWS[status ?? 'active'].values)
  if (prices.priceMin !== undefined) query.priceMin = prices.priceMin
  if (prices.priceMax !== undefined) query.priceMax = prices.priceMax
  Object.assign(query, rooms)
  if (near) query.near = near
  if (sort) query.sort = sort
  if (furnished) query.furnished = furnished
  // An area names its city, and what it is drawn round: a station is near the subway, a campus near a university.
  if (area) {
    if (!query.city && area.city) query.city = area.city
    query.near ??= area.place.kind === 'campus' ? 'university' : 'subway'
  }
  // Asking for an agent is not a listing search: the agents screen answers it.
  const agentOnly = AGENT_WORDS.test(norm) && Object.keys(query).length === 0 && neighbourhood === null
  const anything =
    !agentOnly &&
    (Object.keys(query).length > 0 ||
      SENIORS_HOUSING.test(norm) ||
      neighbourhood !== null ||
      area !== null ||
      SEARCH_WORDS.test(norm) ||
      matches.some(isPlace))
  return {
    query,
    neighbourhood,
    area,
    statedCityOrPlace: Boolean(cityMatch ?? placeMatch ?? area ?? postal),
    unsupported: unsupported && !cityMatch && !placeMatch ? unsupported.place.name : null,
    anything,
    cheaper: cheaperText,
  }
}

function withoutUndefined(q: ChatQuery): ChatQuery {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as ChatQuery
}

interface Searched {
  query: ChatQuery
  neighbourhood: string | null
  area: LatLng[] | null
  areaOf: ChatAreaSource | null
}

/**
 * A follow-up refines the previous search: what the new text states replaces, the rest is kept. The previous area
 * is kept (drawn again from its source, not taken from the client) unless a new place, area or city is named.
 */
function refine(previous: ChatContext, next: Understood): Searched {
  const query: ChatQuery = { ...previous.query, ...next.query }
  let neighbourhood = next.neighbourhood ?? previous.neighbourhood ?? null
  const cityChanged = next.query.city !== undefined && next.query.city !== previous.query.city
  if (cityChanged && next.neighbourhood === null) neighbourhood = null
  // A postal prefix and a neighbourhood each stand for where: the one named now replaces the other.
  if (next.query.postal !== undefined) neighbourhood = null
  else if (next.neighbourhood !== null || cityChanged) query.postal = undefined
  let area: LatLng[] | null = next.area?.polygon ?? null
  let areaOf: ChatAreaSource | null = next.area?.source ?? null
  if (!next.area && previous.areaOf && next.neighbourhood === null && !cityChanged) {
    area = drawArea(previous.areaOf)
    areaOf = area ? previous.areaOf : null
  }
  const prevSr = previous.query.sr ?? 'Sale'
  if (
    next.query.sr &&
    next.query.sr !== prevSr &&
    next.query.priceMin === undefined &&
    next.query.priceMax === undefined
  ) {
    query.priceMin = undefined
    query.priceMax = undefined
  }
  if (next.query.status && query.window) {
    const allowed: readonly string[] = TIME_WINDOWS[next.query.status].values
    if (!allowed.includes(query.window)) query.window = undefined
  }
  if (next.query.bedsMin !== undefined && next.query.bedsMax === undefined) query.bedsMax = undefined
  if (next.cheaper && next.query.priceMax === undefined) {
    if (query.priceMax !== undefined) {
      query.priceMax = lowerPrice(query.priceMax)
      if (query.priceMin !== undefined && query.priceMin > query.priceMax) query.priceMin = undefined
    } else {
      query.sort = 'priceAsc'
    }
  }
  return { query: withoutUndefined(query), neighbourhood, area, areaOf }
}

/**
 * The offline engine: what a message asks for, deterministically, in English, Chinese or both. Steering requests
 * are declined first; mortgage questions are answered with core's calculator; everything else becomes a listing
 * search with only the fields the text states, refining `context` when the message is a follow-up.
 */
export function parseChat(text: string, context?: ChatContext | null, options: ParseChatOptions = {}): ChatParse {
  const locale = options.locale ?? detectLocale(text)
  const base = { query: {}, neighbourhood: null, area: null } as const
  const steering = checkSteering(text)
  if (steering)
    return { ...base, intent: 'refuse', ground: steering.ground, reply: formatRefusal(steering.ground, locale, text) }

  const norm = normaliseText(text)
  if (MORTGAGE.test(norm)) {
    const { rest } = findPlaces(norm)
    const mortgage: ChatMortgage = takeMortgage(new Reading(toDigitsEnglish(toArabicNumerals(rest))))
    const city = context?.query.city
    return {
      ...base,
      intent: 'mortgage',
      mortgage,
      reply: formatMortgageReply(mortgage, locale, options.now ?? new Date(), city),
    }
  }

  const understood = understand(norm, context?.query.city)
  if (understood.unsupported) {
    const place = formatPlaceName(null, understood.unsupported, locale === 'zh-Hans-CN' ? 'zh' : 'en')
    return {
      ...base,
      intent: 'other',
      reply: translate(locale, 'chat.reply.unsupportedPlace', {
        place: unsupportedName(understood.unsupported, locale) || place,
      }),
    }
  }
  const previous = context?.intent === 'search' ? context : null
  const followUp = FOLLOW_UP.test(norm) || !understood.statedCityOrPlace || understood.query.roomType === undefined
  if (
    previous &&
    followUp &&
    (understood.anything || understood.cheaper || Object.keys(understood.query).length > 0 || FOLLOW_UP.test(norm))
  ) {
    return searchResult(refine(previous, understood), locale)
  }
  if (understood.cheaper && !previous && Object.keys(understood.query).length === 0) {
    return { ...base, intent: 'other', reply: translate(locale, 'chat.reply.followUpWithoutSearch') }
  }
  if (!understood.anything) return { ...base, intent: 'other', reply: translate(locale, 'chat.reply.other') }
  const { query, neighbourhood, area } = understood
  const found = searchResult(
    { query, neighbourhood, area: area?.polygon ?? null, areaOf: area?.source ?? null },
    locale,
  )
  if (SENIORS_HOUSING.test(norm)) found.reply += translate(locale, 'chat.reply.seniorsHousing')
  return found
}

function searchResult(s: Searched, locale: Locale): ChatParse {
  const reply = searchReply(s.query, s.neighbourhood, locale, s.areaOf)
  const result: ChatParse = { intent: 'search', query: s.query, neighbourhood: s.neighbourhood, area: s.area, reply }
  if (s.areaOf) result.areaOf = s.areaOf
  return result
}

function unsupportedName(name: string, locale: Locale): string {
  return formatPlaceName(null, name, locale === 'zh-Hans-CN' ? 'zh' : 'en')
}

function searchReply(
  query: ChatQuery,
  neighbourhood: string | null,
  locale: Locale,
  areaOf: ChatAreaSource | null,
): string {
  if (Object.keys(query).length === 0 && neighbourhood === null && !areaOf)
    return translate(locale, 'chat.reply.searchEmpty')
  return translate(locale, 'chat.reply.search', { summary: formatSearchSummary(query, neighbourhood, locale, areaOf) })
}
