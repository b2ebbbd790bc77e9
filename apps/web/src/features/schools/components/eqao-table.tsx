import { EQAO_ASSESSMENTS, type EqaoResult, formatEqaoPercent, schoolYear } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from '../schools.module.css'

/** EQAO results: one row per grade and subject the school writes, one column per school year (newest last). */
export function EqaoTable({ results }: { results: readonly EqaoResult[] }) {
  const { t } = useTranslation()
  const years = [...new Set(results.map((r) => r.year))].sort((a, b) => a - b)
  const rows = EQAO_ASSESSMENTS.filter((a) => results.some((r) => r.grade === a.grade && r.subject === a.subject))
  const value = (grade: number, subject: string, year: number) =>
    results.find((r) => r.grade === grade && r.subject === subject && r.year === year)?.percent ?? null
  const grades = [...new Set(rows.map((r) => r.grade))]
  return (
    <>
      {grades.map((grade) => (
        <table key={grade} className={styles.table}>
          <caption>{t('ui.schools.eqao.grade', { grade })}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.subjectColumn}>
                {t('ui.schools.eqao.subjectHeading')}
              </th>
              {years.map((y) => (
                <th key={y} scope="col" className={styles.yearColumn}>
                  {schoolYear(y)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((r) => r.grade === grade)
              .map((r) => (
                <tr key={`${r.grade}-${r.subject}`}>
                  <th scope="row">{t(`ui.schools.eqao.subject.${r.subject}`)}</th>
                  {years.map((y) => (
                    <td key={y}>{formatEqaoPercent(value(r.grade, r.subject, y))}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </>
  )
}
