import type { PreconsSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { CardBadge } from '../../shared/ui/card-badge.tsx'
import { CoverImage } from '../../shared/ui/cover-image.tsx'
import { useFavouriteSlot } from '../../shared/ui/favourite-slot.ts'
import { PhotoCard } from '../../shared/ui/photo-card.tsx'
import styles from './project-card.module.css'
import { projectPath } from './project-paths.ts'
import { ProjectPrice } from './project-price.tsx'
import { ProjectStatusBadge } from './project-status-badge.tsx'
import { usePreconsFormat } from './use-precons-format.ts'

/** One project in a list: rendering with its status, lowest price in dollars and yuan, kind, bedrooms, occupancy. */
export function ProjectCard({
  project,
  share,
  priority,
}: {
  project: PreconsSummary
  share?: boolean
  /** The first card of a list: its picture loads first. */
  priority?: boolean
}) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  const beds =
    project.bedsMin === null || project.bedsMax === null
      ? null
      : project.bedsMin === project.bedsMax
        ? f.beds(project.bedsMin)
        : t('ui.precons.card.beds', { from: f.beds(project.bedsMin), to: f.beds(project.bedsMax) })
  const headingId = `precons-${project.id}`
  // share pages are read-only: no heart there
  const heart = useFavouriteSlot(share ? null : { type: 'precons', id: project.id, name: project.name }, 'card')
  return (
    <PhotoCard
      to={projectPath(project.id, share)}
      headingId={headingId}
      action={heart}
      photo={
        <CoverImage src={project.photo} alt={t('ui.precons.card.photo', { name: project.name })} priority={priority} />
      }
      badges={
        <>
          <ProjectStatusBadge status={project.status} />
          {project.recommend > 0 ? (
            <CardBadge
              label={t(project.recommend === 2 ? 'precons.recommend.2' : 'precons.recommend.1')}
              tone="accent"
            />
          ) : null}
        </>
      }
    >
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          {project.name}
        </h3>
        <ProjectPrice text={f.from(project.minPrice)} amount={project.minPrice} />
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
    </PhotoCard>
  )
}
