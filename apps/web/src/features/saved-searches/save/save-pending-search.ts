import { type Locale, proposeSavedSearchName } from '@maplenest/core'
import { createSavedSearch } from '../api/saved-search-writes.ts'
import type { PendingSavedSearch } from './pending-saved-search.ts'

/**
 * Saves the search a visitor asked for before signing in, as the sheet would have proposed it: named from its
 * criteria in the page's language, instant alerts by push, no e-mail (which needs the person's own consent).
 * A module of its own, fetched only when there is one: naming a search reads the places' names.
 */
export function savePendingSearch(pending: PendingSavedSearch, locale: Locale) {
  return createSavedSearch({
    name: proposeSavedSearchName(pending.query, pending.polygon !== null, locale),
    query: pending.query,
    ...(pending.polygon ? { polygon: pending.polygon } : {}),
    frequency: 'instant',
    channels: { push: true, email: false },
  })
}
