import { FAVOURITE_TYPES, type FavouriteType } from '@maplenest/core'

const KEY = 'maplenest.queuedFavourites'
/** A change queued longer ago than this is dropped at the next replay: the person has long moved on. */
export const QUEUED_FAVOURITE_TTL_MS = 30 * 24 * 60 * 60 * 1000

export interface QueuedFavourite {
  type: FavouriteType
  id: string
  /** True to save, false to remove. */
  save: boolean
  userId: string
  at: number
}

type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isQueued = (value: unknown): value is QueuedFavourite => {
  if (typeof value !== 'object' || value === null) return false
  const { type, id, save, userId, at } = value as Record<string, unknown>
  return (
    typeof type === 'string' &&
    (FAVOURITE_TYPES as readonly string[]).includes(type) &&
    typeof id === 'string' &&
    typeof save === 'boolean' &&
    typeof userId === 'string' &&
    typeof at === 'number'
  )
}

/** The changes waiting for a connection, oldest first; malformed entries are skipped. */
export function readQueuedFavourites(backend: Backend | undefined): QueuedFavourite[] {
  try {
    const raw = backend?.getItem(KEY)
    const list: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(list) ? list.filter(isQueued) : []
  } catch {
    return []
  }
}

function write(backend: Backend, list: QueuedFavourite[]): boolean {
  try {
    if (list.length === 0) backend.removeItem(KEY)
    else backend.setItem(KEY, JSON.stringify(list))
    return true
  } catch {
    return false
  }
}

/**
 * Keeps a favourite changed without a connection, to be sent when it is back. The last change of an item wins (a
 * heart tapped twice offline sends only where it ended). False when the phone could not keep it (storage refused):
 * then the change is refused, never lost silently.
 */
export function queueFavourite(backend: Backend | undefined, change: QueuedFavourite): boolean {
  if (!backend) return false
  const rest = readQueuedFavourites(backend).filter(
    (queued) => !(queued.type === change.type && queued.id === change.id && queued.userId === change.userId),
  )
  return write(backend, [...rest, change])
}

/** Removes one sent (or refused) change, matched by item, person and time. */
export function dropQueuedFavourite(backend: Backend | undefined, done: QueuedFavourite): void {
  if (!backend) return
  const rest = readQueuedFavourites(backend).filter(
    (queued) =>
      !(queued.type === done.type && queued.id === done.id && queued.userId === done.userId && queued.at === done.at),
  )
  write(backend, rest)
}

/** The changes of one person still worth sending; older ones are dropped from the queue. */
export function queuedFavouritesOf(backend: Backend | undefined, userId: string, now: number): QueuedFavourite[] {
  const all = readQueuedFavourites(backend)
  const fresh = all.filter((queued) => now - queued.at <= QUEUED_FAVOURITE_TTL_MS)
  if (backend && fresh.length !== all.length) write(backend, fresh)
  return fresh.filter((queued) => queued.userId === userId)
}
