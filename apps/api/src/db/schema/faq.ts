import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Questions and answers of the FAQ, in both languages, grouped by topic and ordered within it. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial().primaryKey(),
    topic: text().notNull(),
    position: integer().notNull().default(0),
    questionEn: text().notNull(),
    answerEn: text().notNull(),
    questionZh: text().notNull(),
    answerZh: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_entries_topic_idx').on(t.topic, t.position)],
)
