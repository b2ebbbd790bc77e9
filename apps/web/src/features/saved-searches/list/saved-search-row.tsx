import type { SavedSearch } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useAlertsInWords } from '../saved-search-words.ts'
import styles from '../saved-searches.module.css'

export interface SavedSearchRowProps {
  search: SavedSearch
  /** This row's search is being opened. */
  opening: boolean
  onOpen: () => void
  onEdit: () => void
  onPause: () => void
  onDelete: () => void
}

/**
 * One saved search: its name, what it looks for in words (unless its name says just that), how often and where it alerts, the homes new since it was
 * last opened, whether it is paused or was stepped down to a digest; tapping it opens the search. Edit, pause or
 * resume, and delete below.
 */
export function SavedSearchRow({ search, opening, onOpen, onEdit, onPause, onDelete }: SavedSearchRowProps) {
  const { t } = useTranslation()
  const alerts = useAlertsInWords()
  return (
    <article className={styles.row} data-paused={search.paused} aria-busy={opening}>
      <button type="button" className={styles.rowMain} onClick={onOpen}>
        <span className={styles.rowHead}>
          <span className={styles.name}>{search.name}</span>
          {search.newCount > 0 ? (
            <span className={styles.newBadge}>{t('ui.savedSearch.row.new', { count: search.newCount })}</span>
          ) : null}
          {search.paused ? <span className={styles.pausedTag}>{t('ui.savedSearch.row.paused')}</span> : null}
        </span>
        {/* a proposed name is the summary itself: said once */}
        {search.summary !== search.name ? <span className={styles.summary}>{search.summary}</span> : null}
        <span className={styles.alerts}>{alerts(search)}</span>
        {search.steppedDown ? <span className={styles.steppedDown}>{t('ui.savedSearch.row.steppedDown')}</span> : null}
      </button>
      <fieldset className={styles.rowActions} aria-label={t('ui.savedSearch.row.actions', { name: search.name })}>
        <button type="button" className={styles.rowAction} onClick={onEdit}>
          {t('ui.savedSearch.row.edit')}
        </button>
        <button type="button" className={styles.rowAction} onClick={onPause}>
          {t(search.paused ? 'ui.savedSearch.row.resume' : 'ui.savedSearch.row.pause')}
        </button>
        <button type="button" className={`${styles.rowAction} ${styles.danger}`} onClick={onDelete}>
          {t('ui.savedSearch.row.delete')}
        </button>
      </fieldset>
    </article>
  )
}
