import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import styles from './map-screen.module.css'

/** Over the map while an area is drawn: how many corners, Finish and Cancel. */
export function MapDrawBar({
  points,
  onFinish,
  onCancel,
}: {
  points: number
  onFinish: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.drawBar} role="status" data-map-overlay="">
      <span>
        {t('ui.map.draw.hint')} · {t('ui.map.draw.points', { count: points })}
      </span>
      <span className={styles.drawActions}>
        <Button size="small" color="primary" shape="rounded" onClick={onFinish}>
          {t('ui.map.draw.finish')}
        </Button>
        <Button size="small" shape="rounded" onClick={onCancel}>
          {t('ui.map.draw.cancel')}
        </Button>
      </span>
    </div>
  )
}
