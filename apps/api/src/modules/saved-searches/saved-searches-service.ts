import {
  formatSavedSearchSummary,
  type LatLng,
  type Locale,
  proposeSavedSearchName,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchOpened,
  type SavedSearchQuery,
  type SavedSearchUpdate,
  translate,
} from '@maplenest/core'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import type { UsersService } from '../users/index.ts'
import type { SavedSearchAlertsRepository } from './saved-search-alerts-repository.ts'
import { savedSearchReach } from './saved-search-criteria.ts'
import type { SavedSearchesRepository, SavedSearchPatch, SavedSearchRow } from './saved-searches-repository.ts'
import type { UnsubscribeTokens } from './unsubscribe-token.ts'

export interface SavedSearchesService {
  create(viewer: Viewer | null, input: SavedSearchCreate, locale: Locale): Promise<SavedSearch>
  list(viewer: Viewer | null, locale: Locale): Promise<SavedSearch[]>
  update(viewer: Viewer | null, id: string, input: SavedSearchUpdate, locale: Locale): Promise<SavedSearch>
  remove(viewer: Viewer | null, id: string): Promise<void>
  /** Opens a search: the homes new to it since it was last opened, and it is marked opened now. */
  open(viewer: Viewer | null, id: string, locale: Locale): Promise<SavedSearchOpened>
  /** The one-click unsubscribe: e-mail off on every search of the token's person; false for a token not ours. */
  unsubscribe(token: string): Promise<{ done: boolean; locale: Locale }>
}

/** A query as stored: the parsed criteria without empty values. */
const stored = (query: SavedSearchQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>

export function createSavedSearchesService(deps: {
  repository: SavedSearchesRepository
  alerts: Pick<SavedSearchAlertsRepository, 'unsubscribe'>
  users: Pick<UsersService, 'getRecord'>
  tokens: UnsubscribeTokens
  now: () => Date
}): SavedSearchesService {
  const { repository, alerts, users, tokens, now } = deps

  const view = (row: SavedSearchRow, locale: Locale, newCount: number): SavedSearch => ({
    id: row.id,
    name: row.name,
    query: row.query,
    polygon: row.polygon ?? null,
    frequency: row.frequency,
    channels: { push: row.pushOn, email: row.emailOn },
    paused: row.paused,
    summary: formatSavedSearchSummary(row.query as Partial<SavedSearchQuery>, row.polygon !== null, locale),
    newCount,
    steppedDown: row.steppedDownAt !== null,
    emailConsent:
      row.emailOn && row.emailConsentAt
        ? { at: row.emailConsentAt.toISOString(), wording: row.emailConsentWording ?? '' }
        : null,
    createdAt: row.createdAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
  })

  /** The caller's own search; another person's is not found, as it is not theirs to know of. */
  async function own(viewer: Viewer | null, id: string): Promise<SavedSearchRow> {
    const { userId } = requireRegistered(viewer)
    const row = await repository.find(id)
    if (!row || row.userId !== userId) throw notFound('savedSearch.api.notFound')
    return row
  }

  /** E-mail turned on records the consent (its time and words, in the caller's language); off forgets it. */
  async function emailChoice(userId: string, wanted: boolean | undefined, was: boolean, locale: Locale) {
    if (wanted === undefined || wanted === was) return {}
    if (!wanted) return { emailOn: false, emailConsentAt: null, emailConsentWording: null }
    const user = await users.getRecord(userId)
    if (!user?.email) throw badRequest('savedSearch.api.noEmail', {}, { fields: [{ field: 'channels.email' }] })
    return {
      emailOn: true,
      emailConsentAt: now(),
      emailConsentWording: translate(locale, 'savedSearch.consent.email'),
    }
  }

  const criteria = (query: SavedSearchQuery, polygon: readonly LatLng[] | null) => ({
    query: stored(query),
    polygon: polygon ? [...polygon] : null,
    ...savedSearchReach(query, polygon),
  })

  return {
    async create(viewer, input, locale) {
      const { userId } = requireRegistered(viewer)
      if ((await repository.countFor(userId)) >= SAVED_SEARCHES_MAX)
        throw badRequest('savedSearch.api.tooMany', { max: SAVED_SEARCHES_MAX })
      const polygon = input.polygon ?? null
      const at = now()
      const row = await repository.insert({
        userId,
        name: input.name ?? proposeSavedSearchName(input.query, polygon !== null, locale),
        frequency: input.frequency,
        pushOn: input.channels?.push ?? true,
        ...(await emailChoice(userId, input.channels?.email, false, locale)),
        ...criteria(input.query, polygon),
        createdAt: at,
        updatedAt: at,
      })
      return view(row, locale, 0)
    },

    async list(viewer, locale) {
      const { userId } = requireRegistered(viewer)
      const rows = await repository.listFor(userId)
      const counts = await repository.newCounts(rows)
      return rows.map((r) => view(r, locale, counts.get(r.id) ?? 0))
    },

    async update(viewer, id, input, locale) {
      const row = await own(viewer, id)
      const patch: SavedSearchPatch = { updatedAt: now() }
      if (input.name !== undefined) patch.name = input.name
      if (input.frequency !== undefined) {
        patch.frequency = input.frequency
        patch.steppedDownAt = null
      }
      if (input.paused !== undefined) patch.paused = input.paused
      if (input.channels?.push !== undefined) patch.pushOn = input.channels.push
      Object.assign(patch, await emailChoice(row.userId, input.channels?.email, row.emailOn, locale))
      if (input.query !== undefined || input.polygon !== undefined) {
        const polygon = input.polygon !== undefined ? (input.polygon ?? null) : row.polygon
        const query = input.query ?? (row.query as unknown as SavedSearchQuery)
        Object.assign(patch, criteria(query, polygon))
      }
      const updated = await repository.update(id, patch)
      if (!updated) throw notFound('savedSearch.api.notFound')
      const counts = await repository.newCounts([updated])
      return view(updated, locale, counts.get(id) ?? 0)
    },

    async remove(viewer, id) {
      await own(viewer, id)
      await repository.remove(id)
    },

    async open(viewer, id, locale) {
      const row = await own(viewer, id)
      const fresh = await repository.alertsSince(id, row.openedAt ?? row.createdAt)
      const opened = await repository.update(id, { openedAt: now() })
      return {
        search: view(opened ?? row, locale, 0),
        fresh: fresh.map((f) => ({ mlNum: f.mlNum, kind: f.kind as never, at: f.at.toISOString() })),
      }
    },

    async unsubscribe(token) {
      const userId = tokens.read(token)
      if (!userId) return { done: false, locale: 'en-GB' }
      const user = await users.getRecord(userId)
      const locale: Locale = user?.language === 'zh-Hans-CN' ? 'zh-Hans-CN' : 'en-GB'
      await alerts.unsubscribe(userId, now())
      return { done: true, locale }
    },
  }
}
