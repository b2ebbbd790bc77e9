import { CODE_CHANNELS, CODE_PURPOSES, SEXES, USER_TYPES } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/** Accounts: visitors (tourists), registered users, agents and admins. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text({ enum: USER_TYPES }).notNull(),
    email: text(),
    phonenumber: text(),
    passwordHash: text(),
    userName: text().notNull().default(''),
    nickname: text().notNull().default(''),
    avatar: text().notNull().default(''),
    orgName: text().notNull().default(''),
    sex: text({ enum: SEXES }).notNull().default('2'),
    language: text().notNull().default('en-GB'),
    isBroker: boolean().notNull().default(false),
    clientId: text(),
    terminalId: text(),
    socialProvider: text(),
    socialId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the person cancelled the account: it can no longer sign in and shows nothing personal. */
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phonenumber_key').on(t.phonenumber),
    uniqueIndex('users_social_key').on(t.socialProvider, t.socialId),
  ],
)

/**
 * A sign-in: one row per refresh-token family. The access token carries the session id, so revoking the row
 * ends both tokens. Refresh tokens are stored as SHA-256 hashes; each refresh rotates the hash and bumps
 * the generation, and presenting an older token of the family revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text().notNull(),
    generation: integer().notNull().default(0),
    clientId: text(),
    grantType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (t) => [
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
)

/** Refresh-token hashes already rotated out, kept to recognise reuse of a stolen token. */
export const retiredRefreshTokens = pgTable('retired_refresh_tokens', {
  tokenHash: text().primaryKey(),
  sessionId: uuid()
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  retiredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/** One-time verification codes (4 digits), stored hashed, per target and purpose. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: CODE_CHANNELS }).notNull(),
    target: text().notNull(),
    purpose: text({ enum: CODE_PURPOSES }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
)

/**
 * Wrong verification codes, one row per wrong try and per key it counts against (`account:<user id>` and
 * `address:<channel>:<address>`), kept a year: the budget of guesses across codes (codes/code-guard.ts).
 */
export const codeFailures = pgTable(
  'code_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('code_failures_key_idx').on(t.key, t.failedAt)],
)

/** Code checks paused for a key until a time, set when its wrong codes pass the free allowance. */
export const codeLocks = pgTable('code_locks', {
  key: text().primaryKey(),
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
})

/**
 * Every e-mail and SMS the product sends; delivered by SMTP when configured (pending → sent | failed), otherwise
 * kept here and logged.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: CODE_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    meta: jsonb().notNull().default({}),
    status: text({ enum: ['pending', 'kept', 'sent', 'failed'] }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
)
