import type { MessageKey } from '../i18n/catalogue.ts'
import { translate } from '../i18n/catalogue.ts'
import type { Locale } from '../i18n/locales.ts'
import type { City } from '../listings/listing-codes.ts'
import { areaPlace } from './area.ts'
import { type BookingTime, parseBookingTime } from './booking-time.ts'
import type { ChatContext, ChatParse, SteeringGround } from './chat.schema.ts'
import type {
  ChatMortgageInput,
  FindProjectsInput,
  FindSchoolsInput,
  MarketFactsInput,
  SearchListingsInput,
} from './chat-tools.schema.ts'
import { normaliseText } from './normalise.ts'
import { parseChat } from './parse-chat.ts'
import { detectLocale, formatRefusal } from './reply.ts'
import { checkSteering } from './steering.ts'

/**
 * The offline engine's dialogue manager: which tool a question calls, with what input, deterministically. The server
 * runs the tool through the same services a model's tool calls use, then words the answer with `formatToolReply`.
 */

/** What a conversation carries from one question to the next. */
export interface ChatState {
  /** The last search, which a follow-up refines. */
  readonly search?: ChatContext | null
  /** The listing last talked about: opened, or the first card of the last search. */
  readonly mlNum?: string | null
  /** The city the conversation is about. */
  readonly city?: City | null
}

export type ChatTurn =
  | { kind: 'refuse'; locale: Locale; ground: SteeringGround; reply: string }
  | { kind: 'search'; locale: Locale; parse: ChatParse; input: SearchListingsInput }
  | { kind: 'mortgage'; locale: Locale; parse: ChatParse; input: ChatMortgageInput | null; reply: string }
  | { kind: 'detail'; locale: Locale; mlNum: string }
  | {
      kind: 'schools'
      locale: Locale
      input: FindSchoolsInput
      /** Where to look when the question names no station or campus: a neighbourhood, or the last listing. */
      neighbourhood: string | null
      mlNum: string | null
    }
  | { kind: 'projects'; locale: Locale; input: FindProjectsInput }
  | { kind: 'market'; locale: Locale; input: MarketFactsInput; neighbourhood: string | null }
  | { kind: 'book'; locale: Locale; mlNum: string | null; when: BookingTime }
  | { kind: 'other'; locale: Locale; reply: string }

const BOOK =
  /\b(?:book|schedule|arrange|set up)\b.{0,20}\b(?:showing|viewing|visit|tour)\b|\b(?:showing|viewing) (?:of|for)\b|预约看房|约看房|看房预约|预约.{0,6}看|安排看房|想去看/
const MARKET =
  /\b(?:median|average|typical) (?:\w+ )?(?:price|prices|rent|rents)\b|\bdays on (?:the )?market\b|\bmarket (?:stats|statistics|facts|data|report|trends?)\b|\bhow (?:is|are) (?:the )?market\b|均价|中位|平均价|平均租金|行情|市场数据|市场情况|多少天(?:能)?(?:卖|租)/
const PROJECTS =
  /\bpre ?construction\b|\bprecons?\b|\bnew developments?\b|\bassignments?\b|楼花|期房|预售|新楼盘|新盘|在建/
const SCHOOLS = /\b(?:schools?|elementary|primary|secondary|high schools?)\b|学校|小学|中学|高中|学区/
const UNIVERSITIES = /\b(?:universities|colleges)\b|哪些大学|大学有哪些|附近的大学|附近有什么大学/
const LISTING_WORDS =
  /\b(?:condos?|houses?|homes?|townhouses?|apartments?|rent|rental|lease|buy|sale|bedrooms?|beds?)\b|公寓|独立屋|镇屋|房|租|买/
const ELEMENTARY = /\b(?:elementary|primary|junior)\b|小学/
const SECONDARY = /\b(?:secondary|high schools?)\b|中学|高中/
const MLS_ONLY = /^[A-Z]{1,3}\d{5,9}$/

const WINDOW_MONTHS: Record<string, 1 | 3 | 6 | 12> = {
  '0D': 1,
  '1D': 1,
  '2D': 1,
  '1W': 1,
  '2W': 1,
  '1M': 1,
  '2M': 3,
  '3M': 3,
  '6M': 6,
  '12M': 12,
}

const PRECONS_TYPE = { condo: 'condo', Twnhouse: 'townhouse', res: 'detached' } as const

export interface PlanOptions {
  readonly now: Date
  readonly locale?: Locale
}

