import { randomUUID } from 'node:crypto'
import {
  formatNotice,
  isLocale,
  isNoticeKind,
  type Locale,
  type NoticeConsent,
  type NoticeKind,
  type NoticePage,
  type NoticeParams,
  type NoticeRead,
  noticeLink,
  translate,
} from '@maplenest/core'
import type { FastifyBaseLogger } from 'fastify'
import { badRequest } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { OutboxService } from '../outbox/index.ts'
import type { PushService } from '../push/index.ts'
import type { UsersService } from '../users/index.ts'
import type { NoticesRepository } from './notices-repository.ts'

export interface NoticesService {
  /**
   * Tells a user something: stored as its kind and parameters (the text is built when it is read, in the reader's
   * language), e-mailed through the outbox when the user has said yes to e-mail, and pushed to the devices where the
   * user allowed notifications (after the caller's transaction commits). Never throws for a delivery
   * problem: the in-app notice is what counts.
   */
  notify(userId: string, kind: NoticeKind, params?: NoticeParams, options?: NotifyOptions): Promise<string>
  /**
   * Stores many in-app notices at once, without e-mail or push copies (for callers with delivery rules of their own);
   * their ids, in the order given.
   */
  notifyInApp(items: readonly NoticeItem[]): Promise<string[]>
  /**
   * Stores many notices at once, each with its e-mail copy and its push as `notify` sends them, the people's e-mail
   * consent read in one statement; their ids, in the order given.
   */
  notifyMany(items: readonly NoticeItem[], options?: NotifyOptions): Promise<string[]>
  /** Takes back in-app notices stored in the caller's transaction that turned out not to be owed. */
  forget(ids: readonly string[]): Promise<void>
  list(viewer: Viewer, query: { cursor?: string | undefined; limit: number }, locale: Locale): Promise<NoticePage>
  unreadCount(userId: string): Promise<number>
  markRead(viewer: Viewer, request: NoticeRead): Promise<{ marked: number; unread: number }>
  consent(viewer: Viewer): Promise<NoticeConsent>
  setConsent(viewer: Viewer, email: boolean): Promise<NoticeConsent>
}

/** One notice to store: whose, which and its parameters. */
export interface NoticeItem {
  userId: string
  kind: NoticeKind
  params: NoticeParams
}

/**
 * How far a notice goes besides the centre: its e-mail copy and its push (both on unless turned off, for a caller
 * with delivery rules of its own, such as saved searches' digests and quiet hours).
 */
export interface NotifyOptions {
  email?: boolean
  push?: boolean
}

const PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'listing.api.cursor' })

