import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { useHasMessage } from '../i18n/use-has-message.ts'

/** The address parameter of a list or map showing a saved search as it was opened: `savedSearch=<id>`. */
export const OPENED_SEARCH_PARAM = 'savedSearch'

const KEY = 'maplenest.openedSearch'

/** The saved search last opened in this tab, and its homes that alerted since the opening before. */
interface OpenedSearch {
  searchId: string
  fresh: readonly string[]
}

const listeners = new Set<() => void>()
let opened: OpenedSearch | null | undefined

function parse(raw: string | null): OpenedSearch | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { searchId, fresh } = value as Record<string, unknown>
    if (typeof searchId !== 'string' || !Array.isArray(fresh)) return null
    return { searchId, fresh: fresh.filter((id): id is string => typeof id === 'string') }
  } catch {
    return null
  }
}

function readOpenedSearch(): OpenedSearch | null {
  if (opened === undefined) {
    try {
      opened = parse(sessionStorage.getItem(KEY))
    } catch {
      opened = null
    }
  }
  return opened
}

/**
 * Keeps, for this tab (sessionStorage), the homes new to a saved search as it is opened: the cards of that search
 * mark them until another search is opened. Where storage is refused the marks last until the page reloads.
 */
export function keepOpenedSearch(searchId: string, fresh: readonly string[]): void {
  opened = { searchId, fresh: [...fresh] }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(opened))
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Whether a listing is new to the saved search the screen shows: the address names the search (`savedSearch=`, which
 * goes as soon as the filters change, the search then being another) and the home alerted for it since it was last
 * opened.
 */
export function useFreshForSearch(mlNum: string): boolean {
  const [params] = useSearchParams()
  const search = useSyncExternalStore(subscribe, readOpenedSearch, () => null)
  const speaks = useHasMessage('ui.savedSearch.card.fresh')
  const id = params.get(OPENED_SEARCH_PARAM)
  return speaks && id !== null && search?.searchId === id && search.fresh.includes(mlNum)
}