/** Decides how to answer one question: refuse, search, calculate, or which other tool to call. */
export function planTurn(text: string, state: ChatState, options: PlanOptions): ChatTurn {
  const locale = options.locale ?? detectLocale(text)
  const steering = checkSteering(text)
  if (steering)
    return { kind: 'refuse', locale, ground: steering.ground, reply: formatRefusal(steering.ground, locale, text) }
  const norm = normaliseText(text)
  const context = state.search ?? null
  const city = (state.city ?? context?.query.city ?? 'toronto') as City

  if (BOOK.test(norm)) {
    const named = /\b([a-z]{1,3}\d{5,9})\b/i.exec(text)?.[1]?.toUpperCase() ?? null
    return {
      kind: 'book',
      locale,
      mlNum: named ?? state.mlNum ?? null,
      when: parseBookingTime(text, options.now, city),
    }
  }

  // A listing number on its own opens that listing, whatever the conversation was about.
  const alone = parseChat(text, null, { now: options.now, locale })
  if (
    alone.intent === 'search' &&
    alone.query.q &&
    MLS_ONLY.test(alone.query.q) &&
    Object.keys(alone.query).length === 1
  )
    return { kind: 'detail', locale, mlNum: alone.query.q }
  const parse = parseChat(text, context, { now: options.now, locale })
  const q = parse.intent === 'search' ? parse.query : {}
  const hood = parse.intent === 'search' ? parse.neighbourhood : null

  if (MARKET.test(norm)) {
    const months = WINDOW_MONTHS[q.window ?? '3M'] ?? 3
    const input: MarketFactsInput = {
      city: q.city ?? city,
      sr: q.sr ?? 'Sale',
      months,
      ...(hood ? { neighbourhood: hood } : {}),
      ...(q.roomType ? { roomType: q.roomType } : {}),
    }
    return { kind: 'market', locale, input, neighbourhood: hood }
  }
  if (PROJECTS.test(norm)) {
    const input: FindProjectsInput = {
      ...(q.city ? { city: q.city } : {}),
      ...(q.roomType ? { type: PRECONS_TYPE[q.roomType] } : {}),
      ...(q.priceMin !== undefined ? { priceMin: q.priceMin } : {}),
      ...(q.priceMax !== undefined ? { priceMax: q.priceMax } : {}),
    }
    return { kind: 'projects', locale, input }
  }
  const universities = UNIVERSITIES.test(norm)
  if ((SCHOOLS.test(norm) || universities) && !LISTING_WORDS.test(norm.replace(SCHOOLS, ' '))) {
    const place = parse.areaOf ? areaPlace(parse.areaOf) : null
    const input: FindSchoolsInput = {
      kind: universities && !SCHOOLS.test(norm) ? 'university' : 'school',
      city: q.city ?? place?.city ?? city,
      ...(ELEMENTARY.test(norm)
        ? { level: 'elementary' as const }
        : SECONDARY.test(norm)
          ? { level: 'secondary' as const }
          : {}),
      ...(place ? { lat: place.lat, lng: place.lng, place: locale === 'zh-Hans-CN' ? place.zh : place.name } : {}),
    }
    return { kind: 'schools', locale, input, neighbourhood: hood, mlNum: place || hood ? null : (state.mlNum ?? null) }
  }

  if (parse.intent === 'refuse') return { kind: 'refuse', locale, ground: parse.ground ?? 'race', reply: parse.reply }
  if (parse.intent === 'mortgage') {
    const m = parse.mortgage ?? {}
    const down =
      m.downPayment !== undefined
        ? { downPayment: m.downPayment }
        : m.downPaymentPercent !== undefined
          ? { downPaymentPercent: m.downPaymentPercent }
          : null
    const input: ChatMortgageInput | null =
      m.price !== undefined && m.annualRatePercent !== undefined && down
        ? {
            price: m.price,
            annualRatePercent: m.annualRatePercent,
            amortizationYears: m.amortizationYears ?? 25,
            city,
            ...down,
          }
        : null
    return { kind: 'mortgage', locale, parse, input, reply: parse.reply }
  }
  if (parse.intent === 'search') {
    const input: SearchListingsInput = {
      ...parse.query,
      ...(parse.neighbourhood ? { neighbourhood: parse.neighbourhood } : {}),
      ...(parse.area ? { area: parse.area } : {}),
      ...(parse.areaOf ? { areaOf: parse.areaOf } : {}),
    }
    return { kind: 'search', locale, parse, input }
  }
  return { kind: 'other', locale, reply: parse.reply }
}

/** Follow-up chips after an answer, in the language of the question; each is a question the engine understands. */
export function suggestFollowUps(turn: ChatTurn, found: number | null): string[] {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(turn.locale, key, params)
  switch (turn.kind) {
    case 'search': {
      const q = turn.parse.query
      const chips: string[] = []
      if (found !== 0) chips.push(t('chat.chip.cheaper'))
      chips.push(t('chat.chip.bedrooms', { count: Math.min(5, (q.bedsMin ?? 1) + 1) }))
      chips.push(t(q.sr === 'Lease' ? 'chat.chip.buyInstead' : 'chat.chip.rentInstead'))
      if (q.status !== 'sold') chips.push(t('chat.chip.sold'))
      return chips
    }
    case 'refuse':
      return [t('chat.chip.nearSchools'), t('chat.chip.nearSubway'), t('chat.chip.nearPark')]
    case 'mortgage': {
      if (!turn.input) return [t('chat.chip.mortgageExample')]
      const zh = turn.locale === 'zh-Hans-CN'
      const price = zh ? `${Math.round(turn.input.price / 10_000)}万` : `$${turn.input.price.toLocaleString('en-CA')}`
      return [t('chat.chip.mortgage20', { price, rate: turn.input.annualRatePercent })]
    }
    case 'other':
      return [t('chat.chip.example'), t('chat.chip.mortgageExample')]
    default:
      return []
  }
}
