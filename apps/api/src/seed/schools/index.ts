import type { SchoolCategory, SchoolLevel, SchoolTeachingLanguage } from '@maplenest/core'
import type { Db } from '../../db/client.ts'
import { schoolEqaoResults, schoolFraserRankings, schools } from '../../db/schema.ts'
import { createRng, type Rng } from '../../lib/rng.ts'
import { type DemoCity, GEO, hoodAt, insideCity, type LatLng, offset, streetsOf } from '../geo/index.ts'
import type { SeedSize } from '../listings/generate.ts'

type SchoolRow = typeof schools.$inferInsert
type RankingRow = typeof schoolFraserRankings.$inferInsert
type EqaoRow = typeof schoolEqaoResults.$inferInsert

/** How many schools each size holds, reference and named schools included. */
export const SCHOOL_COUNTS: Record<SeedSize, number> = { tiny: 40, default: 300, large: 300, huge: 300 }

/** Fraser report-card years and EQAO school years (the year the school year ends) of the demo data. */
export const FRASER_YEARS = [2019, 2020, 2021, 2022, 2023, 2024] as const
export const EQAO_YEARS = [2022, 2023, 2024] as const

export const BOARDS = {
  tdsb: 'Toronto District School Board',
  tcdsb: 'Toronto Catholic District School Board',
  viamonde: 'Conseil scolaire Viamonde',
  monavenir: 'Conseil scolaire catholique MonAvenir',
  vsb: 'Vancouver School Board',
  csf: 'Conseil scolaire francophone de la Colombie-Britannique',
  independentOn: 'Independent (Ontario)',
  independentBc: 'Independent (British Columbia)',
  cisva: 'Catholic Independent Schools of Vancouver Archdiocese',
} as const

const BOARD_SITES: Record<string, string> = {
  [BOARDS.tdsb]: 'https://www.tdsb.on.ca',
  [BOARDS.tcdsb]: 'https://www.tcdsb.org',
  [BOARDS.viamonde]: 'https://csviamonde.ca',
  [BOARDS.monavenir]: 'https://www.cscmonavenir.ca',
  [BOARDS.vsb]: 'https://www.vsb.bc.ca',
  [BOARDS.csf]: 'https://www.csf.bc.ca',
  [BOARDS.cisva]: 'https://www.cisva.bc.ca',
}

const REFERENCE_BOARDS: Record<string, string> = {
  TDSB: BOARDS.tdsb,
  TCDSB: BOARDS.tcdsb,
  'Vancouver School Board (SD39)': BOARDS.vsb,
}

interface NamedSchool extends LatLng {
  name: string
  level: SchoolLevel
  language: SchoolTeachingLanguage
  board: string
  category: SchoolCategory
  grades: string
  address: string
  city: DemoCity
  website?: string
}

