import { PRECON_REGISTRATION_KINDS, PRECON_REGISTRATION_ROUTES, PRECON_REGISTRATION_STATUSES } from '@maplenest/core'
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { preconsLayouts, preconsProjects } from './precons.ts'

const tz = () => timestamp({ withTimezone: true })

/**
 * A buyer's registration on a pre-construction project (or one of its floor plans): updates, a question or a
 * sales-centre visit. `agentUserId` is who receives it (the branded app's agent, the agent the buyer chose), null
 * for the administrators' queue. The consent to be contacted is kept with its time and the exact words shown (CASL),
 * also after the buyer withdraws. `told*` are the project's price range and occupancy as last told to the buyer: the
 * registrations job compares them with the project and sends a notice for each change, then moves them on.
 */
export const preconRegistrations = pgTable(
  'precon_registrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text()
      .notNull()
      .references(() => preconsProjects.id, { onDelete: 'cascade' }),
    layoutId: text().references(() => preconsLayouts.id, { onDelete: 'set null' }),
    kind: text({ enum: PRECON_REGISTRATION_KINDS }).notNull(),
    status: text({ enum: PRECON_REGISTRATION_STATUSES }).notNull().default('open'),
    name: text().notNull(),
    email: text(),
    phone: text(),
    message: text(),
    preferredTime: tz(),
    timeZone: text().notNull(),
    agentUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    routedTo: text({ enum: PRECON_REGISTRATION_ROUTES }).notNull(),
    appId: uuid(),
    consentAt: tz().notNull(),
    consentWording: text().notNull(),
    consentLocale: text().notNull(),
    reply: text(),
    contactedAt: tz(),
    repliedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: tz(),
    toldMinPrice: integer().notNull(),
    toldMaxPrice: integer().notNull(),
    toldOccupancyYear: integer().notNull(),
    toldOccupancyQuarter: smallint().notNull(),
    createdAt: tz().notNull().defaultNow(),
    updatedAt: tz().notNull().defaultNow(),
  },
  (t) => [
    index('precon_registrations_user_idx').on(t.userId, t.createdAt),
    index('precon_registrations_agent_idx').on(t.agentUserId, t.createdAt),
    // the job reads the live registrations of each project
    index('precon_registrations_project_idx').on(t.projectId).where(sql`${t.status} <> 'withdrawn'`),
    // one live registration of a kind per person and project (and floor plan)
    uniqueIndex('precon_registrations_live_key')
      .on(t.userId, t.projectId, t.kind, sql`coalesce(${t.layoutId}, '')`)
      .where(sql`${t.status} <> 'withdrawn'`),
  ],
)
