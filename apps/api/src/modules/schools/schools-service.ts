import {
  type FraserRanking,
  type ListingSummary,
  parseBbox,
  type SchoolDetail,
  type SchoolPage,
  type SchoolSearchQuery,
  type SchoolSummary,
  toSchoolLanguage,
  type University,
  type UniversityDetail,
} from '@maplenest/core'
import { notFound } from '../../lib/http-error.ts'
import type { Viewer } from '../../platform/access.ts'
import { type Cursor, defineCursor, hashQuery } from '../../platform/cursor.ts'
import { CAMPUSES } from '../../reference/campuses.ts'
import type { ListingsService } from '../listings/index.ts'
import type { SchoolFilter, SchoolRow, SchoolsRepository } from './schools-repository.ts'

/** Active listings within this distance of a school count as near it. */
export const SCHOOL_LISTINGS_RADIUS_M = 1500
const SCHOOL_LISTINGS_LIMIT = 10
/** Listings within this distance of a campus count as near it. */
const CAMPUS_RADIUS_M = 2000

const CATEGORIES = new Set(['public', 'catholic', 'private'])

export interface SchoolsService {
  search(query: SchoolSearchQuery): Promise<SchoolPage>
  /** 404 `school.api.notFound` for an unknown number. */
  requireDetail(schoolNumber: string, viewer: Viewer | null): Promise<SchoolDetail>
  universities(): Promise<University[]>
  /** 404 `university.api.notFound` for an unknown id. */
  requireUniversity(
    id: string,
    page: { cursor?: string | undefined; limit: number },
    viewer: Viewer | null,
  ): Promise<UniversityDetail>
}

/** School search pages: by rating (a number, -1 for none) or by name, then the school number. */
const SCHOOL_CURSORS = {
  rating: defineCursor({ value: 'number', id: 'text', error: 'school.api.cursor' }),
  name: defineCursor({ value: 'text', id: 'text', error: 'school.api.cursor' }),
}

/** A campus's listings: [lease first 0 or 1, whole metres] and the MLS number, for one campus (its hash). */
const CAMPUS_CURSOR = defineCursor({ value: ['integer', 'integer'], id: 'text', error: 'university.api.cursor' })

function toSchoolSummary(row: SchoolRow): SchoolSummary {
  return {
    schoolNumber: row.schoolNumber,
    name: row.name,
    level: row.level,
    language: toSchoolLanguage(row.language),
    rating: row.rating,
    lat: row.location.y,
    lng: row.location.x,
    category: row.category && CATEGORIES.has(row.category) ? (row.category as SchoolSummary['category']) : null,
    board: row.board,
    grades: row.grades,
    city: row.city,
    address: row.address,
  }
}

/** Lower-case words of a search text (letters, digits, apostrophes and hyphens), at most eight. */
function words(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'’.-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
}

export function createSchoolsService(deps: {
  repository: SchoolsRepository
  listings: Pick<ListingsService, 'summaries'>
}): SchoolsService {
  const { repository, listings } = deps

  /** Summaries of these MLS numbers (VOW rule applied by the listings service) with their distances, in order. */
  async function withDistances(
    rows: readonly { mlNum: string; distanceM: number }[],
    viewer: Viewer | null,
  ): Promise<(ListingSummary & { distanceM: number })[]> {
    const summaries = await listings.summaries(
      rows.map((r) => r.mlNum),
      viewer,
    )
    const distance = new Map(rows.map((r) => [r.mlNum, r.distanceM]))
    return summaries.map((s) => ({ ...s, distanceM: distance.get(s.mlNum) ?? 0 }))
  }

  function campusOrThrow(id: string) {
    const campus = CAMPUSES.find((c) => c.id === id)
    if (!campus) throw notFound('university.api.notFound')
    return campus
  }

  return {
    async search(query) {
      const { cursor, limit, sort, ...rest } = query
      const bbox = query.bbox ? (parseBbox(query.bbox) ?? undefined) : undefined
      const filter: SchoolFilter = {
        city: query.city,
        level: query.level,
        language: query.language === 'french' ? 'French' : query.language === 'english' ? 'English' : undefined,
        category: query.category,
        board: query.board,
        minRating: query.minRating,
        words: words(query.q),
        bbox,
      }
      const hash = hashQuery({ ...rest, sort })
      const pages: Cursor<'number' | 'text', 'text'> = SCHOOL_CURSORS[sort]
      const key = cursor ? pages.decode(cursor, hash) : null
      const after = key ? { value: key.value, schoolNumber: key.id } : null
      const [rows, total] = await Promise.all([
        repository.search(filter, sort, after, limit + 1),
        repository.count(filter),
      ])
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        items: page.map(toSchoolSummary),
        nextCursor:
          rows.length > limit && last ? pages.encode({ value: last.sortValue, id: last.schoolNumber }, hash) : null,
        total,
      }
    },

    async requireDetail(schoolNumber, viewer) {
      const row = await repository.find(schoolNumber.toUpperCase())
      if (!row) throw notFound('school.api.notFound')
      const p = { lat: row.location.y, lng: row.location.x }
      const [rankings, eqao, near] = await Promise.all([
        repository.rankings(row.schoolNumber),
        repository.eqao(row.schoolNumber),
        repository.activeListingsNear(p, SCHOOL_LISTINGS_RADIUS_M, { limit: SCHOOL_LISTINGS_LIMIT }),
      ])
      const ranking: FraserRanking | null = rankings[0] ?? null
      return {
        ...toSchoolSummary(row),
        phone: row.phone,
        fax: row.fax,
        website: row.website,
        neighbourhood: row.neighbourhood,
        ranking,
        rankings,
        eqao,
        nearbyListings: await withDistances(near, viewer),
        nearbyRadiusM: SCHOOL_LISTINGS_RADIUS_M,
        demo: true,
      }
    },

    async universities() {
      const counts = await repository.countActiveNear(CAMPUSES, CAMPUS_RADIUS_M, 'Lease')
      return CAMPUSES.map((c, i) => ({ ...c, leaseCount: counts[i] ?? 0, radiusM: CAMPUS_RADIUS_M }))
    },

    async requireUniversity(id, { cursor, limit }, viewer) {
      const campus = campusOrThrow(id)
      const hash = hashQuery({ campus: campus.id })
      const key = cursor ? CAMPUS_CURSOR.decode(cursor, hash) : null
      const after: [number, number, string] | null = key ? [...key.value, key.id] : null
      const [rows, [leaseCount = 0], [saleCount = 0]] = await Promise.all([
        repository.activeListingsNear(campus, CAMPUS_RADIUS_M, { leaseFirst: true, after, limit: limit + 1 }),
        repository.countActiveNear([campus], CAMPUS_RADIUS_M, 'Lease'),
        repository.countActiveNear([campus], CAMPUS_RADIUS_M, 'Sale'),
      ])
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        ...campus,
        leaseCount,
        saleCount,
        radiusM: CAMPUS_RADIUS_M,
        items: await withDistances(page, viewer),
        nextCursor:
          rows.length > limit && last
            ? CAMPUS_CURSOR.encode({ value: [last.srRank, last.distanceM], id: last.mlNum }, hash)
            : null,
      }
    },
  }
}
