import {
  type BookShowingOutput,
  CHAT_CITY_NAMES,
  type ChatState,
  type ChatTurn,
  type City,
  cityTimeZone,
  formatCadWhole,
  formatPlaceName,
  formatShowingWallTime,
  type Locale,
  type MarketFactsOutput,
  type SearchListingsOutput,
  suggestFollowUps,
  toShowingTime,
  translate,
} from '@maplenest/core'
import { isRegistered, type Viewer } from '../../platform/access.ts'
import type { AnswerWriter } from './chat-stream.ts'
import type { ChatTools } from './chat-tools.ts'

interface OfflineContext {
  tools: ChatTools
  viewer: Viewer | null
  state: ChatState
}

const money = (dollars: number, locale: Locale) => formatCadWhole((dollars * 100) as never, locale)

/** What a search found, in words: how many, and a note when sold prices need a sign-in. */
function formatFound(out: SearchListingsOutput, locale: Locale): string {
  const t = (key: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate(locale, key, p)
  const shown = out.items.length
  let text =
    out.total === 0
      ? t('chat.reply.foundNone')
      : out.total === 1
        ? t('chat.reply.foundOne')
        : out.total > shown
          ? t('chat.reply.found', { count: out.total, shown })
          : t('chat.reply.foundAll', { count: out.total })
  if (out.input.status === 'sold' && !out.vow.granted && out.total > 0) text += ` ${t('chat.reply.soldSignIn')}`
  return text
}

function formatMarket(out: MarketFactsOutput, locale: Locale): string {
  const t = (key: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate(locale, key, p)
  const { input } = out
  const place = input.neighbourhood
    ? formatPlaceName(input.city, input.neighbourhood, locale === 'zh-Hans-CN' ? 'zh' : 'en')
    : locale === 'zh-Hans-CN'
      ? CHAT_CITY_NAMES[input.city].zh
      : CHAT_CITY_NAMES[input.city].en
  const kind = t(input.sr === 'Lease' ? 'chat.market.lease' : 'chat.market.sale')
  if (out.active.count === 0 && (!out.closed || out.closed.count === 0))
    return t('chat.reply.marketEmpty', { place, kind })
  let text = t('chat.reply.market', {
    place,
    kind,
    count: out.active.count,
    price: out.active.medianPrice === null ? '–' : money(out.active.medianPrice, locale),
    dom: out.active.medianDaysOnMarket ?? '–',
  })
  if (!out.closed) text += t('chat.reply.marketSignIn')
  else if (out.closed.count === 0) text += t('chat.reply.marketClosedNone', { months: input.months })
  else
    text += t('chat.reply.marketClosed', {
      months: input.months,
      count: out.closed.count,
      price: out.closed.medianPrice === null ? '–' : money(out.closed.medianPrice, locale),
      dom: out.closed.medianDaysOnMarket ?? '–',
    })
  return text
}

export function formatBooked(out: BookShowingOutput, address: string, city: City, locale: Locale): string {
  if (out.status === 'booked')
    return translate(locale, 'chat.reply.booked', {
      address,
      time: formatShowingWallTime(out.time, cityTimeZone(city)),
    })
  if (out.status === 'signIn') return translate(locale, 'chat.reply.bookSignIn')
  return translate(locale, 'chat.reply.bookFailed', { problem: out.message ?? '' })
}

/**
 * The built-in engine's answer to one question: runs the tool the dialogue manager chose through the services and
 * writes the cards, the words and the follow-up chips. Returns what the next question refines.
 */
export async function answerOffline(w: AnswerWriter, turn: ChatTurn, ctx: OfflineContext): Promise<ChatState> {
  const { tools, viewer, state } = ctx
  const { locale } = turn
  const t = (key: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate(locale, key, p)
  switch (turn.kind) {
    case 'refuse':
    case 'other':
      w.text(turn.reply)
      w.suggestions(suggestFollowUps(turn, null))
      return state
    case 'search': {
      const out = await tools.searchListings(turn.input, viewer)
      w.text(turn.parse.reply)
      w.tool('searchListings', turn.input, out)
      w.text(formatFound(out, locale))
      w.suggestions(suggestFollowUps(turn, out.total))
      const { reply: _reply, ...parse } = turn.parse
      return {
        ...state,
        search: {
          intent: 'search',
          query: parse.query,
          neighbourhood: parse.neighbourhood,
          areaOf: parse.areaOf ?? null,
        },
        city: parse.query.city ?? state.city ?? null,
        mlNum: out.items[0]?.mlNum ?? state.mlNum ?? null,
      }
    }
    case 'mortgage': {
      if (turn.input) w.tool('mortgage', turn.input, tools.mortgage(turn.input, locale))
      w.text(turn.reply)
      w.suggestions(suggestFollowUps(turn, null))
      return state
    }
    case 'detail': {
      const out = await tools.getListing({ mlNum: turn.mlNum }, viewer)
      if (!out.found || !out.listing) {
        w.text(t('chat.reply.detailMissing', { mlNum: turn.mlNum }))
        return state
      }
      w.text(t('chat.reply.detail', { address: out.listing.address }))
      w.tool('getListing', { mlNum: turn.mlNum }, out)
      return { ...state, mlNum: out.mlNum, city: out.listing.city }
    }
    case 'schools': {
      const out = await tools.findSchools(turn.input, { neighbourhood: turn.neighbourhood, mlNum: turn.mlNum })
      const city = out.input.city ?? 'toronto'
      const place = out.input.place ?? (locale === 'zh-Hans-CN' ? CHAT_CITY_NAMES[city].zh : CHAT_CITY_NAMES[city].en)
      if (out.input.kind === 'university') w.text(t('chat.reply.universities', { place }))
      else if (out.total === 0) w.text(t('chat.reply.schoolsNone', { place }))
      else w.text(t(out.input.lat === undefined ? 'chat.reply.schoolsCity' : 'chat.reply.schools', { place }))
      if (out.total > 0 || out.universities.length > 0) w.tool('findSchools', turn.input, out)
      return state
    }
    case 'projects': {
      const out = await tools.findProjects(turn.input)
      const shown = out.items.length
      w.text(
        out.total === 0
          ? t('chat.reply.projectsNone')
          : out.total > shown
            ? t('chat.reply.projects', { count: out.total, shown })
            : t('chat.reply.projectsAll', { count: out.total }),
      )
      if (out.total > 0) w.tool('findProjects', turn.input, out)
      return state
    }
    case 'market': {
      const out = await tools.marketFacts(turn.input, viewer)
      w.tool('marketFacts', turn.input, out)
      w.text(formatMarket(out, locale))
      return state
    }
    case 'book': {
      if (!isRegistered(viewer)) {
        w.text(t('chat.reply.bookSignIn'))
        return state
      }
      if (!turn.mlNum) {
        w.text(t('chat.reply.bookWhich'))
        return state
      }
      const city = (await tools.listingPlace(turn.mlNum))?.city
      if (!city) {
        w.text(t('chat.reply.detailMissing', { mlNum: turn.mlNum }))
        return state
      }
      if (!turn.when.day || !turn.when.hhmm) {
        w.text(t('chat.reply.bookWhen'))
        return { ...state, mlNum: turn.mlNum }
      }
      const input = { mlNum: turn.mlNum, time: toShowingTime(turn.when.day, turn.when.hhmm, city) }
      w.text(t('chat.reply.bookConfirm'))
      w.askApproval('bookShowing', input)
      return { ...state, mlNum: turn.mlNum }
    }
  }
}
