import type { Locale } from '../i18n/locales.ts'
import type { City } from '../listings/listing-codes.ts'
import { GAZETTEER, type GazetteerEntry, type GazetteerKind, type PlaceName } from './gazetteer-entries.ts'
import { compactPlaceText, foldPlaceText, hasHan } from './place-text.ts'

/**
 * The search box's gazetteer: names typed in English, Simplified or Traditional Chinese, or as people shorten them
 * (UofT, 多大, DT), matched against every place of ours. Matches rank exact names first, then names the text
 * starts, then names one of whose words it starts (York for North York); Chinese, written without spaces, also
 * matches inside a name (约克 in 北约克). Among equal matches the bigger place comes first, as a search by area is
 * what most people mean, then the shorter name.
 */

/** How a text matched a place, best first. */
export const GAZETTEER_MATCHES = ['exact', 'prefix', 'word', 'contains'] as const
export type GazetteerMatchKind = (typeof GAZETTEER_MATCHES)[number]

/** The order of kinds among equally good matches: areas first, then what a list searches round, the city last. */
const KIND_ORDER: Record<GazetteerKind, number> = {
  municipality: 0,
  district: 1,
  neighbourhood: 2,
  station: 3,
  campus: 4,
  street: 5,
  postal: 6,
  city: 7,
}

/** A label's language: the request's locale, or Traditional Chinese for a client that asks for it. */
export type PlaceLabelLanguage = Locale | 'zh-Hant'

export interface GazetteerMatch {
  readonly entry: GazetteerEntry
  readonly match: GazetteerMatchKind
  /** The place's name in the language asked for. */
  readonly label: string
  /** The area it lies in, in the same language: a Toronto neighbourhood's district, otherwise its city. */
  readonly within: string | null
}

/** Texts shorter than this match only a whole name: one letter or one character would match half the list. */
const PREFIX_MIN = 2

interface Key {
  readonly entry: GazetteerEntry
  readonly compact: string
  /** Where each word after the first starts in the compact text. */
  readonly wordStarts: readonly number[]
}

function keyOf(entry: GazetteerEntry, text: string): Key | null {
  const folded = foldPlaceText(text)
  if (!folded) return null
  const words = folded.split(' ')
  const wordStarts: number[] = []
  let at = 0
  for (const word of words.slice(0, -1)) {
    at += word.length
    wordStarts.push(at)
  }
  return { entry, compact: compactPlaceText(folded), wordStarts }
}

const KEYS: readonly Key[] = GAZETTEER.flatMap((entry) =>
  [entry.en, entry.zh, ...entry.aliases].flatMap((text) => keyOf(entry, text) ?? []),
)

function matchOf(key: Key, q: string): GazetteerMatchKind | null {
  if (key.compact === q) return 'exact'
  if (q.length < PREFIX_MIN) return null
  if (key.compact.startsWith(q)) return 'prefix'
  if (key.wordStarts.some((at) => key.compact.startsWith(q, at))) return 'word'
  if (hasHan(q) && key.compact.includes(q)) return 'contains'
  return null
}

/** A name in a language. */
export function placeLabel(name: PlaceName, lang: PlaceLabelLanguage): string {
  if (lang === 'zh-Hans-CN') return name.zh
  if (lang === 'zh-Hant') return name.zhHant
  return name.en
}

export interface MatchPlacesOptions {
  /** Only places of this city. */
  readonly city?: City | undefined
  /** Only places of these kinds. */
  readonly kinds?: readonly GazetteerKind[] | undefined
  /** At most this many (8 unless said). */
  readonly limit?: number | undefined
}

/** The places a typed text names, best first, each once, labelled in the language asked for. */
export function matchPlaces(q: string, lang: PlaceLabelLanguage, options: MatchPlacesOptions = {}): GazetteerMatch[] {
  const text = compactPlaceText(foldPlaceText(q))
  if (!text) return []
  const best = new Map<GazetteerEntry, { rank: number; length: number }>()
  for (const key of KEYS) {
    const { entry } = key
    if (options.city && entry.city !== options.city) continue
    if (options.kinds && !options.kinds.includes(entry.kind)) continue
    const match = matchOf(key, text)
    if (match === null) continue
    const rank = GAZETTEER_MATCHES.indexOf(match)
    const known = best.get(entry)
    if (!known || rank < known.rank || (rank === known.rank && key.compact.length < known.length))
      best.set(entry, { rank, length: key.compact.length })
  }
  return [...best.entries()]
    .sort(
      ([a, x], [b, y]) =>
        x.rank - y.rank ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        x.length - y.length ||
        a.en.localeCompare(b.en, 'en'),
    )
    .slice(0, options.limit ?? 8)
    .map(([entry, { rank }]) => ({
      entry,
      match: GAZETTEER_MATCHES[rank] ?? 'contains',
      label: placeLabel(entry, lang),
      within: entry.within ? placeLabel(entry.within, lang) : null,
    }))
}

/**
 * The places of a kind a whole name names (a search parameter's value): its English name, either Chinese form or
 * an alias, folded as the matcher folds them; more than one where the name is the same in both cities (Oakridge).
 */
export function findPlacesByName(kind: GazetteerKind, name: string, city?: City): GazetteerEntry[] {
  const text = compactPlaceText(foldPlaceText(name))
  if (!text) return []
  const found = new Set<GazetteerEntry>()
  for (const key of KEYS) {
    if (key.entry.kind === kind && (!city || key.entry.city === city) && key.compact === text) found.add(key.entry)
  }
  return [...found]
}
