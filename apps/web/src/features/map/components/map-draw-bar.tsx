import { DRAW_MIN_POINTS } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import type { DrawProblem } from '../draw/draw-state.ts'
import styles from './map-screen.module.css'

/**
 * Over the map while an area is drawn: how to draw, how many corners, Finish and Cancel; and, in the hint's place
 * until the next corner, what keeps the area from closing (fewer than DRAW_MIN_POINTS corners, edges that cross).
 */
export function MapDrawBar({
  points,
  problem,
  onFinish,
  onCancel,
}: {
  points: number
  problem: DrawProblem
  onFinish: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.drawBar} role="status" data-map-overlay="">
      <span>
        {problem ? (
          <strong className={styles.drawProblem}>
            {problem === 'tooFew' ? t('ui.map.draw.tooFew', { count: DRAW_MIN_POINTS }) : t('ui.map.draw.invalid')}
          </strong>
        ) : (
          t('ui.map.draw.hint')
        )}{' '}
        · <span className={styles.drawCount}>{t('ui.map.draw.points', { count: points })}</span>
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
