import { formatGradeRange, type SchoolSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RatingBadge } from './rating-badge.tsx'
import { toSchoolDetailPath } from './school-paths.ts'
import styles from './school-row.module.css'

/** One school in the list: name, level, language, category and grades, board and address, rating badge. */
export function SchoolRow({ school }: { school: SchoolSummary }) {
  const { t } = useTranslation()
  const grades = formatGradeRange(school.grades)
  const facts = [
    t(`ui.schools.level.${school.level}`),
    t(`ui.schools.language.${school.language}`),
    ...(school.category ? [t(`ui.schools.category.${school.category}`)] : []),
    ...(grades ? [t('ui.schools.gradeRange', { range: grades })] : []),
  ]
  return (
    <Link to={toSchoolDetailPath(school.schoolNumber)} className={styles.row} aria-label={school.name}>
      <div className={styles.rowMain}>
        <h3 className={styles.rowName}>{school.name}</h3>
        <p className={styles.rowLine}>
          {facts.map((fact, i) => (
            <span key={fact}>
              {i > 0 ? ' · ' : ''}
              <span className={styles.nowrap}>{fact}</span>
            </span>
          ))}
        </p>
        <p className={styles.rowLine}>{school.board}</p>
        {school.address ? (
          <p className={styles.rowLine}>
            {school.address}, {t(`ui.schools.city.${school.city}`)}
          </p>
        ) : null}
      </div>
      <RatingBadge rating={school.rating} />
    </Link>
  )
}
