import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { cacheGenerations } from '../db/schema.ts'
import type { Transactor } from '../db/transaction.ts'

/**
 * The named generations of what processes keep in memory. `pages`: what the server-drawn pages show (listings,
 * pre-construction projects, schools, agents, agents' apps, banners, the exchange rate).
 */
type CacheGenerationName = 'pages'

type Bumped = (name: CacheGenerationName) => void
const bumpedHere = new Set<Bumped>()

/**
 * Tells every process that what `name` covers has changed: its generation goes up by one in `cache_generations`,
 * in the caller's transaction when there is one (so no process sees the new generation before the new data), and
 * caches of this process hear of it once that has committed instead of at their next read.
 */
export async function bumpCacheGeneration(
  t: Pick<Transactor, 'db' | 'afterCommit'>,
  name: CacheGenerationName,
): Promise<void> {
  await t
    .db()
    .insert(cacheGenerations)
    .values({ name, generation: 1 })
    .onConflictDoUpdate({ target: cacheGenerations.name, set: { generation: sql`${cacheGenerations.generation} + 1` } })
  t.afterCommit(() => {
    for (const listener of bumpedHere) listener(name)
  })
}

/** The generation of `name` now (0 before its first bump): one row read by its key. */
export async function readCacheGeneration(db: Db, name: CacheGenerationName): Promise<number> {
  const [row] = await db
    .select({ generation: cacheGenerations.generation })
    .from(cacheGenerations)
    .where(eq(cacheGenerations.name, name))
  return row?.generation ?? 0
}

/**
 * Calls `listener` when this process has bumped a generation (after the commit); a cache then reads the generation
 * again at once rather than at its next check. Answers the function that stops it.
 */
export function onCacheGenerationBumped(listener: Bumped): () => void {
  bumpedHere.add(listener)
  return () => void bumpedHere.delete(listener)
}
