import {
  COMMUTE_MINUTE_CHOICES,
  COMMUTE_MODES,
  type CommuteMode,
  type RentalBedrooms,
  type RentalSchool,
} from '@maplenest/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useRentalAreas } from '../api/get-areas.ts'
import { useRentalSchools } from '../api/get-schools.ts'
import { ChipChoice, SelectField } from '../components/fields.tsx'
import styles from '../rentals.module.css'

export interface AreaValues {
  school: string
  commuteMode: CommuteMode
  commuteMinutes: number
  neighbourhoods: string[]
  budget: string
  bedrooms: RentalBedrooms | ''
  moveIn: string
}

/** A school's name in the reader's language. */
export function useSchoolName() {
  const { i18n } = useTranslation()
  const zh = i18n.language.startsWith('zh')
  return (s: RentalSchool | undefined, id: string) => (s ? (zh && s.nameZh ? s.nameZh : s.name) : id)
}

/** The neighbourhoods the chosen school and commute propose, and how many leases fit the ticked ones now. */
function useAreaProposal(values: AreaValues) {
  const budget = Number(values.budget.trim().replace(/[,\s$]/g, ''))
  const query = values.school
    ? {
        school: values.school,
        mode: values.commuteMode,
        minutes: values.commuteMinutes,
        ...(Number.isInteger(budget) && budget > 0 ? { budget } : {}),
        ...(values.bedrooms ? { bedrooms: values.bedrooms } : {}),
        ...(/^\d{4}-\d{2}-\d{2}$/.test(values.moveIn) ? { moveIn: values.moveIn } : {}),
      }
    : null
  const areas = useRentalAreas(query)
  const proposed = areas.data?.school.id === values.school ? areas.data.areas : []
  const ticked = new Set(values.neighbourhoods)
  const matching = proposed.filter((a) => ticked.has(a.name)).reduce((sum, a) => sum + a.leases, 0)
  return { areas, proposed, ticked, matching }
}

/** "12 leases fit your demand now", read out as it changes. */
export function MatchCount({ values }: { values: AreaValues }) {
  const { t } = useTranslation()
  const { matching, areas } = useAreaProposal(values)
  if (!values.school || !areas.data) return null
  return (
    <p className={styles.matches} aria-live="polite">
      {t('ui.rentals.form.matching', { count: matching })}
    </p>
  )
}

/**
 * The school, the commute the student accepts, and the neighbourhoods it reaches (from our transit reference),
 * each with the leases that fit now; choosing a school or a commute ticks every neighbourhood it proposes, and the
 * student unticks the ones they do not want.
 */
export function AreaPicker({
  id,
  values,
  onChange,
  errors,
}: {
  id: string
  values: AreaValues
  onChange: (patch: Partial<AreaValues>) => void
  errors: { school?: string | undefined; location?: string | undefined }
}) {
  const { t, i18n } = useTranslation()
  const schools = useRentalSchools()
  const nameOf = useSchoolName()
  const { areas, proposed, ticked } = useAreaProposal(values)
  const proposalKey = `${values.school}|${values.commuteMode}|${values.commuteMinutes}`
  // The proposal the ticks were last set from: a restored draft or a demand being changed keeps its own ticks.
  const applied = useRef(values.neighbourhoods.length > 0 ? proposalKey : '')

  useEffect(() => {
    const data = areas.data
    if (!data || data.school.id !== values.school || applied.current === proposalKey || areas.isPlaceholderData) return
    applied.current = proposalKey
    onChange({ neighbourhoods: data.areas.map((a) => a.name) })
  }, [areas.data, areas.isPlaceholderData, proposalKey, values.school, onChange])

  const byCity = (city: RentalSchool['city']) => (schools.data ?? []).filter((s) => s.city === city)
  const toggle = (name: string) =>
    onChange({
      neighbourhoods: ticked.has(name)
        ? values.neighbourhoods.filter((n) => n !== name)
        : [...values.neighbourhoods, name],
    })
  const minutesFmt = new Intl.NumberFormat(i18n.language)

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-school`}>
          <span className={styles.label}>{t('ui.rentals.form.school')}</span>
        </label>
        <select
          id={`${id}-school`}
          className={styles.select}
          value={values.school}
          aria-invalid={errors.school ? true : undefined}
          aria-describedby={errors.school ? `${id}-school-error` : undefined}
          onChange={(e) => onChange({ school: e.target.value, neighbourhoods: [] })}
        >
          <option value="">{t('ui.rentals.form.choose')}</option>
          {(['toronto', 'vancouver'] as const).map((city) => (
            <optgroup key={city} label={t(`ui.region.${city}`)}>
              {byCity(city).map((s) => (
                <option key={s.id} value={s.id}>
                  {nameOf(s, s.id)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {errors.school ? (
          <span id={`${id}-school-error`} className={styles.error}>
            {errors.school}
          </span>
        ) : null}
      </div>

      <ChipChoice<CommuteMode>
        id={`${id}-commuteMode`}
        label={t('ui.rentals.form.commuteMode')}
        value={values.commuteMode}
        onChange={(v) => onChange({ commuteMode: v })}
        options={COMMUTE_MODES.map((m) => ({ value: m, label: t(`rental.commute.${m}`) }))}
      />
      <SelectField
        id={`${id}-commuteMinutes`}
        label={t('ui.rentals.form.commuteMinutes')}
        value={String(values.commuteMinutes)}
        onChange={(v) => v && onChange({ commuteMinutes: Number(v) })}
        options={COMMUTE_MINUTE_CHOICES.map((m) => ({
          value: String(m),
          label: t('ui.rentals.form.minutes', { count: m }),
        }))}
      />

      <fieldset
        className={`${styles.field} ${styles.group}`}
        aria-describedby={[errors.location ? `${id}-location-error` : '', `${id}-location-hint`].join(' ').trim()}
      >
        <legend className={styles.label}>{t('ui.rentals.form.areas')}</legend>
        <span id={`${id}-location-hint`} className={styles.hint}>
          {values.school ? t('ui.rentals.form.areasHint') : t('ui.rentals.form.areasChooseSchool')}
        </span>
        {values.school && areas.isError ? (
          <span className={styles.error}>{t('ui.rentals.form.areasFailed')}</span>
        ) : null}
        {values.school && proposed.length === 0 && areas.data && !areas.isPlaceholderData ? (
          <span className={styles.hint}>{t('ui.rentals.form.areasNone')}</span>
        ) : null}
        {proposed.length > 0 ? (
          <ul className={styles.areas}>
            {proposed.map((a, n) => (
              <li key={a.name}>
                <label className={styles.area}>
                  <input
                    id={n === 0 ? `${id}-location` : undefined}
                    type="checkbox"
                    checked={ticked.has(a.name)}
                    onChange={() => toggle(a.name)}
                  />
                  <span className={styles.areaName}>{a.name}</span>
                  <span className={styles.areaMeta}>
                    {t('ui.rentals.form.areaMeta', { minutes: minutesFmt.format(a.minutes), count: a.leases })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.location ? (
          <span id={`${id}-location-error`} className={styles.error}>
            {errors.location}
          </span>
        ) : null}
      </fieldset>
    </>
  )
}
