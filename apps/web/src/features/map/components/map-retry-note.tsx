import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import styles from './map-screen.module.css'

/**
 * The sheet's note when the view's listings could not be had: say so (or, under a heading that says so already, what
 * to do), and ask again.
 */
export function MapRetryNote({ onRetry, headingSaysSo = false }: { onRetry: () => void; headingSaysSo?: boolean }) {
  const { t } = useTranslation()
  return (
    <span className={styles.retry}>
      {headingSaysSo ? t('ui.map.sheet.failedHint') : t('ui.map.sheet.failed')}
      <Button size="small" fill="outline" shape="rounded" onClick={onRetry}>
        {t('ui.map.retry')}
      </Button>
    </span>
  )
}
