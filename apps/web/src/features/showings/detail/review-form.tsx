import { type Showing, showingReviewSchema } from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { useReviewShowing } from '../api/showing-writes.ts'
import { showFailure } from '../booking/failure-toast.ts'
import styles from '../showings.module.css'

/** The buyer's review once the showing took place: text required, as the server checks it. */
export function ReviewForm({ showing }: { showing: Showing }) {
  const { t } = useTranslation()
  const id = useId()
  const form = useSchemaForm(['text'] as const)
  const reviewing = useReviewShowing()
  const [text, setText] = useState('')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = form.parse(showingReviewSchema, { text })
    if (!parsed) return
    try {
      await reviewing.mutateAsync({ id: showing.id, ...parsed })
      Toast.show({ content: t('ui.showings.review.sent') })
    } catch (error) {
      showFailure(t, 'showing.failed.change', error)
    }
  }

  return (
    <form className={styles.section} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('ui.showings.action.review')}
      </h2>
      <div className={styles.formBody}>
        <label className={styles.field}>
          <span className={styles.label}>{t('ui.showings.review.label')}</span>
          <textarea
            className={styles.textarea}
            rows={4}
            value={text}
            placeholder={t('ui.showings.review.placeholder')}
            aria-invalid={form.messages.text ? true : undefined}
            aria-describedby={form.messages.text ? `${id}-error` : undefined}
            onChange={(e) => {
              setText(e.target.value)
              form.clearField('text')
            }}
          />
          {form.messages.text ? (
            <span id={`${id}-error`} className={styles.error}>
              {form.messages.text}
            </span>
          ) : null}
        </label>
        <Button type="submit" color="primary" shape="rounded" block loading={reviewing.isPending}>
          {t('ui.showings.review.submit')}
        </Button>
      </div>
    </form>
  )
}
