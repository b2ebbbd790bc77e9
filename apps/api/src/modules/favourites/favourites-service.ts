import { createHash, randomBytes } from 'node:crypto'
import {
  type AddFavouriteParams,
  FAVOURITE_TYPES,
  type FavouriteAdded,
  type FavouriteIds,
  type FavouriteItem,
  type FavouriteListQuery,
  type FavouritePage,
  type FavouriteShare,
  type FavouriteShareCreated,
  type FavouriteShareInput,
  type FavouriteShareList,
  type FavouriteType,
  type Locale,
  toFavouriteTargetId,
  toShareSelectionKey,
  translate,
} from '@maplenest/core'
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts'
import { requireRegistered, requireSignedIn, type Viewer } from '../../platform/access.ts'
import { defineCursor, hashQuery } from '../../platform/cursor.ts'
import type { SharePreview } from '../../plugins/static-web.ts'
import type { Target, TargetLookup } from './favourite-targets.ts'
import type { FavouriteRow, FavouritesRepository, SharedItem } from './favourites-repository.ts'

const FAVOURITE_SHARE_PATH = '/h5/pages/collect/share/collect-share'

/**
 * Favourites belong to registered accounts: no token answers 401 and a visitor's token 403 ("Sign in or create an
 * account to do this."); the app asks a guest to sign in before it calls (and comes back, with the favourite made).
 */
export interface FavouritesService {
  add(viewer: Viewer | null, params: AddFavouriteParams): Promise<FavouriteAdded>
  list(viewer: Viewer | null, query: FavouriteListQuery): Promise<FavouritePage>
  remove(viewer: Viewer | null, type: FavouriteType, targetId: string): Promise<{ removed: number }>
  /** What the caller has hearted of one kind; a visitor has nothing hearted (an empty list, not a refusal). */
  ids(viewer: Viewer | null, type: FavouriteType): Promise<FavouriteIds>
  share(viewer: Viewer | null, input: FavouriteShareInput): Promise<FavouriteShareCreated>
  /** A share anyone with its token can read; 404 once revoked. */
  requireShare(token: string, viewer: Viewer | null): Promise<FavouriteShare>
  revokeShare(viewer: Viewer | null, token: string): Promise<{ removed: number }>
  /** The caller's own shares not yet revoked, so the Favs tab can copy a link again or revoke it. */
  myShares(viewer: Viewer | null): Promise<FavouriteShareList>
  /** The Open Graph preview of a share page: how many items and the first photo; null once revoked. */
  sharePreview(token: string, locale: Locale): Promise<SharePreview | null>
}

/** Pages newest first: the saved time as PostgreSQL text, then "kind:id". */
const PAGES = defineCursor({ value: 'timestamp', id: 'text', error: 'listing.api.cursor' })
/** Pages by current price: the price (-1 for none, which sorts last either way), then "kind:id". */
const PRICE_PAGES = defineCursor({ value: 'number', id: 'text', error: 'listing.api.cursor' })

const NO_PRICE = -1
const keyOf = (row: { type: FavouriteType; targetId: string }) => `${row.type}:${row.targetId}`

/**
 * The order of a price sort over (price or NO_PRICE, key): by price in the chosen direction, items without a
 * price after all others, ties by key, so the order is total and a cursor continues it exactly.
 */
function comparePriceKeys(sort: 'priceAsc' | 'priceDesc', a: [number, string], b: [number, string]): number {
  const [pa, ka] = a
  const [pb, kb] = b
  if (pa !== pb) {
    if (pa === NO_PRICE) return 1
    if (pb === NO_PRICE) return -1
    return sort === 'priceAsc' ? pa - pb : pb - pa
  }
  return ka < kb ? -1 : ka > kb ? 1 : 0
}

