import {
  formatSavedSearchSummary,
  type Locale,
  proposeSavedSearchName,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchFrequency,
  savedSearchUpdateSchema,
} from '@maplenest/core'
import { Button, Switch } from 'antd-mobile'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSchemaForm } from '../../../shared/forms/use-schema-form.ts'
import { currentLocale } from '../../../shared/i18n/i18n.ts'
import { FormSheet } from '../../../shared/ui/form-sheet.tsx'
import { showToast } from '../../../shared/ui/overlays.ts'
import type { SavedSearchTarget } from '../../../shared/ui/saved-search-slot.ts'
import { useCreateSavedSearch, useUpdateSavedSearch } from '../api/saved-search-writes.ts'
import styles from '../saved-searches.module.css'
import { showSavedToast } from './saved-toast.tsx'

export interface SaveSearchSheetProps {
  visible: boolean
  onClose: () => void
  /** A new search: its criteria and its drawn area. */
  target?: Pick<SavedSearchTarget, 'query' | 'polygon'>
  /** A saved search to change instead. */
  search?: SavedSearch
}

const FIELDS = ['name'] as const

interface Values {
  name: string
  frequency: SavedSearchFrequency
  push: boolean
  email: boolean
}

function initialValues(props: SaveSearchSheetProps, locale: Locale): Values {
  const { search, target } = props
  if (search) return { name: search.name, frequency: search.frequency, ...search.channels }
  const drawn = Boolean(target?.polygon?.length)
  return {
    name: proposeSavedSearchName(target?.query ?? {}, drawn, locale),
    frequency: 'instant',
    push: true,
    email: false,
  }
}

/** The fields of a saved search that differ from what the sheet holds: only those are sent. */
function changesOf(search: SavedSearch, values: Values) {
  const channels = { push: values.push, email: values.email }
  return {
    ...(values.name !== search.name ? { name: values.name } : {}),
    ...(values.frequency !== search.frequency ? { frequency: values.frequency } : {}),
    ...(channels.push !== search.channels.push || channels.email !== search.channels.email ? { channels } : {}),
  }
}

/**
 * Saving a search, or changing a saved one: its name (proposed from the criteria in the page's language), how often
 * it alerts, and whether by push (on at first) and e-mail (off until asked for, with the consent's words beside it).
 * The server's refusal (too many searches, no e-mail address) is said above the button.
 */
export function SaveSearchSheet(props: SaveSearchSheetProps) {
  const { visible, onClose, target, search } = props
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const form = useSchemaForm(FIELDS)
  const creating = useCreateSavedSearch()
  const updating = useUpdateSavedSearch()
  const [values, setValues] = useState(() => initialValues(props, currentLocale()))
  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((v) => ({ ...v, [field]: value }))
  const drawn = Boolean(target?.polygon?.length)
  const summary = search?.summary ?? formatSavedSearchSummary(target?.query ?? {}, drawn, currentLocale())
  const alertsOff = values.frequency === 'off'

  const submit = async () => {
    const name = values.name.trim()
    if (!form.parse(savedSearchUpdateSchema, { name })) return
    const fallback = t('ui.savedSearch.toast.saveFailed')
    if (search) {
      const changes = changesOf(search, { ...values, name })
      if (Object.keys(changes).length === 0) {
        onClose()
        return
      }
      if (await form.run(() => updating.mutateAsync({ id: search.id, ...changes }), fallback)) {
        showToast({ content: t('ui.savedSearch.toast.updated') })
        onClose()
      }
      return
    }
    const body = {
      name,
      query: target?.query ?? {},
      ...(target?.polygon?.length ? { polygon: target.polygon.map(({ lat, lng }) => ({ lat, lng })) } : {}),
      frequency: values.frequency,
      channels: { push: values.push, email: values.email },
    }
    if (await form.run(() => creating.mutateAsync(body), fallback)) {
      onClose()
      showSavedToast(t, navigate)
    }
  }

  return (
    <FormSheet
      visible={visible}
      title={t(search ? 'ui.savedSearch.sheet.editTitle' : 'ui.savedSearch.sheet.title')}
      subtitle={summary}
      closeLabel={t('ui.savedSearch.sheet.close')}
      onClose={onClose}
      onSubmit={() => void submit()}
      noValidate
      footer={
        <>
          {form.alert ? (
            <p className={styles.formAlert} role="alert">
              {form.alert}
            </p>
          ) : null}
          <Button type="submit" color="primary" shape="rounded" block loading={form.busy} disabled={form.busy}>
            {t(search ? 'ui.savedSearch.sheet.saveChanges' : 'ui.savedSearch.sheet.submit')}
          </Button>
        </>
      }
    >
      <label className={styles.field}>
        <span className={styles.label}>{t('ui.savedSearch.sheet.name')}</span>
        <input
          className={styles.input}
          type="text"
          value={values.name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoComplete="off"
          aria-invalid={form.messages.name ? true : undefined}
          aria-describedby={form.messages.name ? `${id}-name-error` : undefined}
          onChange={(e) => {
            set('name', e.target.value)
            form.clearField('name')
          }}
        />
        {form.messages.name ? (
          <span id={`${id}-name-error`} className={styles.error}>
            {form.messages.name}
          </span>
        ) : null}
      </label>

      <fieldset className={styles.group}>
        <legend className={styles.label}>{t('ui.savedSearch.sheet.frequency')}</legend>
        <div className={styles.frequencies}>
          {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
            <label key={frequency} className={styles.frequency}>
              <input
                type="radio"
                name={`${id}-frequency`}
                value={frequency}
                checked={values.frequency === frequency}
                aria-labelledby={`${id}-${frequency}`}
                aria-describedby={`${id}-${frequency}-hint`}
                onChange={() => set('frequency', frequency)}
              />
              <span>
                <strong id={`${id}-${frequency}`}>{t(`ui.savedSearch.frequency.${frequency}`)}</strong>
                <small id={`${id}-${frequency}-hint`}>{t(`ui.savedSearch.frequencyHint.${frequency}`)}</small>
              </span>
            </label>
          ))}
        </div>
        {values.frequency === 'instant' ? <p className={styles.hint}>{t('ui.savedSearch.sheet.quiet')}</p> : null}
      </fieldset>

      <fieldset className={styles.group} disabled={alertsOff}>
        <legend className={styles.label}>{t('ui.savedSearch.sheet.channels')}</legend>
        <p className={styles.hint}>{t('ui.savedSearch.sheet.channelsHint')}</p>
        <div className={styles.channel}>
          <span className={styles.channelName}>{t('ui.savedSearch.sheet.push')}</span>
          <Switch
            checked={values.push}
            disabled={alertsOff}
            onChange={(on) => set('push', on)}
            aria-label={t('ui.savedSearch.sheet.push')}
          />
        </div>
        <div className={styles.channel}>
          <span className={styles.channelText}>
            <span className={styles.channelName}>{t('ui.savedSearch.sheet.email')}</span>
            <span id={`${id}-consent`} className={styles.consent}>
              {t('savedSearch.consent.email')}
            </span>
          </span>
          <Switch
            checked={values.email}
            disabled={alertsOff}
            onChange={(on) => set('email', on)}
            aria-label={t('ui.savedSearch.sheet.email')}
            aria-describedby={`${id}-consent`}
          />
        </div>
      </fieldset>
    </FormSheet>
  )
}
