import { Badge, List } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import a11y from '../../shared/ui/sr-only.module.css'
import { useSavedSearches } from './api/get-saved-searches.ts'
import { SavedSearchesIcon } from './saved-search-icons.tsx'
import { SAVED_SEARCHES_PATH } from './saved-search-paths.ts'
import styles from './saved-searches.module.css'

/**
 * My's way into the saved searches, beside Notifications: with a badge of the homes new to them since each was last
 * opened, once the first answer is in and only when there are some.
 */
export function SavedSearchesEntry() {
  const { t } = useTranslation()
  const searches = useSavedSearches()
  const fresh = searches.data?.items.reduce((sum, search) => sum + Math.max(search.newCount, 0), 0) ?? 0
  // as Notifications' entry: one phrase from hidden text when there is a badge, the drawn words hidden from readers
  return (
    <List mode="card" className={styles.entry}>
      <Link to={SAVED_SEARCHES_PATH} className={styles.entryLink}>
        <List.Item
          prefix={<SavedSearchesIcon size={22} />}
          arrowIcon
          extra={fresh > 0 ? <Badge content={fresh} aria-hidden /> : null}
        >
          {fresh > 0 ? (
            <>
              <span aria-hidden>{t('ui.savedSearch.entry')}</span>
              <span className={a11y.srOnly}>
                {fresh === 1 ? t('ui.savedSearch.entryNewOne') : t('ui.savedSearch.entryNew', { count: fresh })}
              </span>
            </>
          ) : (
            t('ui.savedSearch.entry')
          )}
        </List.Item>
      </Link>
    </List>
  )
}
