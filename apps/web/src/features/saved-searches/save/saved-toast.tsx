import type { TFunction } from 'i18next'
import { openToast } from '../../../shared/ui/overlays.ts'
import { SAVED_SEARCHES_PATH } from '../saved-search-paths.ts'
import styles from '../saved-searches.module.css'

const SHOWN_MS = 4000

/** "Search saved", with a way to the saved searches while it shows. */
export function showSavedToast(t: TFunction, navigate: (path: string) => unknown): void {
  const toast = openToast({
    content: (
      <span className={styles.toast}>
        <span>{t('ui.savedSearch.toast.saved')}</span>
        <button
          type="button"
          className={styles.toastAction}
          onClick={() => {
            toast.close()
            void navigate(SAVED_SEARCHES_PATH)
          }}
        >
          {t('ui.savedSearch.toast.view')}
        </button>
      </span>
    ),
    duration: SHOWN_MS,
  })
}
