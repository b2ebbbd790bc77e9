import type { City } from '../listings/listing-codes.ts'
import { MAP_POLYGON_MAX_POINTS } from '../map/clusters.ts'
import type { LatLng } from '../map/geometry.ts'
import { CAMPUS_POINTS } from '../places/campus-points.ts'
import { LINES, STATIONS, TRANSIT_LINES, type TransitLine } from '../transit/transit.ts'
import { circlePolygon, corridorPolygon, distanceM } from './area-shapes.ts'
import type { ChatAreaSource, ChatDirection } from './chat.schema.ts'
import { CAMPUS_ALIASES } from './gazetteer.ts'
import { normaliseText, readChineseNumeral } from './normalise.ts'

/**
 * Areas the assistant draws from words: "within 10 minutes' walk of Bloor-Yonge" is a circle round the station,
 * "along the Canada Line south of Broadway" a band round the line's stations beyond the reference point.
 */

/** Walking speed behind "N minutes' walk": 80 m a minute (4.8 km/h), as the crow flies. */
export const WALKING_METRES_PER_MINUTE = 80
/** "Walking distance" with no minutes stated. */
export const WALK_MINUTES_DEFAULT = 10
const WALK_MINUTES_MAX = 60
export const AREA_CIRCLE_POINTS = 48
/** How far either side of a line's stations its corridor reaches: ten minutes' walk. */
export const CORRIDOR_HALF_WIDTH_M = 10 * WALKING_METRES_PER_MINUTE
const CORRIDOR_POINTS_PER_STATION = 16
/** A run of stations further than this from the reference point is not "along the line from" it. */
const CORRIDOR_REACH_M = 3000

/** A place an area is drawn round: a station or a campus. */
export interface AreaPlace {
  readonly kind: 'station' | 'campus'
  readonly name: string
  readonly zh: string
  readonly city: City | null
  readonly lat: number
  readonly lng: number
}

/** Intersections people name for a station. */
const STATION_EXTRAS: readonly [City, string, readonly string[]][] = [
  ['toronto', 'Bloor-Yonge', ['yonge and bloor', 'bloor and yonge', 'yonge bloor', 'yonge & bloor', '央街和布洛尔']],
  ['toronto', 'Sheppard-Yonge', ['yonge and sheppard', 'yonge sheppard', 'sheppard and yonge', '央街和雪柏']],
  ['toronto', 'Eglinton', ['yonge and eglinton', 'yonge eglinton', 'yonge & eglinton', '央街和艾灵顿']],
  ['toronto', 'Finch', ['yonge and finch', 'yonge finch', '央街和芬治']],
  ['toronto', 'St Clair', ['yonge and st clair', 'saint clair']],
  ['toronto', 'Union', ['union station', '联合站', '联合车站']],
  ['toronto', 'St George', ['saint george']],
  ['vancouver', 'Broadway-City Hall', ['cambie and broadway', 'broadway and cambie', 'city hall']],
]

interface Alias {
  readonly text: string
  readonly place: AreaPlace
  readonly latin: boolean
}

const fold = (s: string) => normaliseText(s).trim()
const alias = (text: string, place: AreaPlace): Alias => ({ text, place, latin: /^[a-z0-9 &]+$/.test(text) })

function stationPlace(s: (typeof STATIONS)[number]): AreaPlace {
  return { kind: 'station', name: s.name, zh: s.zh, city: s.city, lat: s.lat, lng: s.lng }
}

/** A station's own names: English and Chinese, with "station" or 站, and the Chinese without its dash. */
function stationAliases(s: (typeof STATIONS)[number]): Alias[] {
  const place = stationPlace(s)
  const en = fold(s.name)
  const zh = fold(s.zh)
  const texts = new Set([
    en,
    `${en} station`,
    `${en} stn`,
    zh,
    `${zh}站`,
    zh.replace(/ /g, ''),
    `${zh.replace(/ /g, '')}站`,
  ])
  for (const [city, name, extras] of STATION_EXTRAS)
    if (city === s.city && name === s.name) for (const x of extras) texts.add(fold(x))
  return [...texts].map((t) => alias(t, place))
}

