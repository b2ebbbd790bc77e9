import type { AgentLanguage, AgentSort, City, SaleOrLease } from '@maplenest/core'
import { and, count, desc, eq, getTableColumns, isNotNull, type SQL, sql } from 'drizzle-orm'
import { agentApplications, agentProfiles, directListings, users } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'
import { bumpCacheGeneration } from '../../platform/cache-generations.ts'
import { containing, like } from '../../platform/sql/like.ts'

type AgentProfileRow = typeof agentProfiles.$inferSelect
export type NewAgentProfileRow = typeof agentProfiles.$inferInsert
export type AgentApplicationRow = typeof agentApplications.$inferSelect
type NewAgentApplicationRow = typeof agentApplications.$inferInsert
export type DirectListingRow = typeof directListings.$inferSelect
export type NewDirectListingRow = typeof directListings.$inferInsert

/** A profile without the photo bytes kept before file storage (lists and details never need them). */
export type AgentProfileView = Omit<AgentProfileRow, 'photo' | 'photoType'>

/** A row holding a photo as bytes, as it was kept before file storage. */
interface LegacyPhotoRow {
  table: 'application' | 'profile'
  id: string
  userId: string
  photo: Buffer
}

interface AgentFilter {
  city?: City | undefined
  language?: AgentLanguage | undefined
  /** Lower-case words, each matched in the name, practice name, company or location. */
  words: string[]
}

/** The sort value of the last item seen (rating in tenths) and its id. */
interface AgentKey {
  value: number
  id: string
}

const { photo: _photo, photoType: _photoType, ...profileColumns } = getTableColumns(agentProfiles)

/** The sort column as a whole number: transactions, or the rating in tenths (exact, so keyset paging is stable). */
function sortValue(sort: AgentSort): SQL<number> {
  return sort === 'rating'
    ? sql<number>`(${agentProfiles.rating} * 10)::int`
    : sql<number>`${agentProfiles.transactionsCount}`
}

/**
 * A profile whose broker cancelled their account is hidden from everyone (lists, search, detail, photo, logo): the
 * row is kept with the account's other records until the purge, but the person's details are never shown again.
 */
const cancelledOwner = sql`${users.id} = ${agentProfiles.userId} and ${users.cancelledAt} is not null`
const isPublicProfile = sql`not exists (select 1 from ${users} where ${cancelledOwner})`

function agentWhere(filter: AgentFilter): SQL {
  const parts: SQL[] = [isPublicProfile]
  if (filter.city) parts.push(sql`${filter.city} = any(${agentProfiles.serviceCities})`)
  if (filter.language) parts.push(sql`${filter.language} = any(${agentProfiles.languages})`)
  for (const word of filter.words) {
    const pattern = containing(word)
    const columns = [agentProfiles.name, agentProfiles.practiceName, agentProfiles.companyName, agentProfiles.location]
    parts.push(
      sql`(${sql.join(
        columns.map((c) => like(sql`lower(${c})`, pattern)),
        sql` or `,
      )})`,
    )
  }
  return and(...parts) as SQL
}

