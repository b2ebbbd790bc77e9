import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasUnsavedInput, isNewBuildReady, onNewBuild, onUnsavedInputChange } from '../../../shared/pwa/index.ts'
import { useVersionCheck } from '../use-version-check.ts'
import styles from './device.module.css'

/**
 * Offers a reload once a newer build is live. Never mid-form: while the person has typed into a form on this screen
 * the offer waits, and it appears when they have sent it or moved on.
 */
export function UpdateOffer({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation()
  useVersionCheck()
  const [ready, setReady] = useState(isNewBuildReady)
  const [busy, setBusy] = useState(hasUnsavedInput)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    const offs = [onNewBuild(() => setReady(true)), onUnsavedInputChange(setBusy)]
    return () => {
      for (const off of offs) off()
    }
  }, [])

  if (!ready || busy || dismissed) return null
  return (
    <section className={styles.updateBar} role="status" aria-label={t('ui.update.title')}>
      <p className={styles.updateText}>{t('ui.update.text')}</p>
      <div className={styles.updateActions}>
        <Button size="small" fill="none" className={styles.updateLater} onClick={() => setDismissed(true)}>
          {t('ui.update.later')}
        </Button>
        <Button size="small" color="primary" shape="rounded" onClick={reload}>
          {t('ui.update.reload')}
        </Button>
      </div>
    </section>
  )
}