export function createNoticesService(deps: {
  repository: NoticesRepository
  users: Pick<UsersService, 'getRecord'>
  outbox: Pick<OutboxService, 'send'>
  push: Pick<PushService, 'queue'>
  /** Runs a task once the caller's transaction has committed (push goes out only for a notice that was kept). */
  afterCommit: (task: () => void) => void
  now: () => Date
  log: FastifyBaseLogger
}): NoticesService {
  const { repository, users, outbox, push, afterCommit, now, log } = deps

  /** A push to the devices the person bound, in their saved language, opening the notice's screen (or the list). */
  const pushCopy = (id: string, userId: string, kind: NoticeKind, params: NoticeParams) =>
    push.queue(userId, async () => {
      const user = await users.getRecord(userId)
      if (!user) return null
      const locale: Locale = isLocale(user.language) ? user.language : 'en-GB'
      const { title, body } = formatNotice(kind, params, locale)
      const url = `/h5${noticeLink(kind, params) ?? '/pages/my/notices/notices'}`
      return { title, body, url, tag: id }
    })

  const email = async (userId: string, kind: NoticeKind, params: NoticeParams) => {
    const consent = await repository.getConsent(userId)
    if (!consent?.email) return
    const user = await users.getRecord(userId)
    if (!user?.email) return
    const locale: Locale = isLocale(user.language) ? user.language : 'en-GB'
    const { title, body } = formatNotice(kind, params, locale)
    // a client of an agent's app hears from that app (decision 0134)
    const app = await repository.clientApp(userId, now())
    await outbox.send({
      channel: 'email',
      to: user.email.toLowerCase(),
      subject: app ? translate(locale, 'notice.email.fromApp', { appName: app.appName, title }) : title,
      body: `${body}\n\n${
        app
          ? translate(locale, 'notice.email.footerApp', { appName: app.appName })
          : translate(locale, 'notice.email.footer')
      }`,
      meta: { notice: kind },
    })
  }

  const service: NoticesService = {
    async notify(userId, kind, params = {}, options = {}) {
      const id = await repository.insert({ userId, kind, params, createdAt: now() })
      if (options.email !== false) {
        try {
          await email(userId, kind, params)
        } catch (err) {
          log.error({ err, userId, kind }, 'notices: e-mail copy not sent')
        }
      }
      if (options.push !== false) afterCommit(() => pushCopy(id, userId, kind, params))
      return id
    },

    async notifyInApp(items) {
      const createdAt = now()
      const rows = items.map((item) => ({ id: randomUUID(), ...item, createdAt }))
      await repository.insertMany(rows)
      return rows.map((r) => r.id)
    },

    async notifyMany(items, options = {}) {
      if (items.length === 0) return []
      const ids = await service.notifyInApp(items)
      if (options.email !== false) {
        const consenting = await repository.emailConsenting([...new Set(items.map((item) => item.userId))])
        for (const item of items) {
          if (!consenting.has(item.userId)) continue
          try {
            await email(item.userId, item.kind, item.params)
          } catch (err) {
            log.error({ err, userId: item.userId, kind: item.kind }, 'notices: e-mail copy not sent')
          }
        }
      }
      if (options.push !== false)
        afterCommit(() => {
          for (const [i, item] of items.entries()) pushCopy(ids[i]!, item.userId, item.kind, item.params)
        })
      return ids
    },

    async forget(ids) {
      await repository.deleteMany(ids)
    },

    async list(viewer, { cursor, limit }, locale) {
      const { userId } = requireRegistered(viewer)
      const hash = hashQuery({ list: 'notices', userId })
      const key = cursor ? PAGES.decode(cursor, hash) : null
      const rows = await repository.page(userId, key ? { createdAt: key.value, id: key.id } : null, limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        // A kind no longer known (removed by a later version) is left out rather than shown without text.
        items: page.flatMap((r) =>
          isNoticeKind(r.kind)
            ? [
                {
                  id: r.id,
                  kind: r.kind,
                  params: r.params,
                  ...formatNotice(r.kind, r.params, locale),
                  createdAt: r.createdAt.toISOString(),
                  readAt: r.readAt?.toISOString() ?? null,
                },
              ]
            : [],
        ),
        unread: await repository.unreadCount(userId),
        nextCursor: rows.length > limit && last ? PAGES.encode({ value: last.createdAtKey, id: last.id }, hash) : null,
      }
    },

    unreadCount: (userId) => repository.unreadCount(userId),

    async markRead(viewer, request) {
      const { userId } = requireRegistered(viewer)
      const marked = await repository.markRead(userId, request.all ? 'all' : (request.ids ?? []), now())
      return { marked, unread: await repository.unreadCount(userId) }
    },

    async consent(viewer) {
      const { userId } = requireRegistered(viewer)
      const [consent, user] = await Promise.all([repository.getConsent(userId), users.getRecord(userId)])
      return {
        email: consent?.email ?? false,
        decidedAt: consent?.decidedAt.toISOString() ?? null,
        address: user?.email || null,
      }
    },

    async setConsent(viewer, wanted) {
      const { userId } = requireRegistered(viewer)
      const user = await users.getRecord(userId)
      if (wanted && !user?.email) throw badRequest('notice.api.noEmail', {}, { fields: [{ field: 'email' }] })
      await repository.setConsent(userId, wanted, now())
      return service.consent(viewer)
    },
  }
  return service
}