/** Parts of a station's names ("broadway" of Broadway-City Hall, 百老汇 of 百老汇-市政厅), as references on its line. */
function partAliases(s: (typeof STATIONS)[number]): Alias[] {
  const place = stationPlace(s)
  const parts = [...s.name.split('-'), ...s.zh.split('-')].map(fold)
  const out: Alias[] = []
  for (const part of parts) {
    out.push(alias(part, place))
    const short = part.replace(/ (?:avenue|street)$/, '')
    if (short !== part) out.push(alias(short, place), alias(`${short} ave`, place))
  }
  return out
}

function campusAliases(): Alias[] {
  return CAMPUS_ALIASES.flatMap(({ text, place }) => {
    const at = CAMPUS_POINTS[place.name]
    if (!at) return []
    const p: AreaPlace = { kind: 'campus', name: place.name, zh: place.zh ?? place.name, ...at }
    return [alias(text, p), alias(`${text} campus`, p)]
  })
}

/** Longest first; the first alias of a text wins (a line's own stations before others). */
function sortAliases(list: readonly Alias[]): Alias[] {
  const byText = new Map<string, Alias>()
  for (const a of list) if (a.text && !byText.has(a.text)) byText.set(a.text, a)
  return [...byText.values()].sort((a, b) => b.text.length - a.text.length)
}

const ALL_STATION_ALIASES = STATIONS.flatMap(stationAliases)
const CAMPUS_PLACE_ALIASES = campusAliases()
/** What "N minutes' walk of …" may name. */
const WALK_ALIASES = sortAliases([...CAMPUS_PLACE_ALIASES, ...ALL_STATION_ALIASES])

const stationsOf = (line: TransitLine) => STATIONS.filter((s) => s.lines.includes(line) && s.city === LINES[line].city)

/** What "along <line> south of …" may name: the line's stations and their parts first, then any station or campus. */
const LINE_REF_ALIASES: Record<TransitLine, Alias[]> = Object.fromEntries(
  TRANSIT_LINES.map((line) => {
    const own = stationsOf(line)
    return [
      line,
      sortAliases([
        ...own.flatMap(stationAliases),
        ...own.flatMap(partAliases),
        ...ALL_STATION_ALIASES.filter((a) => a.place.city === LINES[line].city),
        ...CAMPUS_PLACE_ALIASES,
      ]),
    ]
  }),
) as Record<TransitLine, Alias[]>