/** The agent tables: profiles, applications and owner-direct listings. */
export function createAgentsRepository(t: Transactor) {
  return {
    /** One page of profiles, highest sort value first, then by id; after `key` when given. */
    async searchProfiles(
      filter: AgentFilter,
      sort: AgentSort,
      key: AgentKey | null,
      limit: number,
    ): Promise<Array<AgentProfileView & { sortValue: number }>> {
      const value = sortValue(sort)
      const after = key ? sql`(${value}, ${agentProfiles.id}) < (${key.value}, ${key.id}::uuid)` : undefined
      return t
        .db()
        .select({ ...profileColumns, sortValue: value })
        .from(agentProfiles)
        .where(and(agentWhere(filter), after))
        .orderBy(desc(value), desc(agentProfiles.id))
        .limit(limit)
    },

    async countProfiles(filter: AgentFilter): Promise<number> {
      const [row] = await t.db().select({ n: count() }).from(agentProfiles).where(agentWhere(filter))
      return row?.n ?? 0
    },

    async findProfile(id: string): Promise<AgentProfileView | null> {
      const [row] = await t
        .db()
        .select(profileColumns)
        .from(agentProfiles)
        .where(and(eq(agentProfiles.id, id), isPublicProfile))
        .limit(1)
      return row ?? null
    },

    async findProfileByUser(userId: string): Promise<AgentProfileView | null> {
      const [row] = await t
        .db()
        .select(profileColumns)
        .from(agentProfiles)
        .where(eq(agentProfiles.userId, userId))
        .limit(1)
      return row ?? null
    },

    /** Whether a profile (an approved broker's) shows the photo stored under this key. */
    async isProfilePhoto(key: string): Promise<boolean> {
      const [row] = await t
        .db()
        .select({ id: agentProfiles.id })
        .from(agentProfiles)
        .where(and(eq(agentProfiles.photoKey, key), isPublicProfile))
        .limit(1)
      return row !== undefined
    },

    /** Applications and profiles still holding photo bytes from before file storage, a few at a time. */
    async legacyPhotos(limit: number): Promise<LegacyPhotoRow[]> {
      const pick = { id: agentApplications.id, userId: agentApplications.userId, photo: agentApplications.photo }
      const applications = await t
        .db()
        .select(pick)
        .from(agentApplications)
        .where(isNotNull(agentApplications.photo))
        .limit(limit)
      const profiles = await t
        .db()
        .select({ id: agentProfiles.id, userId: agentProfiles.userId, photo: agentProfiles.photo })
        .from(agentProfiles)
        .where(isNotNull(agentProfiles.photo))
        .limit(limit)
      const rows = [
        ...applications.map((r) => ({ ...r, table: 'application' as const })),
        ...profiles.map((r) => ({ ...r, table: 'profile' as const })),
      ]
      return rows.flatMap((r) => (r.photo ? [{ ...r, photo: r.photo }] : []))
    },

    /** Forgets a row's photo bytes, keeping the stored file's key (null when the bytes were no picture at all). */
    async replaceLegacyPhoto(row: Pick<LegacyPhotoRow, 'table' | 'id'>, key: string | null): Promise<void> {
      const keyed = key ? { photoKey: key } : {}
      if (row.table === 'application') {
        await t
          .db()
          .update(agentApplications)
          .set({ photo: null, ...keyed })
          .where(eq(agentApplications.id, row.id))
      } else {
        await t
          .db()
          .update(agentProfiles)
          .set({ photo: null, photoType: null, ...keyed })
          .where(eq(agentProfiles.id, row.id))
      }
    },

    /** Inserts the profile, or replaces the one the user already has (a broker who applied again). */
    async upsertProfile(values: NewAgentProfileRow): Promise<AgentProfileView> {
      const { userId: _userId, id: _id, createdAt: _createdAt, ...update } = values
      const [row] = await t
        .db()
        .insert(agentProfiles)
        .values(values)
        .onConflictDoUpdate({ target: agentProfiles.userId, set: update })
        .returning(profileColumns)
      if (!row) throw new Error('agent profile upsert returned nothing')
      // drawn listing pages show their agents
      await bumpCacheGeneration(t, 'pages')
      return row
    },

    async insertProfiles(values: NewAgentProfileRow[]): Promise<number> {
      if (values.length === 0) return 0
      const rows = await t
        .db()
        .insert(agentProfiles)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: agentProfiles.id })
      if (rows.length > 0) await bumpCacheGeneration(t, 'pages')
      return rows.length
    },

    async countAllProfiles(): Promise<number> {
      const [row] = await t.db().select({ n: count() }).from(agentProfiles)
      return row?.n ?? 0
    },

    /** The new application, or null when the user already has one pending (the partial unique index). */
    async insertApplication(values: NewAgentApplicationRow): Promise<AgentApplicationRow | null> {
      const [row] = await t.db().insert(agentApplications).values(values).onConflictDoNothing().returning()
      return row ?? null
    },

    async findApplication(id: string): Promise<AgentApplicationRow | null> {
      const [row] = await t.db().select().from(agentApplications).where(eq(agentApplications.id, id)).limit(1)
      return row ?? null
    },

    /** Applications with this status, oldest first (the review queue), without their photos. */
    async listApplications(
      status: AgentApplicationRow['status'],
      limit: number,
    ): Promise<Array<Omit<AgentApplicationRow, 'photo'>>> {
      const { photo: _p, ...columns } = getTableColumns(agentApplications)
      return t
        .db()
        .select(columns)
        .from(agentApplications)
        .where(eq(agentApplications.status, status))
        .orderBy(agentApplications.createdAt, agentApplications.id)
        .limit(limit)
    },

    async latestApplication(userId: string): Promise<AgentApplicationRow | null> {
      const [row] = await t
        .db()
        .select()
        .from(agentApplications)
        .where(eq(agentApplications.userId, userId))
        .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
        .limit(1)
      return row ?? null
    },

    /** Sets the review of a pending application; null when it is no longer pending (reviewed concurrently). */
    async reviewApplication(
      id: string,
      review: { status: 'approved' | 'rejected'; reviewedBy: string | null; reviewedAt: Date },
    ): Promise<AgentApplicationRow | null> {
      const [row] = await t
        .db()
        .update(agentApplications)
        .set(review)
        .where(and(eq(agentApplications.id, id), eq(agentApplications.status, 'pending')))
        .returning()
      return row ?? null
    },

    /** Newest first, then by id descending; after `key` (created_at as text, id) when given. */
    async searchDirect(
      filter: { city?: City | undefined; sr?: SaleOrLease | undefined },
      key: { value: string; id: number } | null,
      limit: number,
    ): Promise<Array<DirectListingRow & { createdText: string }>> {
      const after = key
        ? sql`(${directListings.createdAt}, ${directListings.id}) < (${key.value}::timestamptz, ${key.id})`
        : undefined
      const rows = await t
        .db()
        .select({ row: directListings, createdText: sql<string>`${directListings.createdAt}::text` })
        .from(directListings)
        .where(and(directWhere(filter), after))
        .orderBy(desc(directListings.createdAt), desc(directListings.id))
        .limit(limit)
      return rows.map((r) => ({ ...r.row, createdText: r.createdText }))
    },

    async countDirect(filter: { city?: City | undefined; sr?: SaleOrLease | undefined }): Promise<number> {
      const [row] = await t.db().select({ n: count() }).from(directListings).where(directWhere(filter))
      return row?.n ?? 0
    },

    async findDirect(id: number): Promise<DirectListingRow | null> {
      const [row] = await t.db().select().from(directListings).where(eq(directListings.id, id)).limit(1)
      return row ?? null
    },

    async insertDirect(values: NewDirectListingRow[]): Promise<number> {
      if (values.length === 0) return 0
      const rows = await t.db().insert(directListings).values(values).returning({ id: directListings.id })
      return rows.length
    },

    async countAllDirect(): Promise<number> {
      const [row] = await t.db().select({ n: count() }).from(directListings)
      return row?.n ?? 0
    },
  }
}

function directWhere(filter: { city?: City | undefined; sr?: SaleOrLease | undefined }): SQL | undefined {
  return and(
    eq(directListings.status, 'active'),
    filter.city ? eq(directListings.city, filter.city) : undefined,
    filter.sr ? eq(directListings.sr, filter.sr) : undefined,
  )
}

export type AgentsRepository = ReturnType<typeof createAgentsRepository>
