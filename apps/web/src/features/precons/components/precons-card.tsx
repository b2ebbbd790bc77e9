import type { PreconsSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../precons.module.css'
import { projectPath } from '../precons-paths.ts'
import { usePreconsFormat } from '../use-precons-format.ts'
import { StatusBadge } from './status-badge.tsx'

/** One project in a list: rendering with its status, lowest price in dollars and yuan, kind, bedrooms, occupancy. */
export function PreconsCard({ project, share }: { project: PreconsSummary; share?: boolean }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  const beds =
    project.bedsMin === null || project.bedsMax === null
      ? null
      : project.bedsMin === project.bedsMax
        ? f.beds(project.bedsMin)
        : t('ui.precons.card.beds', { from: f.beds(project.bedsMin), to: f.beds(project.bedsMax) })
  const headingId = `precons-${project.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <Link to={projectPath(project.id, share)} className={styles.cardLink}>
        <div className={styles.photo}>
          <img
            src={project.photo}
            alt={t('ui.precons.card.photo', { name: project.name })}
            loading="lazy"
            decoding="async"
          />
          <span className={styles.badges}>
            <StatusBadge status={project.status} />
            {project.recommend > 0 ? (
              <span className={styles.badge} data-tone="accent">
                {t(project.recommend === 2 ? 'precons.recommend.2' : 'precons.recommend.1')}
              </span>
            ) : null}
          </span>
        </div>
        <div className={styles.cardBody}>
          <h3 id={headingId} className={styles.cardName}>
            {project.name}
          </h3>
          <p className={styles.price}>{f.from(project.minPrice)}</p>
          <p className={styles.cny}>{f.cny(project.minPrice)}</p>
          <p className={styles.line}>{[t(`precons.type.${project.type}`), beds].filter(Boolean).join(' · ')}</p>
          <p className={styles.line}>
            {t('ui.precons.card.occupancy', {
              occupancy: f.occupancy(project.occupancyYear, project.occupancyQuarter),
            })}
          </p>
          <p className={styles.line}>{[project.neighbourhood, t(`precons.city.${project.city}`)].join(', ')}</p>
          <p className={styles.line}>
            {t('ui.precons.card.by', { builders: project.builders.map((b) => b.name).join(', ') })}
          </p>
        </div>
      </Link>
    </article>
  )
}
