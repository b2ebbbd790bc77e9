import { CITIES, EQAO_SUBJECTS, SCHOOL_LEVELS, SCHOOL_TEACHING_LANGUAGES } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, point, primaryKey, real, text } from 'drizzle-orm/pg-core'

/**
 * Schools of Toronto and Vancouver (point location, x = longitude, y = latitude). `category` is public, catholic,
 * private or independent; `board` is the education bureau. Ratings of the demo data are illustrative figures, not
 * Fraser Institute scores; `rating` is the latest year's rating out of 10 and `fraser_rank` its "rank/out of".
 */
export const schools = pgTable(
  'schools',
  {
    schoolNumber: text().primaryKey(),
    name: text().notNull(),
    level: text({ enum: SCHOOL_LEVELS }).notNull(),
    language: text({ enum: SCHOOL_TEACHING_LANGUAGES }).notNull(),
    board: text().notNull(),
    category: text(),
    rating: real(),
    fraserRank: text(),
    grades: text(),
    address: text(),
    phone: text(),
    fax: text(),
    website: text(),
    location: point({ mode: 'xy' }).notNull(),
    city: text({ enum: CITIES }).notNull(),
    /** The neighbourhood (Toronto) or local area (Vancouver) the school stands in. */
    neighbourhood: text(),
  },
  (t) => [
    index('schools_location_gist').using('gist', t.location),
    index('schools_city_level_rating_idx').on(t.city, t.level, t.rating),
  ],
)

/** A school's Fraser Institute report card of one year: rating out of 10 and its rank among `out_of` schools. */
export const schoolFraserRankings = pgTable(
  'school_fraser_rankings',
  {
    schoolNumber: text()
      .notNull()
      .references(() => schools.schoolNumber, { onDelete: 'cascade' }),
    year: integer().notNull(),
    rating: real().notNull(),
    rank: integer().notNull(),
    outOf: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolNumber, t.year] }),
    check('school_fraser_rankings_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 10`),
    check('school_fraser_rankings_rank_range', sql`${t.rank} >= 1 and ${t.rank} <= ${t.outOf}`),
  ],
)

/**
 * A school's EQAO result (Ontario only) of one school year, grade and subject: the percentage of students at or
 * above the provincial standard. Grades 3 and 6 take reading, writing and math; grade 9 math; grade 10 the OSSLT.
 */
export const schoolEqaoResults = pgTable(
  'school_eqao_results',
  {
    schoolNumber: text()
      .notNull()
      .references(() => schools.schoolNumber, { onDelete: 'cascade' }),
    year: integer().notNull(),
    grade: integer().notNull(),
    subject: text({ enum: EQAO_SUBJECTS }).notNull(),
    percent: real().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolNumber, t.year, t.grade, t.subject] }),
    check('school_eqao_results_percent_range', sql`${t.percent} >= 0 and ${t.percent} <= 100`),
  ],
)
