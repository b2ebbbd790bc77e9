import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TYPES,
  feedbackFormSchema,
  feedbackTypeKey,
  type MessageKey,
} from '@maplenest/core'
import { Button, Toast } from 'antd-mobile'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { isApiError } from '../../shared/api/api-error.ts'
import { isMessageKey } from '../../shared/i18n/i18n.ts'
import { Page } from '../../shared/ui/page.tsx'
import { useSendFeedback } from './api/send-feedback.ts'
import styles from './feedback.module.css'
import { FEEDBACK_LIST_PATH, feedbackDetailPath } from './feedback-paths.ts'
import { usePickedImages } from './use-picked-images.ts'

type Field = 'type' | 'text' | 'contact' | 'images'

/** The server's message for a field, if its refusal named one. */
function fieldOf(error: unknown): { field: Field; message: string } | null {
  if (!isApiError(error)) return null
  const data = error.data as { fields?: { field?: string; message?: string }[] } | null
  const first = data?.fields?.[0]
  const field = first?.field
  if (field === 'type' || field === 'text' || field === 'contact' || field === 'images')
    return { field, message: first?.message ?? error.msg }
  return null
}

/** my/feedback/feedback: type, text, up to nine images and an optional contact, checked as the server checks them. */
export function FeedbackFormScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const sending = useSendFeedback()
  const pics = usePickedImages()
  const [type, setType] = useState<string>('0')
  const [text, setText] = useState('')
  const [contact, setContact] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const imageError = pics.problem ? t(pics.problem, { max: FEEDBACK_MAX_IMAGES }) : errors.images

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = feedbackFormSchema.safeParse({ type, text, contact })
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'error.field.invalid'
        found[field] ??= t(key, { field })
      }
      setErrors(found)
      return
    }
    setErrors({})
    const form = new FormData()
    form.append('type', type)
    form.append('text', text)
    if (contact.trim()) form.append('contact', contact)
    for (const { file } of pics.images) form.append('images', file, file.name)
    try {
      const sent = await sending.mutateAsync(form)
      Toast.show({ content: t('ui.feedback.sent') })
      void navigate(feedbackDetailPath(sent.id), { replace: true })
    } catch (error) {
      const named = fieldOf(error)
      if (named) setErrors({ [named.field]: named.message })
      else Toast.show({ content: isApiError(error) && error.msg ? error.msg : t('ui.feedback.failed') })
    }
  }

  return (
    <Page title={title}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('ui.feedback.typeLabel')}</legend>
          <div className={styles.types}>
            {FEEDBACK_TYPES.map((value) => (
              <label key={value} className={styles.type}>
                <input
                  type="radio"
                  name="type"
                  value={String(value)}
                  checked={type === String(value)}
                  onChange={() => setType(String(value))}
                />
                <span>{t(feedbackTypeKey(value))}</span>
              </label>
            ))}
          </div>
          {errors.type ? <p className={styles.error}>{errors.type}</p> : null}
        </fieldset>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-text`}>
            {t('ui.feedback.textLabel')}
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            value={text}
            maxLength={FEEDBACK_TEXT_MAX}
            placeholder={t('ui.feedback.textPlaceholder')}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
            required
            onChange={(e) => setText(e.target.value)}
          />
          <span className={styles.counter} aria-hidden="true">
            {text.length}/{FEEDBACK_TEXT_MAX}
          </span>
          {errors.text ? (
            <p id={`${id}-text-error`} className={styles.error} role="alert">
              {errors.text}
            </p>
          ) : null}
        </div>

        <div className={styles.field}>
          <span className={styles.label} id={`${id}-images`}>
            {t('ui.feedback.imagesLabel')}
          </span>
          <span className={styles.hint}>{t('ui.feedback.imagesHint', { max: FEEDBACK_MAX_IMAGES })}</span>
          <ul className={styles.thumbs} aria-labelledby={`${id}-images`}>
            {pics.images.map((image, i) => (
              <li key={image.url} className={styles.thumb}>
                <img src={image.url} alt={t('ui.feedback.detail.image', { n: i + 1 })} />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('ui.feedback.removeImage', { n: i + 1 })}
                  onClick={() => pics.remove(i)}
                >
                  ×
                </button>
              </li>
            ))}
            {pics.full ? null : (
              <li>
                <label className={styles.add}>
                  <span aria-hidden="true">+</span>
                  <input
                    type="file"
                    accept="image/*"
                    multiple
                    aria-label={t('ui.feedback.addImages')}
                    onChange={(e) => {
                      pics.add(Array.from(e.target.files ?? []))
                      e.target.value = ''
                    }}
                  />
                </label>
              </li>
            )}
          </ul>
          {imageError ? (
            <p className={styles.error} role="alert">
              {imageError}
            </p>
          ) : null}
        </div>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-contact`}>
            {t('ui.feedback.contactLabel')}
          </label>
          <input
            id={`${id}-contact`}
            className={styles.input}
            value={contact}
            maxLength={FEEDBACK_CONTACT_MAX}
            placeholder={t('ui.feedback.contactPlaceholder')}
            autoComplete="email"
            onChange={(e) => setContact(e.target.value)}
          />
          {errors.contact ? <p className={styles.error}>{errors.contact}</p> : null}
        </div>

        <Button type="submit" color="primary" shape="rounded" size="large" block loading={sending.isPending}>
          {t('ui.feedback.submit')}
        </Button>
        <Link to={FEEDBACK_LIST_PATH} className={styles.myLink}>
          {t('ui.feedback.myFeedback')}
        </Link>
      </form>
    </Page>
  )
}
