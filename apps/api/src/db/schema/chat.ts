import { CHAT_ROLES } from '@maplenest/core'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * The assistant's conversations, one person's each (a visitor's move to their account when they sign in). `state`
 * is what the next question refines: the engine's last understood search (the parse result without its reply).
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Whether the title was set by the person (an automatic one follows the first question). */
    titleSet: text({ enum: ['auto', 'person'] })
      .notNull()
      .default('auto'),
    state: jsonb(),
    /** The last thing said, shortened, for the list of conversations. */
    preview: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('chat_sessions_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id)],
)

/**
 * The messages of a conversation in the AI SDK's UI message shape: `parts` holds the text, the tool calls with
 * their input and output (the cards shown) and data parts, as the person saw them. `ord` orders them.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    sessionId: uuid()
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    ord: integer().notNull(),
    id: text().notNull(),
    role: text({ enum: CHAT_ROLES }).notNull(),
    parts: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.ord] })],
)