/** Well-known French-language and independent schools, at their street addresses (locations approximate). */
export const NAMED_SCHOOLS: readonly NamedSchool[] = [
  {
    name: 'Collège français',
    level: 'secondary',
    language: 'French',
    board: BOARDS.viamonde,
    category: 'public',
    grades: '7-12',
    address: '100 Carlton St',
    city: 'toronto',
    lat: 43.6626,
    lng: -79.3758,
  },
  {
    name: 'École élémentaire Pierre-Elliott-Trudeau',
    level: 'elementary',
    language: 'French',
    board: BOARDS.viamonde,
    category: 'public',
    grades: 'JK-6',
    address: '65 Grace St',
    city: 'toronto',
    lat: 43.6553,
    lng: -79.4178,
  },
  {
    name: 'École secondaire Toronto Ouest',
    level: 'secondary',
    language: 'French',
    board: BOARDS.viamonde,
    category: 'public',
    grades: '7-12',
    address: '330 Lansdowne Ave',
    city: 'toronto',
    lat: 43.6537,
    lng: -79.4403,
  },
  {
    name: 'Upper Canada College',
    level: 'secondary',
    language: 'English',
    board: BOARDS.independentOn,
    category: 'private',
    grades: 'SK-12',
    address: '200 Lonsdale Rd',
    city: 'toronto',
    lat: 43.6867,
    lng: -79.4037,
    website: 'https://www.ucc.on.ca',
  },
  {
    name: 'Branksome Hall',
    level: 'secondary',
    language: 'English',
    board: BOARDS.independentOn,
    category: 'private',
    grades: 'JK-12',
    address: '10 Elm Ave',
    city: 'toronto',
    lat: 43.6786,
    lng: -79.3806,
    website: 'https://www.branksome.on.ca',
  },
  {
    name: 'Havergal College',
    level: 'secondary',
    language: 'English',
    board: BOARDS.independentOn,
    category: 'private',
    grades: 'JK-12',
    address: '1451 Avenue Rd',
    city: 'toronto',
    lat: 43.7268,
    lng: -79.4168,
    website: 'https://www.havergal.on.ca',
  },
  {
    name: 'École secondaire Jules-Verne',
    level: 'secondary',
    language: 'French',
    board: BOARDS.csf,
    category: 'public',
    grades: '7-12',
    address: '5445 Baillie St',
    city: 'vancouver',
    lat: 49.2351,
    lng: -123.1242,
  },
  {
    name: 'École Anne-Hébert',
    level: 'elementary',
    language: 'French',
    board: BOARDS.csf,
    category: 'public',
    grades: 'K-6',
    address: '7051 Killarney St',
    city: 'vancouver',
    lat: 49.2197,
    lng: -123.0445,
  },
  {
    name: "St. George's School",
    level: 'secondary',
    language: 'English',
    board: BOARDS.independentBc,
    category: 'private',
    grades: '1-12',
    address: '4175 W 29th Ave',
    city: 'vancouver',
    lat: 49.2455,
    lng: -123.2003,
    website: 'https://www.stgeorges.bc.ca',
  },
  {
    name: 'Crofton House School',
    level: 'secondary',
    language: 'English',
    board: BOARDS.independentBc,
    category: 'private',
    grades: 'JK-12',
    address: '3200 W 41st Ave',
    city: 'vancouver',
    lat: 49.2343,
    lng: -123.1807,
    website: 'https://www.croftonhouse.ca',
  },
]

const SAINTS = [
  'St. Brigid',
  'St. Bruno',
  'St. Cecilia',
  'St. Dunstan',
  'St. Gabriel',
  'St. Helen',
  'St. Jerome',
  'St. Kevin',
  'St. Luke',
  'St. Monica',
  'St. Norbert',
  'St. Raphael',
  'St. Rita',
  'St. Timothy',
  'St. Vincent',
  'Our Lady of Mercy',
  'Holy Name',
  'Holy Cross',
  'Blessed Trinity',
  'Sacred Heart',
]

const shortName = (hood: string) =>
  hood
    .replace(/\s*\(.*\)$/, '')
    .split(/[-/]/)[0]!
    .replace(/^St\.(\S)/, 'St. $1')
    .trim()

function phoneNumber(rng: Rng, city: DemoCity): string {
  const area = city === 'toronto' ? rng.pick(['416', '647']) : '604'
  return `${area}-${rng.int(220, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`
}

function pointNear(rng: Rng, city: DemoCity, centre: LatLng): LatLng {
  for (let i = 0; i < 20; i++) {
    const p = offset(centre, rng.range(100, 700), rng.range(0, 2 * Math.PI))
    if (insideCity(city, p)) return { lat: Math.round(p.lat * 1e5) / 1e5, lng: Math.round(p.lng * 1e5) / 1e5 }
  }
  return centre
}

function hoodOf(city: DemoCity, p: LatLng): string {
  return hoodAt(city, p).name
}

