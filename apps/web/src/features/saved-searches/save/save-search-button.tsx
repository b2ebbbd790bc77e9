import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { useHasMessage } from '../../../shared/i18n/use-has-message.ts'
import { toLoginPath, useSignedIn } from '../../../shared/session/index.ts'
import { confirmDialog } from '../../../shared/ui/overlays.ts'
import type { SavedSearchPlacement, SavedSearchTarget } from '../../../shared/ui/saved-search-slot.ts'
import { SaveSearchIcon } from '../saved-search-icons.tsx'
import styles from '../saved-searches.module.css'
import { rememberPendingSavedSearch } from './pending-saved-search.ts'

// the form, its rules and the words that name a search load when someone opens it, not with every screen
const SaveSearchSheet = lazy(() => import('./save-search-sheet.tsx').then((m) => ({ default: m.SaveSearchSheet })))

/**
 * "Save search" where a search is made: a pill in the list's toolbar, a round button among the map's, a chip under the
 * assistant's answer. It opens the sheet; a visitor is told why an account is needed and, if they agree, sent to sign
 * in, and the search is saved when they come back (SavedSearchSlots).
 */
export function SaveSearchButton({
  target,
  placement,
}: {
  target: SavedSearchTarget
  placement: SavedSearchPlacement
}) {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [open, setOpen] = useState(false)
  // a first screen has the first screens' words only: the button comes once it can say its name
  const speaks = useHasMessage('ui.savedSearch.save')
  if (!speaks) return null

  const askToSignIn = async () => {
    const agreed = await confirmDialog({
      title: t('ui.savedSearch.signIn.title'),
      content: t('ui.savedSearch.signIn.why'),
      confirmText: t('ui.savedSearch.signIn.confirm'),
      cancelText: t('ui.savedSearch.signIn.cancel'),
    })
    if (!agreed) return
    rememberPendingSavedSearch(target, Date.now())
    target.beforeSignIn?.()
    void navigate(toLoginPath(`${pathname}${search}`))
  }

  const start = () => {
    if (signedIn) setOpen(true)
    else void askToSignIn()
  }

  const button =
    placement === 'map' ? (
      <button
        type="button"
        className={styles.mapButton}
        aria-label={t('ui.savedSearch.saveThis')}
        title={t('ui.savedSearch.saveThis')}
        aria-haspopup="dialog"
        onClick={start}
      >
        <SaveSearchIcon size={22} />
      </button>
    ) : (
      <button
        type="button"
        className={placement === 'list' ? styles.listButton : styles.chatButton}
        aria-haspopup="dialog"
        onClick={start}
      >
        <SaveSearchIcon size={placement === 'list' ? 16 : 18} />
        {t(placement === 'list' ? 'ui.savedSearch.save' : 'ui.savedSearch.saveThis')}
      </button>
    )

  return (
    <>
      {button}
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchSheet visible={open} onClose={() => setOpen(false)} target={target} />
        </Suspense>
      ) : null}
    </>
  )
}
