import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { bytea } from './bytea.ts'

const tz = () => timestamp({ withTimezone: true })

/**
 * What every API process behind one balancer must agree on, kept in the database on PostgreSQL (the embedded
 * database serves one process and keeps its counters in memory).
 */

/**
 * Fixed-window counters: every rate limit (general per person or address, sign-in per address, visitor sign-ins,
 * code requests, the assistant per person) and the password lock. One row per key; a row whose window has ended
 * starts again at 1. UNLOGGED (see the migration): a crash of the database server forgets the counters, nothing else.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: tz().notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
)

/**
 * Secrets the server makes itself when none is configured (the token signing key, the Web Push key pair): the first
 * process to start writes one, every other process reads the same.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: tz().notNull().defaultNow(),
})

/** Uploaded and generated files kept in the database (PostgreSQL without an S3 bucket), so every process reads them. */
export const storedFiles = pgTable('stored_files', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  size: integer().notNull(),
  body: bytea().notNull(),
  updatedAt: tz().notNull().defaultNow(),
})

/**
 * The first answer to a creating write sent with an `Idempotency-Key`, per caller and key: the same key again replays
 * it and stores nothing twice. `statusCode` is null while the first request is still being answered.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Who sent it: `u:<user id>`, or `ip:<address>` for a caller without a verified token. */
    scope: text().notNull(),
    key: text().notNull(),
    /** Method and route, and a hash of the body: the same key with another request is refused. */
    fingerprint: text().notNull(),
    statusCode: integer(),
    contentType: text(),
    body: text(),
    createdAt: tz().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
)

/** Identity tokens from social sign-in already used (SHA-256 of the token), kept until the token itself expires. */
export const usedIdentityTokens = pgTable(
  'used_identity_tokens',
  {
    tokenHash: text().primaryKey(),
    expiresAt: tz().notNull(),
  },
  (t) => [index('used_identity_tokens_expires_idx').on(t.expiresAt)],
)

/**
 * A counter per kind of content that caches depend on (listings, agent apps, …): a write bumps it, and every process
 * drops what it cached under an older generation.
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text().primaryKey(),
  generation: bigint({ mode: 'number' }).notNull().default(0),
})
