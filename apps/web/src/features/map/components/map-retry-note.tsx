import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import styles from './map-screen.module.css'

/** The sheet's note when the view's listings could not be had: say so, and ask again. */
export function MapRetryNote({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <span className={styles.retry}>
      {t('ui.map.sheet.failed')}
      <Button size="small" fill="outline" shape="rounded" onClick={onRetry}>
        {t('ui.map.retry')}
      </Button>
    </span>
  )
}
