import { z } from 'zod'
import { listingSummarySchema } from '../listings/listing.schema.ts'
import { CITIES } from '../listings/listing-codes.ts'
import { SCHOOL_LEVELS } from './school-codes.ts'

/**
 * The school and university wire contract shared by the api and the web app. Ratings are out of 10 (Fraser
 * Institute report-card style); EQAO results are the percentage of students at or above the provincial standard.
 */
export const SCHOOL_LANGUAGES = ['english', 'french'] as const
export type SchoolLanguage = (typeof SCHOOL_LANGUAGES)[number]
export const SCHOOL_CATEGORIES = ['public', 'catholic', 'private'] as const
export type SchoolCategory = (typeof SCHOOL_CATEGORIES)[number]
export const SCHOOL_SORTS = ['rating', 'name'] as const
export type SchoolSort = (typeof SCHOOL_SORTS)[number]
export const EQAO_SUBJECTS = ['reading', 'writing', 'math', 'osslt'] as const
export type EqaoSubject = (typeof EQAO_SUBJECTS)[number]

/** The education bureaus (boards) of the two cities, as the data names them. */
export const SCHOOL_BOARDS = [
  { name: 'Toronto District School Board', city: 'toronto' },
  { name: 'Toronto Catholic District School Board', city: 'toronto' },
  { name: 'Conseil scolaire Viamonde', city: 'toronto' },
  { name: 'Conseil scolaire catholique MonAvenir', city: 'toronto' },
  { name: 'Independent (Ontario)', city: 'toronto' },
  { name: 'Vancouver School Board', city: 'vancouver' },
  { name: 'Conseil scolaire francophone de la Colombie-Britannique', city: 'vancouver' },
  { name: 'Catholic Independent Schools of Vancouver Archdiocese', city: 'vancouver' },
  { name: 'Independent (British Columbia)', city: 'vancouver' },
] as const satisfies readonly { name: string; city: (typeof CITIES)[number] }[]
const BOARD_NAMES = SCHOOL_BOARDS.map((b) => b.name) as [string, ...string[]]

/** A map box "w,s,e,n" in degrees (west and east longitudes, south and north latitudes). */
export interface Bbox {
  w: number
  s: number
  e: number
  n: number
}

/** "w,s,e,n" → the box, or null when it is not four numbers in range with w < e and s < n. */
export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',')
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return null
  const [w, s, e, n] = parts.map(Number) as [number, number, number, number]
  if (![w, s, e, n].every(Number.isFinite)) return null
  if (w < -180 || e > 180 || s < -90 || n > 90 || w >= e || s >= n) return null
  return { w, s, e, n }
}

export const schoolSearchQuerySchema = z.strictObject({
  city: z.enum(CITIES).optional(),
  level: z.enum(SCHOOL_LEVELS).optional(),
  language: z.enum(SCHOOL_LANGUAGES).optional(),
  category: z.enum(SCHOOL_CATEGORIES).optional(),
  board: z.enum(BOARD_NAMES, { message: 'school.validation.board' }).optional(),
  minRating: z.coerce.number().min(0).max(10).optional(),
  q: z.string().trim().max(100, 'error.field.tooLong').optional(),
  bbox: z
    .string()
    .max(100, 'error.field.tooLong')
    .refine((v) => parseBbox(v) !== null, 'school.validation.bbox')
    .optional(),
  sort: z.enum(SCHOOL_SORTS).default('rating'),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
})
export type SchoolSearchQuery = z.infer<typeof schoolSearchQuerySchema>

export const schoolSummarySchema = z.object({
  schoolNumber: z.string(),
  name: z.string(),
  level: z.enum(SCHOOL_LEVELS),
  language: z.enum(SCHOOL_LANGUAGES),
  /** The latest Fraser rating out of 10, or null when the school is not ranked. */
  rating: z.number().nullable(),
  lat: z.number(),
  lng: z.number(),
  category: z.enum(SCHOOL_CATEGORIES).nullable(),
  board: z.string(),
  /** e.g. "JK-8", "9-12". */
  grades: z.string().nullable(),
  city: z.enum(CITIES),
  address: z.string().nullable(),
})
export type SchoolSummary = z.infer<typeof schoolSummarySchema>

export const schoolPageSchema = z.object({
  items: z.array(schoolSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
})
export type SchoolPage = z.infer<typeof schoolPageSchema>

export const fraserRankingSchema = z.object({
  year: z.number().int(),
  rating: z.number(),
  rank: z.number().int(),
  outOf: z.number().int(),
})
export type FraserRanking = z.infer<typeof fraserRankingSchema>

export const eqaoResultSchema = z.object({
  /** The year the school year ends (2024 = 2023–24). */
  year: z.number().int(),
  grade: z.number().int(),
  subject: z.enum(EQAO_SUBJECTS),
  /** Percentage at or above the provincial standard. */
  percent: z.number(),
})
export type EqaoResult = z.infer<typeof eqaoResultSchema>

export const schoolDetailSchema = /* @__PURE__ */ schoolSummarySchema.extend({
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  website: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  /** The latest year's rank, e.g. { rank: 133, outOf: 3021, year: 2024 }, or null. */
  ranking: fraserRankingSchema.nullable(),
  /** Newest year first. */
  rankings: z.array(fraserRankingSchema),
  /** Newest year first, then grade and subject. */
  eqao: z.array(eqaoResultSchema),
  /** Active listings within the radius, nearest first. */
  nearbyListings: z.array(listingSummarySchema.extend({ distanceM: z.number().int() })),
  nearbyRadiusM: z.number().int(),
  /** True: the ratings and results are demo figures, not published ones. */
  demo: z.boolean(),
})
export type SchoolDetail = z.infer<typeof schoolDetailSchema>

export const universitySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The Chinese name, when one is in common use. */
  nameZh: z.string().nullable(),
  city: z.enum(CITIES),
  lat: z.number(),
  lng: z.number(),
  /** Active lease listings within the radius. */
  leaseCount: z.number().int(),
  radiusM: z.number().int(),
})
export type University = z.infer<typeof universitySchema>

export const universityListingSchema = /* @__PURE__ */ listingSummarySchema.extend({ distanceM: z.number().int() })
export type UniversityListing = z.infer<typeof universityListingSchema>

export const universityQuerySchema = z.strictObject({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export const universityDetailSchema = /* @__PURE__ */ universitySchema.extend({
  /** Nearby active lease listings first, then nearby active sale listings; nearest first within each. */
  items: z.array(universityListingSchema),
  nextCursor: z.string().nullable(),
  saleCount: z.number().int(),
})
export type UniversityDetail = z.infer<typeof universityDetailSchema>
