import { LEAD_KINDS, LEAD_STATUSES, LEAD_URGENCIES, LEAD_URGENCY_DEFAULT, type LeadUrgency } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { agentApps } from './agent-apps.ts'
import { preconsProjects } from './precons.ts'

const tz = () => timestamp({ withTimezone: true })

/**
 * A lead: a client's request that reached an agent — made in her app, or naming her — kept as work she can do.
 * Written by the request's own transaction (a question, a showing, a registration), once per request: `sourceId` is
 * the showing's or the registration's id (the lead's own for a question), unique with the kind. The contact is kept
 * as the client gave it, with the consent's time and words in the language they read them. `status` only moves
 * forward (core's canMoveLead); `urgency` is how urgent the agent judges it (core's LEAD_URGENCIES, normal first);
 * `remindAt` is the agent's reminder, raised once as a notice (`remindedAt`).
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appId: uuid().references(() => agentApps.id, { onDelete: 'set null' }),
    clientUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: LEAD_KINDS }).notNull(),
    sourceId: uuid().notNull(),
    status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
    urgency: smallint().$type<LeadUrgency>().notNull().default(LEAD_URGENCY_DEFAULT),
    mlNum: text(),
    mlNums: text().array().notNull().default(sql`'{}'::text[]`),
    projectId: text().references(() => preconsProjects.id, { onDelete: 'set null' }),
    chatId: uuid(),
    /** The city zone the lead's times are shown in (the home's or the project's city). */
    timeZone: text().notNull(),
    showingTime: tz(),
    name: text().notNull(),
    phone: text(),
    email: text(),
    wechat: text(),
    message: text(),
    consentAt: tz().notNull(),
    consentWording: text().notNull(),
    consentLocale: text().notNull(),
    remindAt: tz(),
    remindedAt: tz(),
    note: text(),
    contactedAt: tz(),
    closedAt: tz(),
    createdAt: tz().notNull().defaultNow(),
    updatedAt: tz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_source_key').on(t.kind, t.sourceId),
    index('leads_agent_idx').on(t.agentUserId, t.createdAt, t.id),
    index('leads_agent_client_idx').on(t.agentUserId, t.clientUserId),
    check('leads_urgency_known', sql`${t.urgency} in (${sql.raw(LEAD_URGENCIES.join(', '))})`),
    // the reminders job reads the reminders not yet raised
    index('leads_reminder_idx').on(t.remindAt).where(sql`${t.remindAt} is not null and ${t.remindedAt} is null`),
  ],
)
