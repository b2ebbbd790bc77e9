import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { keepOpenedSearch } from '../../../shared/saved-search/index.ts'
import { openToast, showToast } from '../../../shared/ui/overlays.ts'
import { openSavedSearch, replaceInLists } from '../api/saved-search-writes.ts'
import { failureReason } from '../failure-reason.ts'
import { toOpenedSearchHref } from './opened-search-href.ts'

/**
 * Opens a saved search: the server marks it opened and names the homes that alerted since the opening before; they
 * are kept for the tab, for the cards to mark, and the list (or the map, for a drawn area) shows the search as saved.
 */
export function useOpenSavedSearch() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const [opening, setOpening] = useState<string | null>(null)

  const open = async (id: string) => {
    if (opening) return
    setOpening(id)
    const busy = openToast({ icon: 'loading', content: t('ui.savedSearch.toast.opening'), duration: 0 })
    try {
      const { search, fresh } = await openSavedSearch(id)
      keepOpenedSearch(search.id, [...new Set(fresh.map((home) => home.mlNum))])
      replaceInLists(client, search.id, search)
      const { to, state } = toOpenedSearchHref(search)
      void navigate(to, state ? { state } : undefined)
    } catch (error) {
      showToast({ content: failureReason(error, t('ui.savedSearch.toast.openFailed')) })
    } finally {
      busy.close()
      setOpening(null)
    }
  }

  return { open, opening }
}
