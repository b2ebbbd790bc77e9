import { calculateDepositSchedule, type PreconsDetail, todayIn } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { usePreconsFormat } from '../../../entities/project/index.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from '../precons.module.css'

/**
 * The deposit structure worked out for the project's lowest price, signed today: due dates and amounts. Today is the
 * calendar day on the project's clock (after 19:00 in Toronto the UTC date is already the next day).
 */
export function DepositTable({ project, today }: { project: PreconsDetail; today: Date }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  if (project.deposits.length === 0) return null
  const signedOn = new Date(`${todayIn(project.city, today)}T00:00:00Z`)
  const schedule = calculateDepositSchedule(project.deposits, project.minPrice, signedOn)
  const due = (row: (typeof schedule.rows)[number], days: number | null) =>
    row.onOccupancy
      ? t('ui.precons.deposit.onOccupancy')
      : days === 0
        ? t('ui.precons.deposit.onSigning')
        : `${t('ui.precons.deposit.inDays', { count: days ?? 0 })} · ${f.date(row.dueDate!)}`
  return (
    <SectionCard title={t('ui.precons.deposit.title')} titleId="precons-deposits">
      <p className={styles.muted}>
        {t('ui.precons.deposit.example', { price: f.dollars(project.minPrice), date: f.date(signedOn.toISOString()) })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('ui.precons.deposit.due')}</th>
            <th scope="col">{t('ui.precons.deposit.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: deposit steps are an ordered list without ids
            <tr key={i}>
              <td>{due(row, project.deposits[i]?.dueDays ?? null)}</td>
              <td>{`${f.dollars(row.amount)} (${t('ui.precons.deposit.percent', { percent: row.percent })})`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.tableNote}>
        {t('ui.precons.deposit.total', {
          amount: f.dollars(schedule.total),
          percent: t('ui.precons.deposit.percent', { percent: schedule.totalPercent }),
        })}
      </p>
    </SectionCard>
  )
}
