import { CANCEL_NOTE_MAX, CANCEL_REASON_OTHER, CANCEL_REASONS, type CancelReason } from '@maplenest/core'
import { Button, Radio, TextArea } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import styles from '../account.module.css'
import { ACCOUNT_PATHS } from '../account-paths.ts'
import type { CancelRequestState } from '../cancel-request.ts'

/** /pages/my/info/account-applyfor: why the person leaves (1, 2, or 99 with a text). */
export function CancelReasonForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const headingId = useId()
  const noteId = useId()
  const [reason, setReason] = useState<CancelReason | null>(null)
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const next = () => {
    if (reason === null) return setProblem(t('account.validation.reasonRequired'))
    if (reason === CANCEL_REASON_OTHER && !note.trim()) return setProblem(t('account.validation.noteRequired'))
    const state: CancelRequestState = { reason, note: reason === CANCEL_REASON_OTHER ? note.trim() : '' }
    navigate(ACCOUNT_PATHS.agreement, { state })
  }

  return (
    <div className={styles.screen}>
      <section className={styles.notice} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('ui.profile.apply.heading')}</h2>
        <p>{t('ui.profile.apply.intro')}</p>
        <Radio.Group
          value={reason}
          onChange={(v) => {
            setReason(v as CancelReason)
            setProblem(null)
          }}
        >
          <div className={styles.reasons} role="radiogroup" aria-labelledby={headingId}>
            {CANCEL_REASONS.map((r) => (
              <Radio key={r} value={r}>
                {t(`ui.profile.apply.reason.${r}`)}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        {reason === CANCEL_REASON_OTHER ? (
          <>
            <label htmlFor={noteId} className={styles.srOnly}>
              {t('ui.profile.apply.note')}
            </label>
            <TextArea
              id={noteId}
              value={note}
              onChange={(v) => {
                setNote(v)
                setProblem(null)
              }}
              placeholder={t('ui.profile.apply.notePlaceholder')}
              maxLength={CANCEL_NOTE_MAX}
              showCount
              rows={3}
            />
          </>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        ) : null}
      </section>
      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" onClick={next}>
          {t('ui.profile.apply.next')}
        </Button>
      </div>
    </div>
  )
}
