import type { City } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../showings.module.css'
import { bookableDays, slotOptions } from './slot-options.ts'

export interface SlotPickerProps {
  city: City
  now: Date
  /** "YYYY-MM-DD" in the listing's city, or '' before one is chosen. */
  day: string
  /** "HH:MM" in the listing's city, or ''. */
  time: string
  onDay: (day: string) => void
  onTime: (time: string) => void
  dayError?: string
  timeError?: string
  /** Starts already taken (the agent's confirmed showings, the person's own): offered but not choosable. */
  taken?: readonly string[]
}

/** The viewing date, then its half-hour starts as a group of radio buttons, in the listing's city time. */
export function SlotPicker({ city, now, day, time, onDay, onTime, dayError, timeError, taken = [] }: SlotPickerProps) {
  const { t } = useTranslation()
  const id = useId()
  const range = bookableDays(now, city)
  const options = day ? slotOptions(day, city, now, taken) : []
  const anyTaken = options.some((o) => o.taken)
  const none = day !== '' && options.every((o) => o.disabled)

  return (
    <>
      <p className={styles.hint}>{t('ui.showings.sheet.zone', { zone: t(`ui.showings.zone.${city}`) })}</p>
      <label className={styles.field}>
        <span className={styles.label}>{t('ui.showings.sheet.date')}</span>
        <input
          className={styles.input}
          type="date"
          min={range.min}
          max={range.max}
          value={day}
          aria-invalid={dayError ? true : undefined}
          aria-describedby={dayError ? `${id}-day-error` : undefined}
          onChange={(e) => onDay(e.target.value)}
        />
        {dayError ? (
          <span id={`${id}-day-error`} className={styles.error}>
            {dayError}
          </span>
        ) : null}
      </label>
      <fieldset className={styles.group} aria-describedby={timeError ? `${id}-time-error` : undefined}>
        <legend className={styles.label}>{t('ui.showings.sheet.time')}</legend>
        {day === '' ? <p className={styles.hint}>{t('ui.showings.sheet.dayFirst')}</p> : null}
        {none ? <p className={styles.hint}>{t('ui.showings.sheet.noTimes')}</p> : null}
        {anyTaken && !none ? <p className={styles.hint}>{t('ui.showings.sheet.takenHint')}</p> : null}
        {options.length > 0 ? (
          <div className={styles.slots}>
            {options.map((o) => (
              <label key={o.time} className={styles.slot}>
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={o.time}
                  checked={time === o.time}
                  disabled={o.disabled}
                  aria-label={o.taken ? t('ui.showings.sheet.takenLabel', { time: o.time }) : undefined}
                  onChange={() => onTime(o.time)}
                />
                <span className={o.taken ? styles.taken : undefined}>
                  {o.time}
                  {o.taken ? <small>{t('ui.showings.sheet.taken')}</small> : null}
                </span>
              </label>
            ))}
          </div>
        ) : null}
        {timeError ? (
          <span id={`${id}-time-error`} className={styles.error}>
            {timeError}
          </span>
        ) : null}
      </fieldset>
    </>
  )
}
