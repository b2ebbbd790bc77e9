import { formatGradeRange, type SchoolSummary } from '@maplenest/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFavouriteSlot } from '../../shared/ui/favourite-slot.ts'
import { RatingBadge } from './rating-badge.tsx'
import { toSchoolDetailPath } from './school-paths.ts'
import styles from './school-row.module.css'

/** One school in the list: name, level, language, category and grades, board and address, rating badge. */
export function SchoolRow({ school }: { school: SchoolSummary }) {
  const { t } = useTranslation()
  const nameId = useId()
  const grades = formatGradeRange(school.grades)
  const heart = useFavouriteSlot({ type: 'school', id: school.schoolNumber, name: school.name }, 'card')
  const facts = [
    t(`ui.schools.level.${school.level}`),
    t(`ui.schools.language.${school.language}`),
    ...(school.category ? [t(`ui.schools.category.${school.category}`)] : []),
    ...(grades ? [t('ui.schools.gradeRange', { range: grades })] : []),
  ]
  return (
    // The link is the name, stretched over the whole row: the row opens the school, and the link's name is what it
    // shows (an aria-label of the name alone would hide the facts a screen reader reads in the row).
    <article className={styles.row} aria-labelledby={nameId}>
      <div className={styles.rowMain}>
        <h3 className={styles.rowName} id={nameId}>
          <Link to={toSchoolDetailPath(school.schoolNumber)} className={styles.rowLink}>
            {school.name}
          </Link>
        </h3>
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
      <div className={styles.rowSide}>
        <RatingBadge rating={school.rating} />
        {/* above the stretched link, so a tap on the heart saves and does not open the school */}
        {heart ? <div className={styles.rowAction}>{heart}</div> : null}
      </div>
    </article>
  )
}
