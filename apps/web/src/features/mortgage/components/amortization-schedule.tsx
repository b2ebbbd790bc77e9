import type { Schedule } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoneyFormat } from '../use-money-format.ts'
import styles from './schedule.module.css'
import { ScheduleYear } from './schedule-year.tsx'

/** The schedule year by year (interest, principal, balance), each year opening to its payments. */
export function AmortizationSchedule({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation()
  const money = useMoneyFormat()
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (year: number) =>
    setOpenYears((current) => {
      const next = new Set(current)
      if (!next.delete(year)) next.add(year)
      return next
    })

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('ui.mortgage.schedule.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ui.mortgage.schedule.year')}</th>
            <th scope="col">{t('ui.mortgage.schedule.interest')}</th>
            <th scope="col">{t('ui.mortgage.schedule.principal')}</th>
            <th scope="col">{t('ui.mortgage.schedule.closingBalance')}</th>
          </tr>
        </thead>
        {schedule.years.map((year) => (
          <ScheduleYear
            key={year.year}
            year={year}
            open={openYears.has(year.year)}
            onToggle={() => toggle(year.year)}
          />
        ))}
        <tfoot>
          <tr>
            <th scope="row">{t('ui.mortgage.schedule.total')}</th>
            <td>{money.cad(schedule.totals.interest)}</td>
            <td>{money.cad(schedule.totals.principal)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
