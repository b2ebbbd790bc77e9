import { AVAILABLE_LSC_CODES, SALE_OR_LEASE } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

/**
 * The indexes of available homes hold only the listings a search of them keeps, by a predicate written into the
 * migration: when core's available status codes change, the predicates must change with them, or searches stop using
 * the indexes without a word. Each predicate is read back from the database and compared with core's list.
 */
describe('the indexes of available homes', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  /** The predicate of an index, as PostgreSQL writes it back: `((status = 'A'::text) AND …)`. */
  async function predicate(index: string): Promise<string> {
    const result = (await database.db.execute(
      sql`select pg_get_expr(i.indpred, i.indrelid) as predicate from pg_index i
        join pg_class c on c.oid = i.indexrelid where c.relname = ${index}`,
    )) as unknown as { rows: { predicate: string | null }[] }
    expect(result.rows, `index ${index}`).toHaveLength(1)
    return result.rows[0]?.predicate ?? ''
  }

  /** The values a column is tested against in a predicate: `col = 'x'` or `col = ANY (ARRAY['x'::text, …])`. */
  function valuesOf(predicate: string, column: string): string[] {
    const any = new RegExp(`\\b${column} = ANY \\(ARRAY\\[([^\\]]*)\\]\\)`).exec(predicate)
    const one = new RegExp(`\\b${column} = '([^']*)'`).exec(predicate)
    const list = any?.[1] ?? (one ? `'${one[1]}'` : '')
    return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]!)
  }

  it("keep exactly core's available status codes, each map index its own market", async () => {
    const count = await predicate('listings_available_count_idx')
    expect(valuesOf(count, 'status')).toEqual(['A'])
    expect(valuesOf(count, 'lsc').sort()).toEqual([...AVAILABLE_LSC_CODES].sort())

    const place = await predicate('listings_available_place_idx')
    expect(valuesOf(place, 'status')).toEqual(['A'])
    expect(valuesOf(place, 'lsc').sort()).toEqual([...AVAILABLE_LSC_CODES].sort())

    const markets: Record<(typeof SALE_OR_LEASE)[number], string> = {
      Sale: 'listings_map_sale_gist',
      Lease: 'listings_map_lease_gist',
    }
    for (const sr of SALE_OR_LEASE) {
      const map = await predicate(markets[sr])
      expect(valuesOf(map, 'status'), markets[sr]).toEqual(['A'])
      expect(valuesOf(map, 'sr'), markets[sr]).toEqual([sr])
      expect(valuesOf(map, 'lsc').sort(), markets[sr]).toEqual([...AVAILABLE_LSC_CODES].sort())
    }
  })

  it('leave no index of every available home beside them', async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from pg_class where relname = 'listings_map_active_gist'`,
    )) as unknown as { rows: { n: number }[] }
    expect(Number(result.rows[0]?.n)).toBe(0)
  })
})
