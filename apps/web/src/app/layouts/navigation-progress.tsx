import { PAGE_LOADING_DELAY_MS } from '@maplenest/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import styles from './navigation-progress.module.css'

/** A thin bar at the top while the next screen loads, shown only when loading lasts over 200 ms. */
export function NavigationProgress() {
  const { t } = useTranslation()
  const loading = useNavigation().state === 'loading'
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = window.setTimeout(() => setVisible(true), PAGE_LOADING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [loading])

  if (!visible) return null
  return (
    <div className={styles.bar} role="status">
      <span className={styles.label}>{t('ui.shell.loading')}</span>
    </div>
  )
}
