import type { ScheduleYear as Year } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import { ChevronIcon } from './chevron-icon.tsx'
import styles from './schedule.module.css'

export interface ScheduleYearProps {
  year: Year
  open: boolean
  onToggle: () => void
}

/** One year of the schedule: its totals, and when opened, each of its payments. */
export function ScheduleYear({ year, open, onToggle }: ScheduleYearProps) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const detailId = `schedule-year-${year.year}`
  return (
    <tbody className={open ? styles.yearOpen : undefined}>
      <tr className={styles.yearRow}>
        <th scope="row" className={styles.yearCell}>
          <button
            type="button"
            className={styles.yearButton}
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            aria-label={
              open
                ? t('ui.mortgage.schedule.hideYear', { year: year.year })
                : t('ui.mortgage.schedule.showYear', { year: year.year })
            }
            onClick={onToggle}
          >
            <span className={styles.yearNumber}>{money.number(year.year, 0)}</span>
            <ChevronIcon open={open} />
          </button>
        </th>
        <td>{money.cad(year.interest)}</td>
        <td>{money.cad(year.principal)}</td>
        <td>{money.cad(year.closingBalance)}</td>
      </tr>
      {open ? (
        <tr id={detailId} className={styles.detailRow}>
          <td colSpan={4}>
            <table className={styles.periods}>
              <thead>
                <tr>
                  <th scope="col">{t('ui.mortgage.schedule.paymentNumber')}</th>
                  <th scope="col">{t('ui.mortgage.schedule.interest')}</th>
                  <th scope="col">{t('ui.mortgage.schedule.principal')}</th>
                  <th scope="col">{t('ui.mortgage.schedule.closingBalance')}</th>
                </tr>
              </thead>
              <tbody>
                {year.periods.map((period) => (
                  <tr key={period.number}>
                    <th scope="row">{money.number(period.number, 0)}</th>
                    <td>{money.cad(period.interest)}</td>
                    <td>{money.cad(period.principal)}</td>
                    <td>{money.cad(period.closingBalance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </td>
        </tr>
      ) : null}
    </tbody>
  )
}
