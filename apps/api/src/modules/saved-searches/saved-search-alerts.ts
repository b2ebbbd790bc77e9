import {
  ALERT_UNOPENED_STEP_DOWN,
  type City,
  formatNotice,
  formatSavedSearchReason,
  getNearestStation,
  isDigestDue,
  isLocale,
  isQuietHour,
  isVowAlertKind,
  LISTING_ALERT_KINDS,
  type ListingAlertKind,
  type Locale,
  listingAlertKind,
  nextPushAt,
  noticeLink,
  type PushPayload,
  savedSearchLink,
  searchStatusesHearing,
  translate,
} from '@maplenest/core'
import type { FastifyBaseLogger } from 'fastify'
import type { ClientApp } from '../../db/queries/client-app.ts'
import type { Transactor } from '../../db/transaction.ts'
import type { NoticesService } from '../notices/index.ts'
import type { OutboxService } from '../outbox/index.ts'
import type { PushService } from '../push/index.ts'
import type { UsersService } from '../users/index.ts'
import type { VowService } from '../vow/index.ts'
import type {
  AlertRow,
  ChangeAlert,
  ChangedListing,
  ListingChangeRow,
  MatchedSearch,
  SavedSearchAlertsRepository,
  StoredAlert,
} from './saved-search-alerts-repository.ts'
import { matchingSearchKeys } from './saved-search-matching.ts'
import type { SavedSearchRow } from './saved-searches-repository.ts'

/** Changes matched in one round of transactions: small enough that a sync's alerts reach people batch by batch. */
const CHANGES_PER_BATCH = 50
/** The lock of one round of digests and e-mails: one process sends them. */
const DIGEST_LOCK = 'maplenest:saved-search-digests'
const DAY_MS = 24 * 60 * 60 * 1000
/**
 * How long a process holds the changes it claimed: far longer than a batch takes, and short enough that the changes of
 * a process that stopped are matched by another within minutes.
 */
const CLAIM_MS = 2 * 60 * 1000
/** The lock of one part of the saved searches while a transaction matches changes against it. */
const MATCH_LOCK = 'maplenest:saved-search-match'

/** One of the parts the saved searches are split into by their ids, matched in a transaction each. */
interface SearchPart {
  part: number
  of: number
}

/**
 * The saved searches a transaction has read while matching, by match key, as it last saw or changed them: a cache of
 * one transaction, which holds its part's advisory lock, so no other process matches these searches meanwhile. It
 * decides nothing another process must agree with: which searches a change fits is read afresh for every change,
 * unopened alerts are counted in the database, and the push round reads each search's last push again before it sends.
 */
type KnownSearches = Map<number, MatchedSearch>

/** Whether a search falls in a part: by its match key, which every process reads alike. */
const inPart = (matchKey: number, { part, of }: SearchPart): boolean => of === 1 || matchKey % of === part

export interface SavedSearchAlerts {
  /** Matches every change not matched yet against the saved searches, then sends the pushes now due. */
  matchPending(): Promise<number>
  /** Sends the pushes whose time has come, one per search, grouping what gathered. */
  sendDuePushes(): Promise<number>
  /** Sends the daily and weekly digests whose hour has come, and the day's e-mail to each person; one process a round. */
  sendDigests(): Promise<{ digests: number; emails: number } | 'skipped'>
}

type Due = AlertRow & { search: SavedSearchRow }

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = out.get(k)
    if (list) list.push(item)
    else out.set(k, [item])
  }
  return out
}

/** The facts of an alert's texts, fixed at the change: where, what, how much, and the nearest station on foot. */
function alertParams(listing: ChangedListing, change: ListingChangeRow, kind: ListingAlertKind) {
  const station = getNearestStation(listing.city, listing.location)
  const dealPrice = (kind === 'sold' || kind === 'leased') && listing.closePrice ? listing.closePrice : change.price
  return {
    event: kind,
    mlNum: listing.mlNum,
    city: listing.city,
    sr: listing.sr,
    roomType: listing.roomType,
    address: listing.unit ? `${listing.unit} - ${listing.address}` : listing.address,
    beds: listing.beds,
    price: dealPrice,
    ...(change.beforePrice !== null && change.beforePrice !== change.price ? { beforePrice: change.beforePrice } : {}),
    ...(station ? { station: station.name, walkMinutes: station.walkMinutes } : {}),
  }
}

const withSearch = (a: Pick<AlertRow, 'params'>, s: Pick<SavedSearchRow, 'id' | 'name'>) => ({
  ...a.params,
  searchId: s.id,
  name: s.name,
})

const searchCity = (s: SavedSearchRow, params: Record<string, string | number>): City =>
  s.city ?? (params.city === 'vancouver' ? 'vancouver' : 'toronto')