/** The schools of one size: the reference schools, the named ones, then demo schools by neighbourhood. */
export function demoSchools(rng: Rng, size: SeedSize = 'tiny'): SchoolRow[] {
  const total = SCHOOL_COUNTS[size]
  const rows: SchoolRow[] = []
  const names = new Set<string>()
  const counter: Record<DemoCity, number> = { toronto: 0, vancouver: 0 }
  const nextNumber = (city: DemoCity) => {
    counter[city] += 1
    return `${city === 'toronto' ? 'ON' : 'BC'}-DEMO-${String(rows.length + 1).padStart(3, '0')}`
  }
  const push = (row: Omit<SchoolRow, 'schoolNumber'>) => {
    names.add(row.name)
    rows.push({ schoolNumber: nextNumber(row.city), ...row })
  }
  for (const s of GEO.schools) {
    const independent = /independent/i.test(s.board)
    const catholic = s.board === 'TCDSB' || independent
    const board = independent ? BOARDS.cisva : (REFERENCE_BOARDS[s.board] ?? s.board)
    push({
      name: s.name,
      level: s.level,
      language: 'English',
      board,
      category: independent ? 'private' : catholic ? 'catholic' : 'public',
      rating: null,
      fraserRank: null,
      grades:
        s.level === 'secondary'
          ? s.city === 'vancouver'
            ? '8-12'
            : '9-12'
          : s.city === 'vancouver'
            ? 'K-7'
            : rng.pick(['JK-8', 'JK-6']),
      address: s.address,
      phone: phoneNumber(rng, s.city),
      fax: phoneNumber(rng, s.city),
      website: BOARD_SITES[board] ?? null,
      location: { x: s.lng, y: s.lat },
      city: s.city,
      neighbourhood: hoodOf(s.city, s),
    })
  }
  for (const s of NAMED_SCHOOLS) {
    push({
      name: s.name,
      level: s.level,
      language: s.language,
      board: s.board,
      category: s.category,
      rating: null,
      fraserRank: null,
      grades: s.grades,
      address: s.address,
      phone: phoneNumber(rng, s.city),
      fax: s.category === 'private' ? null : phoneNumber(rng, s.city),
      website: s.website ?? BOARD_SITES[s.board] ?? null,
      location: { x: s.lng, y: s.lat },
      city: s.city,
      neighbourhood: hoodOf(s.city, s),
    })
  }
  // Demo schools, a quarter of them in Vancouver, spread over the neighbourhoods in a shuffled order.
  const hoods = (['toronto', 'vancouver'] as const).flatMap((city) =>
    GEO.neighbourhoods[city].map((n) => ({ city, n, key: rng.next() })),
  )
  hoods.sort((a, b) => a.key - b.key)
  let i = 0
  let guard = 0
  while (rows.length < total && guard++ < total * 20) {
    const { city, n } = hoods[i++ % hoods.length]!
    if (city === 'vancouver' && counter.vancouver * 3 > counter.toronto + 3) continue
    const base = shortName(n.name)
    const secondary = rng.chance(0.22)
    const kind = rng.weighted<'public' | 'catholic' | 'french'>(
      city === 'toronto'
        ? [
            ['public', 6],
            ['catholic', 3],
            ['french', 1],
          ]
        : [
            ['public', 9],
            ['french', 1],
          ],
    )
    let name: string
    let board: string
    if (kind === 'catholic') {
      const saint = rng.pick(SAINTS)
      name = secondary ? `${saint} Catholic Secondary School` : `${saint} Catholic School`
      if (names.has(name)) name = `${saint} Catholic School (${base})`
      board = BOARDS.tcdsb
    } else if (kind === 'french') {
      name = secondary ? `École secondaire ${base}` : `École élémentaire ${base}`
      board = city === 'toronto' ? (rng.chance(0.5) ? BOARDS.viamonde : BOARDS.monavenir) : BOARDS.csf
    } else if (city === 'toronto') {
      name = secondary
        ? `${base} ${rng.pick(['Collegiate Institute', 'Secondary School'])}`
        : `${base} ${rng.pick(['Public School', 'Junior Public School', 'Middle School'])}`
      board = BOARDS.tdsb
    } else {
      name = secondary ? `${base} Secondary` : `${base} ${rng.pick(['Elementary', 'Annex', 'Community Elementary'])}`
      board = BOARDS.vsb
    }
    if (names.has(name)) continue
    const p = pointNear(rng, city, n)
    const middle = name.endsWith('Middle School')
    const grades = secondary
      ? city === 'vancouver'
        ? '8-12'
        : kind === 'french'
          ? '7-12'
          : '9-12'
      : city === 'vancouver'
        ? 'K-7'
        : middle
          ? '6-8'
          : rng.pick(['JK-8', 'JK-6', 'JK-5'])
    push({
      name,
      level: secondary ? 'secondary' : 'elementary',
      language: kind === 'french' ? 'French' : 'English',
      board,
      category: kind === 'catholic' ? 'catholic' : 'public',
      rating: null,
      fraserRank: null,
      grades,
      address: `${rng.int(5, 400) * 2 + rng.int(0, 1)} ${rng.pick(streetsOf(city, hoodOf(city, p)))}`,
      phone: phoneNumber(rng, city),
      fax: phoneNumber(rng, city),
      website: BOARD_SITES[board] ?? null,
      location: { x: p.lng, y: p.lat },
      city,
      neighbourhood: hoodOf(city, p),
    })
  }
  return rows
}

