import { eq } from 'drizzle-orm'
import type { Db } from './client.ts'
import { serverSecrets } from './schema.ts'

/**
 * The secret kept under `name` in `server_secrets`, made by `make` when there is none yet. Two processes starting
 * together may both make one: the first insert wins (`on conflict do nothing`) and both read the winner back, so
 * every process, then and later, holds the same.
 */
export async function keepServerSecret(db: Db, name: string, make: () => string): Promise<string> {
  const read = async () =>
    (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value
  const existing = await read()
  if (existing !== undefined) return existing
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing({ target: serverSecrets.name })
  const kept = await read()
  if (kept === undefined) throw new Error(`server secret ${name} was neither written nor found`)
  return kept
}
