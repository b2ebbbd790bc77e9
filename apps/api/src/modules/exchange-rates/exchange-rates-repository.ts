import { and, desc, eq, sql } from 'drizzle-orm'
import { exchangeRates } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { bumpCacheGeneration } from '../../platform/cache-generations.ts'

interface StoredRates {
  date: string
  source: string
  rates: Record<string, number>
}

/** The `exchange_rates` table: one row per base, currency and day. */
export function createExchangeRatesRepository(t: Transactor) {
  return {
    /** The rates of the newest day stored for a base, or null when none are. */
    async latest(base: string): Promise<StoredRates | null> {
      const rows = await t
        .db()
        .select({
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
          date: exchangeRates.date,
          source: exchangeRates.source,
        })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.base, base),
            sql`${exchangeRates.date} = (select max(e.date) from ${exchangeRates} e where e.base = ${base})`,
          ),
        )
        .orderBy(exchangeRates.currency, desc(exchangeRates.fetchedAt))
      const first = rows[0]
      if (!first) return null
      return {
        date: first.date,
        source: first.source,
        rates: Object.fromEntries(rows.map((r) => [r.currency, r.rate])),
      }
    },

    /** Stores one day's rates; a second fetch of the same day replaces the figures. */
    async upsert(base: string, day: StoredRates, at: Date): Promise<void> {
      const values = Object.entries(day.rates).map(([currency, rate]) => ({
        base,
        currency,
        rate,
        date: day.date,
        source: day.source,
        fetchedAt: at,
      }))
      if (values.length === 0) return
      await t
        .db()
        .insert(exchangeRates)
        .values(values)
        .onConflictDoUpdate({
          target: [exchangeRates.base, exchangeRates.currency, exchangeRates.date],
          set: { rate: sql`excluded.rate`, source: sql`excluded.source`, fetchedAt: sql`excluded.fetched_at` },
        })
      // drawn pages show prices in yuan too
      await bumpCacheGeneration(t, 'pages')
    },
  }
}

export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>
