import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../src/db/client.ts'
import { containing, escapeLike, ilike, like, startingWith } from '../../../src/platform/sql/like.ts'
import { createTestDatabase } from '../../helpers/test-database.ts'

/** Texts with LIKE's wildcards and escape character in them, and near misses a wildcard would match. */
const TEXTS = ['50%', '50 off', '500', 'a_b', 'axb', 'A_B', 'c:\\dir', 'c:dir', 'c:\\\\dir']

describe('LIKE patterns from user text (on the test database)', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  /** The texts the condition keeps, in order, through real SQL on PGlite or PostgreSQL. */
  async function matching(condition: (text: SQL) => SQL): Promise<string[]> {
    const values = sql.join(
      TEXTS.map((t) => sql`(${t}::text)`),
      sql`, `,
    )
    const result = await database.db.execute(
      sql`select t from (values ${values}) as v(t) where ${condition(sql`t`)} order by t collate "C"`,
    )
    return ((result as { rows: unknown[] }).rows as { t: string }[]).map((r) => r.t)
  }

  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%')).toBe('50\\%')
    expect(escapeLike('a_b')).toBe('a\\_b')
    expect(escapeLike('c:\\dir')).toBe('c:\\\\dir')
    expect(escapeLike('plain words')).toBe('plain words')
  })

  it('matches a percent sign only as itself', async () => {
    expect(await matching((t) => like(t, containing('50%')))).toEqual(['50%'])
    expect(await matching((t) => like(t, startingWith('50')))).toEqual(['50 off', '50%', '500'])
  })

  it('matches an underscore only as itself', async () => {
    expect(await matching((t) => like(t, containing('a_b')))).toEqual(['a_b'])
    expect(await matching((t) => ilike(t, containing('a_b')))).toEqual(['A_B', 'a_b'])
  })

  it('matches a backslash only as itself', async () => {
    expect(await matching((t) => like(t, containing('c:\\dir')))).toEqual(['c:\\dir'])
    expect(await matching((t) => like(t, startingWith('c:\\')))).toEqual(['c:\\\\dir', 'c:\\dir'])
  })
})