const LINE_NAMES: Record<TransitLine, readonly string[]> = {
  line1: [
    'line 1',
    'line one',
    'yonge university line',
    'yonge university spadina line',
    'yonge line',
    'yonge subway',
    'yonge subway line',
    '1号线',
    '一号线',
    '央街线',
    '央街大学线',
    '黄线',
  ],
  line2: [
    'line 2',
    'line two',
    'bloor danforth line',
    'bloor line',
    'danforth line',
    'bloor subway',
    'bloor danforth subway',
    '2号线',
    '二号线',
    '布洛尔线',
    '布洛尔丹福斯线',
    '绿线',
  ],
  expo: ['expo line', 'expo skytrain', 'skytrain expo line', '世博线', '天车世博线'],
  canada: ['canada line', 'canada skytrain', 'skytrain canada line', '加拿大线', '天车加拿大线'],
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LINE_BY_NAME = new Map<string, TransitLine>(
  TRANSIT_LINES.flatMap((line) => LINE_NAMES[line].map((n) => [fold(n), line] as const)),
)
const LINE_PATTERN = [...LINE_BY_NAME.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')

const isWordChar = (ch: string | undefined) => ch !== undefined && /[a-z0-9]/.test(ch)

/** The place named at `pos` (after "the "), longest name first, and where its name (with "station"/站) ends. */
function placeAt(norm: string, pos: number, aliases: readonly Alias[]): { place: AreaPlace; end: number } | null {
  let at = pos
  while (norm[at] === ' ') at++
  if (norm.startsWith('the ', at)) at += 4
  for (const a of aliases) {
    if (!norm.startsWith(a.text, at)) continue
    const end = at + a.text.length
    if (a.latin && isWordChar(norm[end])) continue
    const tail = /^\s*(?:station|stn|站)(?![a-z])/.exec(norm.slice(end))
    return { place: a.place, end: end + (tail ? tail[0].length : 0) }
  }
  return null
}

/** The place whose name ends at `end` (before "station"/站/的), and where its name starts. */
function placeEndingAt(
  norm: string,
  end: number,
  aliases: readonly Alias[],
): { place: AreaPlace; start: number } | null {
  const head = norm.slice(0, end).replace(/\s*(?:的|站|station)?\s*$/, '')
  for (const a of aliases) {
    if (!head.endsWith(a.text)) continue
    const start = head.length - a.text.length
    if (a.latin && isWordChar(norm[start - 1])) continue
    const lead = /(?:离|距离|距|从)\s*$/.exec(norm.slice(0, start))
    return { place: a.place, start: start - (lead ? lead[0].length : 0) }
  }
  return null
}

function readMinutes(word: string): number {
  if (word === '半小时' || word === 'half an hour' || word === 'half hour') return 30
  const n = /^\d+$/.test(word) ? Number(word) : (readChineseNumeral(word) ?? WALK_MINUTES_DEFAULT)
  return Math.min(WALK_MINUTES_MAX, Math.max(1, n))
}

const MIN = '(\\d{1,3}|[零一二两三四五六七八九十]+)'
const WALK_EN_BEFORE =
  /\b(?:(?:within|in|under|less than|about)\s+)?(?:(?:a|an)\s+)?(?:(\d{1,3})\s*(?:min|mins|minute|minutes)|(half an hour|half hour))\s*(?:s\s+)?(?:walk|walking|on foot|by foot)(?:ing)?\s+(?:distance\s+)?(?:of|to|from)\s+/g
const WALK_EN_DISTANCE = /\b(?:within\s+)?walking distance\s+(?:of|to|from)\s+/g
const WALK_ZH_BEFORE = new RegExp(
  `(?:(?:步行|走路|走)\\s*(?:${MIN}\\s*分钟?|(半小时))|${MIN}\\s*分钟\\s*(?:步行|走路)|(半小时)\\s*(?:步行|走路))\\s*(?:以内|之内|内)?\\s*(?:就|能|可以|可)?(?:到|去|至|走到)?\\s*`,
  'g',
)
const WALK_ZH_AFTER = new RegExp(`(?:步行|走路)\\s*(?:${MIN}\\s*分钟?|(半小时))\\s*(?:以内|之内|内|左右)?`, 'g')
const DIRECTION_EN = '(north|south|east|west)'
const CORRIDOR_EN = new RegExp(
  `\\b(?:(?:along|on|near|by|following)\\s+)?(?:the\\s+)?(${LINE_PATTERN})\\s+(?:line\\s+)?(?:to the\\s+)?${DIRECTION_EN}(?:bound)?\\s+(?:of|from)\\s+`,
  'g',
)
const CORRIDOR_EN_REF_FIRST = new RegExp(`\\b${DIRECTION_EN}\\s+of\\s+`, 'g')
const CORRIDOR_EN_LINE_AFTER = new RegExp(`^\\s*(?:along|on|by)\\s+(?:the\\s+)?(${LINE_PATTERN})(?![a-z0-9])`)
const CORRIDOR_ZH = new RegExp(`(?:沿着?|顺着)?\\s*(${LINE_PATTERN})\\s*(?:沿线)?\\s*(?:在|从)?\\s*`, 'g')
const CORRIDOR_ZH_DIRECTION = /^\s*(?:站)?\s*以?(南|北|东|西)(?:边|面|部)?(?:的)?\s*(?:沿线|一带|段)?/
const CORRIDOR_ZH_LINE_AFTER = new RegExp(
  `以?(南|北|东|西)(?:边|面)?的?\\s*(?:沿着?)?\\s*(${LINE_PATTERN})(?:沿线|一带)?`,
  'g',
)

const ZH_DIRECTIONS: Record<string, ChatDirection> = { 南: 'south', 北: 'north', 东: 'east', 西: 'west' }

/** An area found in text: what it is, the ring to search inside, and the span of the words that said it. */
export interface FoundArea {
  readonly source: ChatAreaSource
  readonly polygon: LatLng[]
  readonly city: City | null
  readonly place: AreaPlace
  readonly start: number
  readonly end: number
}

function walkArea(place: AreaPlace, minutes: number, start: number, end: number): FoundArea {
  return {
    source: { kind: 'walk', place: place.name, placeKind: place.kind, minutes },
    polygon: drawWalk(place, minutes),
    city: place.city,
    place,
    start,
    end,
  }
}

export function drawWalk(place: LatLng, minutes: number): LatLng[] {
  return circlePolygon(place, minutes * WALKING_METRES_PER_MINUTE, AREA_CIRCLE_POINTS)
}

const beyond = (direction: ChatDirection, ref: LatLng) => (p: LatLng) =>
  direction === 'south'
    ? p.lat < ref.lat
    : direction === 'north'
      ? p.lat > ref.lat
      : direction === 'east'
        ? p.lng > ref.lng
        : p.lng < ref.lng

/** Keeps the part of a convex ring beyond the reference line (Sutherland–Hodgman against one edge). */
function clip(ring: readonly LatLng[], direction: ChatDirection, ref: LatLng): LatLng[] {
  const key = direction === 'south' || direction === 'north' ? 'lat' : 'lng'
  const inside = beyond(direction, ref)
  const out: LatLng[] = []
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!
    const b = ring[(i + 1) % ring.length]!
    const ina = inside(a)
    const inb = inside(b)
    if (ina) out.push(a)
    if (ina !== inb) {
      const t = (ref[key] - a[key]) / (b[key] - a[key])
      const lat = Math.round((a.lat + t * (b.lat - a.lat)) * 1e6) / 1e6
      const lng = Math.round((a.lng + t * (b.lng - a.lng)) * 1e6) / 1e6
      out.push(key === 'lat' ? { lat: ref.lat, lng } : { lat, lng: ref.lng })
    }
  }
  return out
}

/** How far a line may turn back (in the direction asked) before its run is taken to end: stations wiggle a little. */
const RUN_BACKTRACK_M = 150

/**
 * The stations of a line beyond a reference point in a direction: the station nearest the reference (within 3 km)
 * of those beyond it, and the stations on from it along its segment while each lies further in that direction. So
 * "south of York Mills" on Line 1 is the Yonge arm down to Union, not the University arm that comes back up, and
 * "north of Eglinton" is the Yonge arm above Eglinton, not the Spadina arm to the west.
 */
function stationsBeyond(line: TransitLine, direction: ChatDirection, ref: LatLng): LatLng[] {
  const inside = beyond(direction, ref)
  const vertical = direction === 'south' || direction === 'north'
  const sign = direction === 'south' || direction === 'west' ? -1 : 1
  const metres = (a: LatLng, b: LatLng) =>
    vertical ? (b.lat - a.lat) * 111_320 : (b.lng - a.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180)
  let best: { segment: readonly LatLng[]; at: number; gap: number } | null = null
  for (const segment of LINES[line].segments) {
    segment.forEach((s, at) => {
      if (!inside(s)) return
      const gap = distanceM(s, ref)
      if (gap <= CORRIDOR_REACH_M && (!best || gap < best.gap)) best = { segment, at, gap }
    })
  }
  if (!best) return []
  const { segment, at } = best as { segment: readonly LatLng[]; at: number }
  const first = segment[at] as LatLng
  const run: LatLng[] = [first]
  for (const step of [1, -1]) {
    let prev = first
    for (let j = at + step; j >= 0 && j < segment.length; j += step) {
      const s = segment[j] as LatLng
      if (!inside(s) || sign * metres(prev, s) < -RUN_BACKTRACK_M) break
      if (step === 1) run.push(s)
      else run.unshift(s)
      prev = s
    }
  }
  return run.map((s) => ({ lat: s.lat, lng: s.lng }))
}

export function drawCorridor(line: TransitLine, direction: ChatDirection, ref: LatLng): LatLng[] | null {
  const run = stationsBeyond(line, direction, ref)
  if (run.length === 0) return null
  const band = corridorPolygon(
    [{ lat: ref.lat, lng: ref.lng }, ...run],
    CORRIDOR_HALF_WIDTH_M,
    CORRIDOR_POINTS_PER_STATION,
    MAP_POLYGON_MAX_POINTS,
  )
  const ring = clip(band, direction, ref)
  return ring.length >= 3 ? ring : null
}

function corridorArea(
  line: TransitLine,
  direction: ChatDirection,
  place: AreaPlace,
  start: number,
  end: number,
): FoundArea | null {
  const polygon = drawCorridor(line, direction, place)
  if (!polygon) return null
  return {
    source: { kind: 'line', line, direction, from: place.name, fromKind: place.kind },
    polygon,
    city: LINES[line].city,
    place,
    start,
    end,
  }
}

function findWalk(norm: string): FoundArea | null {
  for (const m of norm.matchAll(WALK_EN_BEFORE)) {
    const found = placeAt(norm, m.index + m[0].length, WALK_ALIASES)
    if (found) return walkArea(found.place, readMinutes(m[1] ?? m[2] ?? ''), m.index, found.end)
  }
  for (const m of norm.matchAll(WALK_EN_DISTANCE)) {
    const found = placeAt(norm, m.index + m[0].length, WALK_ALIASES)
    if (found) return walkArea(found.place, WALK_MINUTES_DEFAULT, m.index, found.end)
  }
  for (const m of norm.matchAll(WALK_ZH_BEFORE)) {
    const found = placeAt(norm, m.index + m[0].length, WALK_ALIASES)
    if (found) return walkArea(found.place, readMinutes(m[1] ?? m[2] ?? m[3] ?? m[4] ?? ''), m.index, found.end)
  }
  for (const m of norm.matchAll(WALK_ZH_AFTER)) {
    const found = placeEndingAt(norm, m.index, WALK_ALIASES)
    if (found) return walkArea(found.place, readMinutes(m[1] ?? m[2] ?? ''), found.start, m.index + m[0].length)
  }
  return null
}

function findCorridor(norm: string): FoundArea | null {
  for (const m of norm.matchAll(CORRIDOR_EN)) {
    const line = LINE_BY_NAME.get(m[1] ?? '')
    if (!line) continue
    const found = placeAt(norm, m.index + m[0].length, LINE_REF_ALIASES[line])
    if (found) return corridorArea(line, m[2] as ChatDirection, found.place, m.index, found.end)
  }
  for (const m of norm.matchAll(CORRIDOR_EN_REF_FIRST)) {
    for (const line of TRANSIT_LINES) {
      const found = placeAt(norm, m.index + m[0].length, LINE_REF_ALIASES[line])
      if (!found) continue
      const after = CORRIDOR_EN_LINE_AFTER.exec(norm.slice(found.end))
      if (!after || LINE_BY_NAME.get(after[1] ?? '') !== line) continue
      return corridorArea(line, m[1] as ChatDirection, found.place, m.index, found.end + after[0].length)
    }
  }
  for (const m of norm.matchAll(CORRIDOR_ZH)) {
    const line = LINE_BY_NAME.get(m[1] ?? '')
    if (!line) continue
    const found = placeAt(norm, m.index + m[0].length, LINE_REF_ALIASES[line])
    if (!found) continue
    const dir = CORRIDOR_ZH_DIRECTION.exec(norm.slice(found.end))
    if (!dir) continue
    const direction = ZH_DIRECTIONS[dir[1] ?? ''] as ChatDirection
    return corridorArea(line, direction, found.place, m.index, found.end + dir[0].length)
  }
  for (const m of norm.matchAll(CORRIDOR_ZH_LINE_AFTER)) {
    const line = LINE_BY_NAME.get(m[2] ?? '')
    if (!line) continue
    const found = placeEndingAt(norm, m.index, LINE_REF_ALIASES[line])
    if (!found) continue
    const direction = ZH_DIRECTIONS[m[1] ?? ''] as ChatDirection
    return corridorArea(line, direction, found.place, found.start, m.index + m[0].length)
  }
  return null
}

/** The area a text asks for, if any, read from normalised text (see normaliseText). */
export function findArea(norm: string): FoundArea | null {
  return findCorridor(norm) ?? findWalk(norm)
}

/** The place an area source names, for replies. */
export function areaPlace(source: ChatAreaSource): AreaPlace | null {
  const name = source.kind === 'walk' ? source.place : source.from
  const kind = source.kind === 'walk' ? source.placeKind : source.fromKind
  if (kind === 'campus') return CAMPUS_PLACE_ALIASES.find((a) => a.place.name === name)?.place ?? null
  const city = source.kind === 'line' ? LINES[source.line].city : null
  const station = STATIONS.find((s) => s.name === name && (city === null || s.city === city))
  return station ? stationPlace(station) : null
}

/** The ring of an area source, drawn again (a follow-up keeps the area of the search it refines). */
export function drawArea(source: ChatAreaSource): LatLng[] | null {
  const place = areaPlace(source)
  if (!place) return null
  return source.kind === 'walk' ? drawWalk(place, source.minutes) : drawCorridor(source.line, source.direction, place)
}
