import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isApiError } from '../../../shared/api/api-error.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import styles from '../activity.module.css'

/** The API refuses these screens to anyone without an app of their own (403). */
export const isRefused = (error: unknown) => isApiError(error) && error.code === 403

/** What a person without an agent app sees on an agent's screen: what it is for, and how to get one. */
export function BrokerOnly() {
  const { t } = useTranslation()
  return (
    <EmptyState
      title={t('ui.clients.brokerOnly.title')}
      description={t('ui.clients.brokerOnly.text')}
      action={
        <Link className={styles.link} to="/pages/Subscribetotwo/index">
          {t('ui.clients.brokerOnly.action')}
        </Link>
      }
    />
  )
}