function toItem(saved: Omit<FavouriteRow, 'savedAtKey' | 'savedAt'>, savedAt: Date, target: Target): FavouriteItem {
  return {
    type: saved.type,
    targetId: target.targetId,
    savedAt: savedAt.toISOString(),
    savedPrice: saved.savedPrice,
    savedStatus: saved.savedStatus,
    current: target.current,
    listing: target.listing,
  }
}

/** Looks up the items of saved rows, kind by kind, and keeps the rows' order; items that are gone drop out. */
async function withTargets<R extends { type: FavouriteType; targetId: string }>(
  lookup: TargetLookup,
  rows: readonly R[],
  viewer: Viewer | null,
): Promise<Array<{ row: R; target: Target }>> {
  const byKey = new Map<string, Target>()
  await Promise.all(
    FAVOURITE_TYPES.map(async (type) => {
      const ids = rows.filter((r) => r.type === type).map((r) => r.targetId)
      for (const target of await lookup(type, ids, viewer)) byKey.set(`${type}:${target.targetId}`, target)
    }),
  )
  return rows.flatMap((row) => {
    const target = byKey.get(`${row.type}:${row.targetId}`)
    return target ? [{ row, target }] : []
  })
}

export function createFavouritesService(deps: {
  repository: FavouritesRepository
  lookup: TargetLookup
  /** Whether the account is live: a share whose owner cancelled their account is gone, like a revoked one. */
  isLiveAccount: (userId: string) => Promise<boolean>
  now: () => Date
  /** The share token: 16 url-safe characters from 12 random bytes; an argument so tests can fix it. */
  newToken?: () => string
}): FavouritesService {
  const { repository, lookup, isLiveAccount, now } = deps
  /** A share anyone may read: not revoked, and its owner's account not cancelled. */
  const liveShare = async (token: string) => {
    const share = await repository.getShare(token)
    return share && !share.revokedAt && (await isLiveAccount(share.userId)) ? share : null
  }
  const newToken = deps.newToken ?? (() => randomBytes(12).toString('base64url'))

  return {
    async add(viewer, { id, type, id2 }) {
      const { userId } = requireRegistered(viewer)
      if (id2.toLowerCase() !== userId.toLowerCase()) throw forbidden('favourite.api.notYou')
      const [target] = await lookup(type, [id], viewer)
      if (!target) throw notFound('favourite.api.notFound')
      const { price, status } = target.current
      const saved = await repository.add(
        userId,
        { type, targetId: target.targetId, savedPrice: price, savedStatus: status },
        now(),
      )
      return { type, targetId: target.targetId, savedAt: saved.savedAt.toISOString(), created: saved.created }
    },

    async list(viewer, { type, sort, cursor, limit }) {
      const { userId } = requireRegistered(viewer)
      if (sort !== 'newest') {
        // The current price lives with each item's own module, so the order is made here: every favourite of the
        // kind is read as it is now, sorted, and the page starts after the cursor's (price, key).
        const hash = hashQuery({ list: 'favourites', userId, type: type ?? null, sort })
        const after = cursor ? PRICE_PAGES.decode(cursor, hash) : null
        const priced = (await withTargets(lookup, await repository.all(userId, type), viewer)).map((entry) => ({
          ...entry,
          sortKey: [entry.target.current.price ?? NO_PRICE, keyOf(entry.row)] as [number, string],
        }))
        priced.sort((a, b) => comparePriceKeys(sort, a.sortKey, b.sortKey))
        const rest = after
          ? priced.filter((p) => comparePriceKeys(sort, p.sortKey, [after.value, after.id]) > 0)
          : priced
        const page = rest.slice(0, limit)
        const last = page.at(-1)
        return {
          items: page.map(({ row, target }) => toItem(row, row.savedAt, target)),
          nextCursor:
            rest.length > limit && last
              ? PRICE_PAGES.encode({ value: last.sortKey[0], id: last.sortKey[1] }, hash)
              : null,
        }
      }
      const hash = hashQuery({ list: 'favourites', userId, type: type ?? null })
      const key = cursor ? PAGES.decode(cursor, hash) : null
      const rows = await repository.page(userId, type, key ? { savedAt: key.value, key: key.id } : null, limit + 1)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return {
        // An item that left the data set drops out of the page; the cursor still walks the stored rows.
        items: (await withTargets(lookup, page, viewer)).map(({ row, target }) => toItem(row, row.savedAt, target)),
        nextCursor:
          rows.length > limit && last
            ? PAGES.encode({ value: last.savedAtKey, id: `${last.type}:${last.targetId}` }, hash)
            : null,
      }
    },

    async remove(viewer, type, targetId) {
      const { userId } = requireRegistered(viewer)
      return { removed: await repository.remove(userId, type, toFavouriteTargetId(type, targetId)) }
    },

    async ids(viewer, type) {
      const signedIn = requireSignedIn(viewer)
      if (signedIn.type === 'visitor') return { type, ids: [] }
      return { type, ids: await repository.ids(signedIn.userId, type) }
    },

    async share(viewer, { items }) {
      const { userId } = requireRegistered(viewer)
      const chosen: SharedItem[] = []
      const seen = new Set<string>()
      for (const type of FAVOURITE_TYPES) {
        const wanted = items.filter((i) => i.type === type).map((i) => toFavouriteTargetId(type, i.targetId))
        const rows = await repository.find(userId, type, wanted)
        if (rows.length !== new Set(wanted).size) throw badRequest('favourite.api.shareNotFavourite')
      }
      // Keep the order the person chose, each item once, with the price and status it had when saved.
      for (const { type, targetId } of items) {
        const id = toFavouriteTargetId(type, targetId)
        const k = `${type}:${id}`
        if (seen.has(k)) continue
        seen.add(k)
        const [row] = await repository.find(userId, type, [id])
        if (row) chosen.push({ type, targetId: id, savedPrice: row.savedPrice, savedStatus: row.savedStatus })
      }
      // The same selection (in any order) answers the person's live link for it rather than a new one.
      const selectionHash = createHash('sha256').update(toShareSelectionKey(chosen), 'utf8').digest('hex')
      for (let attempt = 0; attempt < 3; attempt++) {
        const share = await repository.createOrFindShare(newToken(), userId, selectionHash, chosen, now())
        if (share)
          return { token: share.token, path: `${FAVOURITE_SHARE_PATH}?token=${share.token}`, created: share.created }
      }
      throw new Error('a live share of this selection was revoked at each attempt to read it')
    },

    async requireShare(token, viewer) {
      const share = await liveShare(token)
      if (!share) throw notFound('favourite.api.shareGone')
      const found = await withTargets(lookup, share.items, viewer)
      return {
        token,
        sharedAt: share.createdAt.toISOString(),
        items: found.map(({ row, target }) => toItem(row, share.createdAt, target)),
      }
    },

    async myShares(viewer) {
      const { userId } = requireRegistered(viewer)
      const rows = await repository.listShares(userId)
      return {
        items: rows.map((row) => ({
          token: row.token,
          path: `${FAVOURITE_SHARE_PATH}?token=${row.token}`,
          sharedAt: row.createdAt.toISOString(),
          count: row.items.length,
        })),
      }
    },

    async sharePreview(token, locale) {
      const share = await liveShare(token)
      if (!share) return null
      const found = await withTargets(lookup, share.items, null)
      return {
        title: translate(locale, 'favourite.share.ogTitle', { count: found.length }),
        description: translate(locale, 'favourite.share.ogDescription'),
        image: found.find(({ target }) => target.current.photo)?.target.current.photo ?? null,
      }
    },

    async revokeShare(viewer, token) {
      const { userId } = requireRegistered(viewer)
      const share = await repository.getShare(token)
      // Someone else's share answers as if there were none, so a token cannot be tried out.
      if (!share || share.revokedAt || share.userId !== userId) throw notFound('favourite.api.shareGone')
      return { removed: await repository.revokeShare(token, userId, now()) }
    },
  }
}
