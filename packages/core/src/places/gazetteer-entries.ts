import { PLACE_ALIASES } from '../chat/gazetteer.ts'
import { TORONTO_DISTRICTS, VANCOUVER_LOCAL_AREAS } from '../chat/neighbourhoods.ts'
import { CITIES, type City } from '../listings/listing-codes.ts'
import { STATIONS } from '../transit/transit.ts'
import { CAMPUS_POINTS } from './campus-points.ts'
import { toTraditional } from './chinese-script.ts'
import { MUNICIPALITIES } from './municipalities.ts'
import { CITY_NAMES, placeZh, registeredPlaces, stationLabelZh } from './places.ts'

/**
 * The gazetteer's entries: every place a person may type into the search box, built from what core already holds
 * (the register of Chinese names, the transit lines, the districts and neighbourhoods the assistant expands, the
 * campuses it draws walks round) so that no name is written twice.
 */

export const GAZETTEER_KINDS = [
  'city',
  'municipality',
  'district',
  'neighbourhood',
  'station',
  'campus',
  'street',
  'postal',
] as const
export type GazetteerKind = (typeof GAZETTEER_KINDS)[number]

/**
 * The listing-search parameters that select a place: its city (its region) and one of a municipality, a district,
 * a neighbourhood, a station or a campus (by its English name), or the search text for a street.
 */
export interface PlaceQuery {
  readonly city: City
  readonly municipality?: string
  readonly district?: string
  readonly neighbourhood?: string
  readonly station?: string
  readonly campus?: string
  readonly q?: string
}

/** A name in the three forms a label may take. */
export interface PlaceName {
  readonly en: string
  readonly zh: string
  readonly zhHant: string
}

export interface GazetteerEntry extends PlaceName {
  /** `kind:city:slug`, stable while the English name is. */
  readonly id: string
  readonly kind: GazetteerKind
  readonly city: City
  /** Other names people type (UofT, 多大, DT), besides the three forms of the name. */
  readonly aliases: readonly string[]
  /**
   * The area it lies in, for display: a Toronto neighbourhood's district, a community's municipality, otherwise its
   * city (a city has none).
   */
  readonly within: PlaceName | null
  readonly query: PlaceQuery
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const named = (en: string, zh: string): PlaceName => ({ en, zh, zhHant: toTraditional(zh) })

const CITY_PLACES: Record<City, PlaceName> = {
  toronto: named(CITY_NAMES.toronto.en, CITY_NAMES.toronto.zh),
  vancouver: named(CITY_NAMES.vancouver.en, CITY_NAMES.vancouver.zh),
}

/** The aliases the assistant knows for a place, by kind, city and name (a campus named in no city by name alone). */
function aliasesOf(kind: GazetteerKind, city: City, name: string): readonly string[] {
  return PLACE_ALIASES.filter(
    (p) => p.kind === kind && p.name === name && (p.city === city || p.city === null),
  ).flatMap((p) => p.aliases)
}

const STREET_WORDS: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Rd: 'Road',
  Blvd: 'Boulevard',
  Dr: 'Drive',
  W: 'West',
  E: 'East',
  SW: 'Southwest',
  SE: 'Southeast',
}
const DIRECTION = /^(?:W|E|SW|SE)$/
const SUFFIX = /^(?:St|Ave|Rd|Blvd|Dr|Way)$/

/**
 * What people type for a street besides its signed name: the words written out (Yonge Street, Bloor Street West)
 * and the name alone (Yonge, Bloor, Broadway), which names every street of that name in the city.
 */
function streetAliases(name: string): string[] {
  const words = name.split(' ')
  const spelled = words.map((w) => STREET_WORDS[w] ?? w).join(' ')
  const bare = words.filter((w) => !DIRECTION.test(w))
  if (bare.length > 1 && SUFFIX.test(bare.at(-1) ?? '')) bare.pop()
  return [...new Set([spelled, bare.join(' ')])].filter((alias) => alias !== name)
}

function entry(
  kind: GazetteerKind,
  city: City,
  en: string,
  zh: string,
  within: PlaceName | null,
  query: PlaceQuery,
  aliases: readonly string[] = [],
): GazetteerEntry {
  return {
    id: `${kind}:${city}:${slug(en)}`,
    kind,
    city,
    ...named(en, zh),
    aliases: [...new Set([...aliases, ...aliasesOf(kind, city, en)])],
    within,
    query,
  }
}

/** A Chinese name the register must hold: a missing one stops the build of the list rather than showing English. */
function zhOf(city: City, name: string, kind: 'district' | 'neighbourhood' | 'street' | 'campus'): string {
  const zh = placeZh(city, name, kind)
  if (zh === undefined) throw new Error(`no Chinese name for the ${kind} ${name} of ${city}`)
  return zh
}

function buildEntries(): GazetteerEntry[] {
  const out: GazetteerEntry[] = []
  for (const city of CITIES) out.push(entry('city', city, CITY_PLACES[city].en, CITY_PLACES[city].zh, null, { city }))

  const torontoDistricts = [...Object.keys(TORONTO_DISTRICTS), 'Downtown']
  for (const name of torontoDistricts) {
    out.push(
      entry('district', 'toronto', name, zhOf('toronto', name, 'district'), CITY_PLACES.toronto, {
        city: 'toronto',
        district: name,
      }),
    )
  }

  for (const [district, hoods] of Object.entries(TORONTO_DISTRICTS)) {
    const within = named(district, zhOf('toronto', district, 'district'))
    for (const name of hoods) {
      out.push(
        entry('neighbourhood', 'toronto', name, zhOf('toronto', name, 'neighbourhood'), within, {
          city: 'toronto',
          neighbourhood: name,
        }),
      )
    }
  }
  for (const name of VANCOUVER_LOCAL_AREAS) {
    out.push(
      entry('neighbourhood', 'vancouver', name, zhOf('vancouver', name, 'neighbourhood'), CITY_PLACES.vancouver, {
        city: 'vancouver',
        neighbourhood: name,
      }),
    )
  }

  for (const m of MUNICIPALITIES) {
    out.push(
      entry('municipality', m.city, m.en, m.zh, CITY_PLACES[m.city], { city: m.city, municipality: m.en }, m.aliases),
    )
    const within = named(m.en, m.zh)
    for (const c of m.communities) {
      out.push(entry('neighbourhood', m.city, c.en, c.zh, within, { city: m.city, neighbourhood: c.en }))
    }
  }

  for (const s of STATIONS) {
    out.push(
      entry(
        'station',
        s.city,
        s.name,
        stationLabelZh(s.city, s.name) ?? `${s.zh}站`,
        CITY_PLACES[s.city],
        { city: s.city, station: s.name },
        [`${s.name} station`, s.zh],
      ),
    )
  }

  for (const [name, at] of Object.entries(CAMPUS_POINTS)) {
    // Simon Fraser's main campus lies in Burnaby; its downtown campus puts it with Vancouver.
    const city = at.city ?? 'vancouver'
    out.push(entry('campus', city, name, zhOf(city, name, 'campus'), CITY_PLACES[city], { city, campus: name }))
  }

  for (const city of CITIES) {
    for (const [name, zh] of Object.entries(registeredPlaces(city, 'street'))) {
      out.push(entry('street', city, name, zh, CITY_PLACES[city], { city, q: name }, streetAliases(name)))
    }
  }
  return out
}

/** Every place of the gazetteer, in the order of kinds above. */
export const GAZETTEER: readonly GazetteerEntry[] = buildEntries()