/** Schools ranked per report card: Ontario and British Columbia, elementary and secondary (demo sizes). */
const OUT_OF: Record<DemoCity, Record<SchoolLevel, number>> = {
  toronto: { elementary: 3021, secondary: 739 },
  vancouver: { elementary: 944, secondary: 252 },
}

const round1 = (n: number) => Math.round(n * 10) / 10
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))

/** Rank among `outOf` schools for a rating: a higher rating, a better (smaller) rank. */
export function rankFor(rating: number, outOf: number): number {
  const share = 1 / (1 + Math.exp((rating - 6.2) * 1.1))
  return clamp(Math.round(share * outOf), 1, outOf)
}

/**
 * Demo Fraser ratings by year (about one school in ten has none) and EQAO results for Ontario schools outside the
 * independent ones; the latest year's rating and rank are copied onto the school row.
 */
export function demoResults(rng: Rng, rows: SchoolRow[]): { rankings: RankingRow[]; eqao: EqaoRow[] } {
  const rankings: RankingRow[] = []
  const eqao: EqaoRow[] = []
  for (const s of rows) {
    const level = s.level
    const quality = clamp(6.4 + rng.normal() * 1.5 + (s.category === 'private' ? 1.5 : 0), 2, 9.9)
    const ranked = !rng.chance(0.1)
    if (ranked) {
      let r = quality
      const first = rng.int(0, 2)
      for (const year of FRASER_YEARS.slice(first)) {
        r = clamp(quality + rng.normal() * 0.5, 0, 10)
        const rating = round1(r)
        const outOf = OUT_OF[s.city][level] + rng.int(-15, 15)
        rankings.push({ schoolNumber: s.schoolNumber, year, rating, rank: rankFor(rating, outOf), outOf })
      }
      const last = rankings.at(-1)!
      s.rating = last.rating
      s.fraserRank = `${last.rank}/${last.outOf}`
    }
    if (s.city !== 'toronto' || s.category === 'private') continue
    const grades = level === 'secondary' ? [] : s.grades === '6-8' ? [6] : s.grades === 'JK-5' ? [3] : [3, 6]
    const tests: [number, EqaoRow['subject']][] =
      level === 'secondary'
        ? [
            [9, 'math'],
            [10, 'osslt'],
          ]
        : grades.flatMap((g) =>
            (['reading', 'writing', 'math'] as const).map((subject): [number, EqaoRow['subject']] => [g, subject]),
          )
    for (const year of EQAO_YEARS) {
      for (const [grade, subject] of tests) {
        const base = 30 + quality * 6.5 + (subject === 'math' ? -12 : subject === 'osslt' ? 12 : 0)
        eqao.push({
          schoolNumber: s.schoolNumber,
          year,
          grade,
          subject,
          percent: Math.round(clamp(base + rng.normal() * 5, 8, 100)),
        })
      }
    }
  }
  return { rankings, eqao }
}

/** Where the demo schools of one city stand: the demo listings keep clear of these points. */
export function demoSchoolSites(size: SeedSize, seed: number, city: DemoCity): LatLng[] {
  return demoSchools(createRng(seed + 7), size)
    .filter((s) => s.city === city)
    .map((s) => ({ lat: s.location.y, lng: s.location.x }))
}

/** Inserts the demo schools with their rankings and results; returns the number of schools. */
export async function insertDemoSchools(db: Db, opts: { size: SeedSize; seed: number }): Promise<number> {
  const rng = createRng(opts.seed + 7)
  const rows = demoSchools(rng, opts.size)
  const { rankings, eqao } = demoResults(rng, rows)
  for (let i = 0; i < rows.length; i += 500) await db.insert(schools).values(rows.slice(i, i + 500))
  for (let i = 0; i < rankings.length; i += 1000)
    await db.insert(schoolFraserRankings).values(rankings.slice(i, i + 1000))
  for (let i = 0; i < eqao.length; i += 1000) await db.insert(schoolEqaoResults).values(eqao.slice(i, i + 1000))
  return rows.length
}
