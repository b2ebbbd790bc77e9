import { formatDateTime } from '@maplenest/core'
import { Switch, Toast } from 'antd-mobile'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../shared/i18n/i18n.ts'
import { useNoticeConsent, useSetNoticeConsent } from './api/notice-consent.ts'
import styles from './notices.module.css'

/** The e-mail copy switch: off until the person turns it on, with the time of their latest choice. */
export function EmailConsent() {
  const { t } = useTranslation()
  const consent = useNoticeConsent()
  const saving = useSetNoticeConsent()
  const titleId = useId()
  const data = consent.data
  if (!data) return null

  const change = async (email: boolean) => {
    try {
      await saving.mutateAsync(email)
      Toast.show({ content: t(email ? 'ui.notices.email.on' : 'ui.notices.email.off') })
    } catch {
      Toast.show({ content: t('ui.notices.email.failed') })
    }
  }

  return (
    <section className={styles.consent} aria-labelledby={titleId}>
      <div className={styles.consentHead}>
        <h2 id={titleId} className={styles.consentTitle}>
          {t('ui.notices.email.title')}
        </h2>
        <Switch
          checked={data.email}
          loading={saving.isPending}
          disabled={!data.address && !data.email}
          onChange={(on) => void change(on)}
          aria-label={t('ui.notices.email.title')}
        />
      </div>
      <p className={styles.consentText}>
        {data.address ? t('ui.notices.email.text') : t('ui.notices.email.noAddress')}
        {data.decidedAt
          ? ` ${t('ui.notices.email.decidedOn', { date: formatDateTime(data.decidedAt, currentLocale()) })}`
          : ''}
      </p>
    </section>
  )
}
