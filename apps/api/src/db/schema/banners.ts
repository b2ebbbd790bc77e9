import { BANNER_KINDS } from '@maplenest/core'
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** Home banners, written by administrators in both languages; what a tap opens depends on the kind (core bannerLink). */
export const banners = pgTable(
  'banners',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: BANNER_KINDS }).notNull(),
    titleEn: text().notNull(),
    titleZh: text().notNull(),
    subtitleEn: text().notNull().default(''),
    subtitleZh: text().notNull().default(''),
    textEn: text().notNull().default(''),
    textZh: text().notNull().default(''),
    /** A listing number (product), a list query (combination) or a home type (category). */
    target: text(),
    /** An https address opened in the web view (shop kinds). */
    url: text(),
    tint: text().notNull().default('#0A6B4B'),
    sort: integer().notNull().default(100),
    active: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_active_sort_idx').on(t.active, t.sort)],
)

/** The advertisement view call (spec §7): one row per tap, with the reader when signed in. */
export const bannerViews = pgTable(
  'banner_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    bannerId: uuid()
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banner_views_banner_idx').on(t.bannerId)],
)