/**
 * Saved searches' alerts: each listing change matched once against every search it may fit (by the places' index,
 * then the exact check of what it did not hold), stored once per search and change, and told by the search's frequency and channels —
 * an in-app notice at once for instant searches, a push outside the quiet hours and at most one per search in 15
 * minutes, a daily or weekly digest, and one e-mail a day across searches.
 */
export function createSavedSearchAlerts(deps: {
  repository: SavedSearchAlertsRepository
  transactor: Pick<Transactor, 'run' | 'afterCommit'>
  notices: Pick<NoticesService, 'notify' | 'notifyInApp' | 'notifyMany' | 'forget'>
  push: Pick<PushService, 'queue'>
  outbox: Pick<OutboxService, 'send'>
  users: Pick<UsersService, 'getRecord'>
  vow: Pick<VowService, 'hasAccepted'>
  /** The one-click unsubscribe address for a person's alert e-mails. */
  unsubscribeUrl: (userId: string) => string
  publicUrl: string
  /** A page's address inside the agent's app a client belongs to (path under the public address, from /h5). */
  appUrl: (app: ClientApp, path: string) => string
  postalAddress: string
  /**
   * The parts the saved searches are matched in, each in a transaction of its own at once: more than one only on
   * PostgreSQL, where each has its own connection and the database works on them side by side.
   */
  matchParts: number
  now: () => Date
  log: FastifyBaseLogger
}): SavedSearchAlerts {
  const { repository: repo, transactor, notices, push, outbox, users, vow, now, log } = deps

  const localeOf = async (userId: string): Promise<Locale> => {
    const user = await users.getRecord(userId)
    return user && isLocale(user.language) ? user.language : 'en-GB'
  }

  /**
   * Stores a change's alerts for the searches it matched, and tells the instant ones in the app at once: their notices
   * are stored first, in one statement, so each alert is stored once with its notice. A search whose last alerts all
   * went unopened steps down to a daily digest and says so instead. Notices of alerts that turn out to be stored
   * already (a change matched twice) are taken back in the same transaction.
   */
  async function storeAndTell(
    change: ChangeAlert,
    matched: readonly MatchedSearch[],
    city: City,
    known: KnownSearches,
  ): Promise<StoredAlert[]> {
    const { at, params } = change
    const instant = matched.filter((s) => s.frequency === 'instant')
    const unopened = await repo.unopened(
      instant.map((s) => s.id),
      ALERT_UNOPENED_STEP_DOWN,
    )
    const told = instant.filter((s) => !unopened.has(s.id))
    const noticeIds = await notices.notifyInApp(
      told.map((search) => ({
        userId: search.userId,
        kind: 'savedSearch.matched' as const,
        params: withSearch({ params }, search),
      })),
    )
    const noticeOf = new Map(told.map((s, i) => [s.id, noticeIds[i]!]))
    // most searches share a push time (never pushed, in the same city): worked out once for each
    const pushTimes = new Map<string, Date>()
    const pushAt = (s: MatchedSearch) => {
      const searchCity = s.city ?? city
      const key = `${s.lastPushedAt?.getTime() ?? ''}|${searchCity}`
      let due = pushTimes.get(key)
      if (!due) {
        due = nextPushAt(at, s.lastPushedAt, searchCity)
        pushTimes.set(key, due)
      }
      return due
    }
    const stored = await repo.insertAlerts(
      change,
      matched.map((s) => {
        const steppingDown = unopened.has(s.id)
        return {
          searchId: s.id,
          userId: s.userId,
          noticeId: noticeOf.get(s.id) ?? null,
          pushDueAt: s.frequency === 'instant' && s.pushOn && !steppingDown ? pushAt(s) : null,
          digestDue: s.frequency === 'daily' || s.frequency === 'weekly' || steppingDown,
          emailDue: s.emailOn && s.frequency !== 'off',
        }
      }),
    )
    const storedNow = new Set(stored.map((a) => a.searchId))
    await notices.forget(told.filter((s) => !storedNow.has(s.id)).map((s) => noticeOf.get(s.id)!))
    const stepping = instant.filter((s) => unopened.has(s.id) && storedNow.has(s.id))
    const steppedDown = await repo.stepDown(
      stepping.map((s) => s.id),
      at,
    )
    for (const s of stepping) if (steppedDown.has(s.id)) known.set(s.matchKey, { ...s, frequency: 'daily' })
    await notices.notifyMany(
      stepping
        .filter((s) => steppedDown.has(s.id))
        .map((search) => ({
          userId: search.userId,
          kind: 'savedSearch.steppedDown' as const,
          params: { searchId: search.id, name: search.name, count: ALERT_UNOPENED_STEP_DOWN },
        })),
    )
    return stored
  }

  /**
   * Matches claimed changes against one part of the saved searches, in the order they happened, under that part's lock:
   * every process's transactions take the same parts, so one search's alerts are decided by one transaction at a time
   * (its unopened alerts counted with all stored before), and a busy round keeps one connection busy per part.
   */
  async function matchPart(changes: readonly ListingChangeRow[], part: SearchPart): Promise<number> {
    await repo.lockMatching(`${MATCH_LOCK}:${part.part}/${part.of}`)
    // the searches read so far in this transaction: a batch's changes match many of the same ones
    const known: KnownSearches = new Map()
    let stored = 0
    for (const change of changes) stored += await matchChange(change, part, known)
    return stored
  }

  async function matchChange(change: ListingChangeRow, part: SearchPart, known: KnownSearches): Promise<number> {
    const before =
      change.beforePrice === null || change.beforeLsc === null
        ? null
        : { price: change.beforePrice, lsc: change.beforeLsc }
    const kind = listingAlertKind(before, change)
    if (!kind) return 0
    const listing = await repo.listing(change.mlNum)
    if (!listing) return 0
    const candidates = (
      await repo.candidates(listing, change.changedAt, searchStatusesHearing(kind, listing.sr))
    ).filter((c) => inPart(c.matchKey, part))
    if (candidates.length === 0) return 0
    const at = now()
    const keys = await matchingSearchKeys(repo, listing, candidates, at)
    for (const search of await repo.matchedSearches(keys.filter((key) => !known.has(key)))) {
      known.set(search.matchKey, search)
    }
    let matched = keys.flatMap((key) => known.get(key) ?? [])
    if (isVowAlertKind(kind)) {
      const vowOf = new Map<string, boolean>()
      for (const s of matched) if (!vowOf.has(s.userId)) vowOf.set(s.userId, await vow.hasAccepted(s.userId))
      matched = matched.filter((s) => vowOf.get(s.userId))
    }
    const params = alertParams(listing, change, kind)
    const alert = { changeId: change.id, mlNum: listing.mlNum, kind, params, at }
    return (await storeAndTell(alert, matched, listing.city, known)).length
  }

  /** Pushes a search's alerts sent together once the round commits: the one alert, or how many with the latest. */
  function pushAfterCommit(search: SavedSearchRow, sent: readonly Due[]): void {
    const latest = sent.at(-1)
    if (!latest) return
    transactor.afterCommit(() =>
      push.queue(search.userId, async (): Promise<PushPayload | null> => {
        const locale = await localeOf(search.userId)
        const params = withSearch(latest, search)
        if (sent.length === 1) {
          const { title, body } = formatNotice('savedSearch.matched', params, locale)
          return {
            title,
            body,
            url: `/h5${noticeLink('savedSearch.matched', params) ?? ''}`,
            tag: `saved-search:${search.id}`,
          }
        }
        return {
          title: translate(locale, 'notice.savedSearch.push.grouped', { count: sent.length, name: search.name }),
          body: translate(locale, 'notice.savedSearch.push.groupedBody', {
            latest: formatSavedSearchReason(params, locale),
          }),
          url: `/h5${savedSearchLink(search.id)}`,
          tag: `saved-search:${search.id}`,
        }
      }),
    )
  }

  async function digest(alerts: Due[]): Promise<number> {
    const first = alerts[0]
    if (!first) return 0
    const { search } = first
    const at = now()
    const frequency = search.frequency === 'weekly' ? 'weekly' : 'daily'
    if (search.paused) return 0
    const since = search.lastDigestAt ?? search.createdAt
    if (search.frequency !== 'off' && !isDigestDue(frequency, since, at, searchCity(search, first.params))) return 0
    const ids = alerts.map((a) => a.id)
    if (search.frequency !== 'off') {
      const counts = Object.fromEntries(
        LISTING_ALERT_KINDS.map((k) => [k, alerts.filter((a) => a.kind === k).length]).filter(([, n]) => n !== 0),
      )
      await notices.notify(
        search.userId,
        'savedSearch.digest',
        { searchId: search.id, name: search.name, frequency, ...counts },
        { email: false, push: search.pushOn },
      )
    }
    await repo.markDigested(ids, search.id, at)
    return search.frequency === 'off' ? 0 : 1
  }

  async function email(userId: string, alerts: Due[]): Promise<number> {
    const at = now()
    const last = await repo.lastEmailed(userId)
    if (last && at.getTime() - last.getTime() < DAY_MS) return 0
    const first = alerts[0]
    if (!first || isQuietHour(at, searchCity(first.search, first.params))) return 0
    const user = await users.getRecord(userId)
    if (!user?.email) return 0
    const locale: Locale = isLocale(user.language) ? user.language : 'en-GB'
    const won = new Set(
      await repo.markEmailed(
        alerts.map((a) => a.id),
        at,
      ),
    )
    const sent = alerts.filter((a) => won.has(a.id))
    if (sent.length === 0) return 0
    // a client of an agent's app hears from that app (decision 0134), and its links open in it
    const app = await repo.clientApp(userId, at)
    const link = (path: string) => (app ? deps.appUrl(app, `/h5${path}`) : `${deps.publicUrl}/h5${path}`)
    const sections = [...groupBy(sent, (a) => a.search.id).values()].map((group) => {
      const search = group[0]!.search
      const lines = group.map((a) => {
        const params = withSearch(a, search)
        const { title, body } = formatNotice('savedSearch.matched', params, locale)
        return `• ${title}\n  ${body}\n  ${link(noticeLink('savedSearch.matched', params) ?? '')}`
      })
      return [search.name, ...lines].join('\n')
    })
    const unsubscribe = deps.unsubscribeUrl(userId)
    const plainSubject =
      sent.length === 1
        ? translate(locale, 'savedSearch.email.subject.one')
        : translate(locale, 'savedSearch.email.subject', { count: sent.length })
    const subject = app
      ? translate(locale, 'savedSearch.email.fromApp', { appName: app.appName, subject: plainSubject })
      : plainSubject
    const body = [
      app
        ? translate(locale, 'savedSearch.email.greetingApp', { appName: app.appName, agent: app.agent })
        : translate(locale, 'savedSearch.email.greeting'),
      ...sections,
      app
        ? translate(locale, 'savedSearch.email.senderApp', { appName: app.appName, address: deps.postalAddress })
        : translate(locale, 'savedSearch.email.sender', { address: deps.postalAddress }),
      translate(locale, 'savedSearch.email.unsubscribe', { url: unsubscribe }),
    ].join('\n\n')
    await outbox.send({
      channel: 'email',
      to: user.email.toLowerCase(),
      subject,
      body,
      meta: { savedSearchDigest: sent.length },
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    return 1
  }

  const service: SavedSearchAlerts = {
    async matchPending() {
      const parts = Math.max(1, deps.matchParts)
      let total = 0
      for (;;) {
        const at = now()
        const changes = await repo.claimChanges(CHANGES_PER_BATCH, at, new Date(at.getTime() + CLAIM_MS))
        if (changes.length === 0) break
        // each part in a transaction and connection of its own, at once; a part that fails leaves the claim to run out
        const done = await Promise.allSettled(
          Array.from({ length: parts }, (_, part) => transactor.run(() => matchPart(changes, { part, of: parts }))),
        )
        for (const d of done) if (d.status === 'rejected') throw d.reason
        for (const d of done) if (d.status === 'fulfilled') total += d.value
        await repo.markMatched(
          changes.map((c) => c.id),
          now(),
        )
        if (changes.length < CHANGES_PER_BATCH) break
      }
      if (total > 0) log.info({ alerts: total }, 'saved searches: listing changes matched')
      await service.sendDuePushes()
      return total
    },

    async sendDuePushes() {
      const at = now()
      const groups = [...groupBy(await repo.duePushes(at), (a) => a.searchId).values()]
      if (groups.length === 0) return 0
      // one round for every search with pushes due, in one transaction: a search another process holds is its to send
      return transactor.run(async () => {
        const mine = await repo.takeSearches(groups.map((alerts) => alerts[0]!.searchId))
        const delays: { id: number; until: Date }[] = []
        const sending: Due[][] = []
        for (const alerts of groups) {
          const { search, params } = alerts[0]!
          const taken = mine.get(search.id)
          if (!taken) continue
          const city = searchCity(search, params)
          const gapOver = nextPushAt(at, taken.lastPushedAt, city)
          if (gapOver > at || isQuietHour(at, city)) for (const a of alerts) delays.push({ id: a.id, until: gapOver })
          else sending.push(alerts)
        }
        await repo.delayPushes(delays)
        const won = new Set(
          await repo.markPushed(
            sending.flat().map((a) => a.id),
            at,
          ),
        )
        const sent = sending.map((alerts) => alerts.filter((a) => won.has(a.id))).filter((alerts) => alerts.length > 0)
        await repo.markSearchesPushed(
          sent.map((alerts) => alerts[0]!.searchId),
          at,
        )
        for (const alerts of sent) pushAfterCommit(alerts[0]!.search, alerts)
        return sent.length
      })
    },

    async sendDigests() {
      return transactor.run(async () => {
        if (!(await repo.lockRound(DIGEST_LOCK))) return 'skipped' as const
        let digests = 0
        for (const group of groupBy(await repo.dueDigests(), (a) => a.searchId).values()) digests += await digest(group)
        let emails = 0
        for (const [userId, group] of groupBy(await repo.dueEmails(), (a) => a.userId))
          emails += await email(userId, group)
        return { digests, emails }
      })
    },
  }
  return service
}
