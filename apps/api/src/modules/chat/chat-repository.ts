import type { ChatRole } from '@maplenest/core'
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { chatMessages, chatSessions } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

export type ChatSessionRow = typeof chatSessions.$inferSelect
export type ChatMessageRow = typeof chatMessages.$inferSelect

export interface StoredMessage {
  id: string
  role: ChatRole
  parts: unknown[]
}

/** The assistant's conversations and their messages. */
export function createChatRepository(t: Transactor) {
  return {
    async create(row: Omit<ChatSessionRow, 'id' | 'state' | 'preview'>): Promise<ChatSessionRow> {
      const [created] = await t.db().insert(chatSessions).values(row).returning()
      if (!created) throw new Error('chat session insert returned nothing')
      return created
    },

    async find(id: string): Promise<ChatSessionRow | null> {
      const [row] = await t.db().select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1)
      return row ?? null
    },

    /** One person's conversations, most recently active first, after a position of that order. */
    async list(
      ownerId: string,
      after: { updatedAt: string; id: string } | null,
      limit: number,
    ): Promise<ChatSessionRow[]> {
      const position = after
        ? or(
            lt(chatSessions.updatedAt, new Date(after.updatedAt)),
            and(eq(chatSessions.updatedAt, new Date(after.updatedAt)), lt(chatSessions.id, after.id)),
          )
        : undefined
      return t
        .db()
        .select()
        .from(chatSessions)
        .where(and(eq(chatSessions.ownerId, ownerId), position))
        .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
        .limit(limit)
    },

    async rename(id: string, title: string, at: Date): Promise<ChatSessionRow | null> {
      const [row] = await t
        .db()
        .update(chatSessions)
        .set({ title, titleSet: 'person', updatedAt: at })
        .where(eq(chatSessions.id, id))
        .returning()
      return row ?? null
    },

    async remove(id: string): Promise<void> {
      await t.db().delete(chatSessions).where(eq(chatSessions.id, id))
    },

    async messages(sessionId: string): Promise<StoredMessage[]> {
      const rows = await t
        .db()
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.ord))
      return rows.map((r) => ({ id: r.id, role: r.role, parts: r.parts as unknown[] }))
    },

    /** Writes a conversation's messages as they now stand, with what the next question refines. */
    async save(
      sessionId: string,
      messages: readonly StoredMessage[],
      change: { state: unknown; preview: string | null; title?: string | undefined; at: Date },
    ): Promise<void> {
      await t.run(async () => {
        await t.db().delete(chatMessages).where(eq(chatMessages.sessionId, sessionId))
        if (messages.length > 0) {
          await t
            .db()
            .insert(chatMessages)
            .values(
              messages.map((m, ord) => ({
                sessionId,
                ord,
                id: m.id,
                role: m.role,
                parts: m.parts,
                createdAt: change.at,
              })),
            )
        }
        await t
          .db()
          .update(chatSessions)
          .set({
            state: change.state,
            preview: change.preview,
            updatedAt: change.at,
            ...(change.title ? { title: change.title } : {}),
          })
          .where(eq(chatSessions.id, sessionId))
      })
    },

    /** Gives every conversation of one owner to another (a visitor who signed in); how many moved. */
    async moveOwner(from: string, to: string): Promise<number> {
      const moved = await t
        .db()
        .update(chatSessions)
        .set({ ownerId: to })
        .where(eq(chatSessions.ownerId, from))
        .returning({ id: chatSessions.id })
      return moved.length
    },

    /** Removes a person's oldest conversations beyond `keep`. */
    async trim(ownerId: string, keep: number): Promise<void> {
      const old = await t
        .db()
        .select({ id: chatSessions.id })
        .from(chatSessions)
        .where(eq(chatSessions.ownerId, ownerId))
        .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id))
        .offset(keep)
      if (old.length > 0)
        await t
          .db()
          .delete(chatSessions)
          .where(
            inArray(
              chatSessions.id,
              old.map((r) => r.id),
            ),
          )
    },

    async countOf(ownerId: string): Promise<number> {
      const [row] = await t
        .db()
        .select({ n: sql<number>`count(*)::int` })
        .from(chatSessions)
        .where(eq(chatSessions.ownerId, ownerId))
      return Number(row?.n ?? 0)
    },
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>
