import { RECORD_RETENTION_YEARS } from '@maplenest/core'
import { Button, Checkbox, Dialog } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/api/api-error.ts'
import { session } from '../../../shared/session/app-session.ts'
import styles from '../account.module.css'
import { ACCOUNT_PATHS } from '../account-paths.ts'
import { cancelAccount } from '../api/cancel-account.ts'
import type { CancelRequestState } from '../cancel-request.ts'

/** /pages/my/info/account-agreement: the agreement, the box to tick, and the request itself. */
export function CancelAgreement({ request }: { request: CancelRequestState }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const headingId = useId()
  const [agreed, setAgreed] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const years = RECORD_RETENTION_YEARS

  const submit = async () => {
    // The spec's message, as the server would answer it.
    if (!agreed) return setProblem(t('account.error.notAgreed'))
    const confirmed = await Dialog.confirm({
      content: t('ui.profile.agreement.confirm'),
      confirmText: t('ui.profile.agreement.submit'),
      cancelText: t('ui.profile.agreement.keep'),
    })
    if (!confirmed) return
    setBusy(true)
    try {
      await cancelAccount({ reason: request.reason, ...(request.note ? { note: request.note } : {}), agreed: true })
      // The server ended every sign-in; this device becomes a visitor without asking it to end one again.
      await session.logout({ endedByServer: true })
      navigate(ACCOUNT_PATHS.my, { replace: true })
      // a dialog, not a toast: the guest notice that follows a sign-out would cover a toast within half a second
      void Dialog.alert({ content: t('ui.profile.cancelled.body'), confirmText: t('ui.profile.cancelled.ok') })
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('error.submitFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.screen}>
      <article className={styles.notice} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('ui.profile.agreement.heading')}</h2>
        <p>{t('ui.profile.agreement.body1')}</p>
        <ul>
          <li>{t('ui.profile.agreement.point1')}</li>
          <li>{t('ui.profile.agreement.point2')}</li>
          <li>{t('ui.profile.agreement.point3', { years })}</li>
        </ul>
      </article>
      <div className={styles.actions}>
        <div className={styles.agree}>
          <Checkbox
            checked={agreed}
            onChange={(v) => {
              setAgreed(v)
              setProblem(null)
            }}
          >
            {t('ui.profile.agreement.agree')}
          </Checkbox>
        </div>
        {problem ? (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        ) : null}
        <Button block color="danger" shape="rounded" size="large" loading={busy} onClick={submit}>
          {t('ui.profile.agreement.submit')}
        </Button>
      </div>
    </div>
  )
}
