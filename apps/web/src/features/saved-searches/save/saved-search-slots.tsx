import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { useSessionUser, useSignedIn } from '../../../shared/session/index.ts'
import { showToast } from '../../../shared/ui/overlays.ts'
import { type RenderSavedSearch, SavedSearchSlotContext } from '../../../shared/ui/saved-search-slot.ts'
import { SAVED_SEARCHES_KEY } from '../api/saved-searches-keys.ts'
import { failureReason } from '../failure-reason.ts'
import { takePendingSavedSearch } from './pending-saved-search.ts'
import { SaveSearchButton } from './save-search-button.tsx'
import { showSavedToast } from './saved-toast.tsx'

const render: RenderSavedSearch = (target, placement) => <SaveSearchButton target={target} placement={placement} />

/** Saves the search a visitor asked to save, once they are back signed in, and says so with a way to it. */
function SavedSearchResume() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const signedIn = useSignedIn()
  const user = useSessionUser()
  const userId = signedIn ? user?.userId : undefined
  useEffect(() => {
    if (!userId) return
    const pending = takePendingSavedSearch(Date.now())
    if (!pending) return
    import('./save-pending-search.ts')
      .then(({ savePendingSearch }) => savePendingSearch(pending, currentLocale()))
      .then(
        () => {
          void client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY })
          showSavedToast(t, navigate)
        },
        (error: unknown) => showToast({ content: failureReason(error, t('ui.savedSearch.toast.saveFailed')) }),
      )
  }, [userId, client, navigate, t])
  return null
}

/** Fills the save slot of the list, the map and the assistant under it, and finishes a save begun before signing in. */
export function SavedSearchSlots({ children }: { children: ReactNode }) {
  return (
    <SavedSearchSlotContext value={render}>
      <SavedSearchResume />
      {children}
    </SavedSearchSlotContext>
  )
}
