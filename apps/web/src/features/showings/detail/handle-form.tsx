import { HANDLE_VALUES, type Showing, showingHandleSchema, toShowingTime } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useHandleShowing } from '../api/showing-writes.ts'
import { showFailure } from '../booking/failure-toast.ts'
import styles from '../showings.module.css'

const FIELDS = ['status', 'remarks', 'reminderAt'] as const

/**
 * The agent's answer to a request: taken to view (1) or expired (2) — one must be chosen — with remarks, and an
 * optional reminder on the listing's clock.
 */
export function HandleForm({ showing }: { showing: Showing }) {
  const { t } = useTranslation()
  const id = useId()
  const form = useSchemaForm(FIELDS)
  const handling = useHandleShowing()
  const [status, setStatus] = useState<string>('')
  const [remarks, setRemarks] = useState('')
  const [reminder, setReminder] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const [day = '', hhmm = ''] = reminder.split('T')
    const reminderAt = reminder ? toShowingTime(day, hhmm.slice(0, 5), showing.listing.city) : undefined
    const parsed = form.parse(showingHandleSchema, {
      status: status === '' ? undefined : Number(status),
      remarks,
      ...(reminderAt ? { reminderAt } : {}),
    })
    if (!parsed) return
    try {
      await handling.mutateAsync({ id: showing.id, ...parsed })
      Toast.show({ content: t('ui.showings.handle.saved') })
    } catch (error) {
      showFailure(t, 'showing.failed.change', error)
    }
  }

  const problem = (field: (typeof FIELDS)[number]) =>
    form.messages[field] ? (
      <span id={`${id}-${field}-error`} className={styles.error}>
        {form.messages[field]}
      </span>
    ) : null

  return (
    <form className={styles.section} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('ui.showings.handle.title')}
      </h2>
      <div className={styles.formBody}>
        <fieldset className={styles.group} aria-describedby={form.messages.status ? `${id}-status-error` : undefined}>
          <legend className={styles.label}>{t('ui.showings.handle.status')}</legend>
          <div className={`${styles.slots} ${styles.choices}`}>
            {HANDLE_VALUES.map((value) => (
              <label key={value} className={styles.slot}>
                <input
                  type="radio"
                  name={`${id}-status`}
                  value={value}
                  checked={status === String(value)}
                  onChange={() => {
                    setStatus(String(value))
                    form.clearField('status')
                  }}
                />
                <span>{t(value === 1 ? 'ui.showings.handle.viewed' : 'ui.showings.handle.expired')}</span>
              </label>
            ))}
          </div>
          {problem('status')}
        </fieldset>
        <label className={styles.field}>
          <span className={styles.label}>{t('ui.showings.handle.remarks')}</span>
          <textarea
            className={styles.textarea}
            rows={3}
            value={remarks}
            placeholder={t('ui.showings.handle.remarksPlaceholder')}
            aria-invalid={form.messages.remarks ? true : undefined}
            aria-describedby={form.messages.remarks ? `${id}-remarks-error` : undefined}
            onChange={(e) => {
              setRemarks(e.target.value)
              form.clearField('remarks')
            }}
          />
          {problem('remarks')}
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('ui.showings.handle.reminder')}</span>
          <input
            className={styles.input}
            type="datetime-local"
            value={reminder}
            aria-describedby={form.messages.reminderAt ? `${id}-reminderAt-error` : undefined}
            onChange={(e) => {
              setReminder(e.target.value)
              form.clearField('reminderAt')
            }}
          />
          {problem('reminderAt')}
        </label>
        <Button type="submit" color="primary" shape="rounded" block loading={handling.isPending}>
          {t('ui.showings.handle.submit')}
        </Button>
      </div>
    </form>
  )
}
