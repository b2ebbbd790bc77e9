import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm'
import { faqEntries } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type FaqRow = typeof faqEntries.$inferSelect
export type FaqValues = Omit<FaqRow, 'id' | 'createdAt' | 'updatedAt'>

/** `%`, `_` and `\` in a search term match themselves, not any text. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The `faq_entries` table. */
export function createFaqRepository(t: Transactor) {
  return {
    /**
     * Entries holding every term, in either language, in question or answer (ILIKE: small table, and it matches
     * Chinese, which has no spaces between words, as well as English), in topic and position order.
     */
    async search(terms: readonly string[], topic: string | undefined): Promise<FaqRow[]> {
      const matches: SQL[] = terms.map((term) => {
        const pattern = `%${escapeLike(term)}%`
        return or(
          ilike(faqEntries.questionEn, pattern),
          ilike(faqEntries.answerEn, pattern),
          ilike(faqEntries.questionZh, pattern),
          ilike(faqEntries.answerZh, pattern),
        ) as SQL
      })
      return t
        .db()
        .select()
        .from(faqEntries)
        .where(and(topic ? eq(faqEntries.topic, topic) : undefined, ...matches))
        .orderBy(asc(faqEntries.topic), asc(faqEntries.position), asc(faqEntries.id))
        .limit(200)
    },

    async find(id: number): Promise<FaqRow | null> {
      const [row] = await t.db().select().from(faqEntries).where(eq(faqEntries.id, id))
      return row ?? null
    },

    async count(): Promise<number> {
      const [row] = await t.db().select({ n: count() }).from(faqEntries)
      return Number(row?.n ?? 0)
    },

    async insert(values: FaqValues[], at: Date): Promise<FaqRow[]> {
      if (values.length === 0) return []
      return t
        .db()
        .insert(faqEntries)
        .values(values.map((v) => ({ ...v, createdAt: at, updatedAt: at })))
        .returning()
    },

    async update(id: number, values: FaqValues, at: Date): Promise<FaqRow | null> {
      const [row] = await t
        .db()
        .update(faqEntries)
        .set({ ...values, updatedAt: at })
        .where(eq(faqEntries.id, id))
        .returning()
      return row ?? null
    },

    async remove(id: number): Promise<boolean> {
      const rows = await t.db().delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id })
      return rows.length > 0
    },
  }
}

export type FaqRepository = ReturnType<typeof createFaqRepository>
