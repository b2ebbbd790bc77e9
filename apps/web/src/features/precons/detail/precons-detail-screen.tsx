import type { PreconsDetail } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PRECONS_PATHS, ProjectPrice, ProjectStatusBadge, usePreconsFormat } from '../../../entities/project/index.ts'
import { DetailTabs } from '../../../shared/ui/detail-tabs.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { usePreconRegistrationSlot } from '../../../shared/ui/precon-registration-slot.ts'
import { usePrecons } from '../api/get-precons.ts'
import { DemoNote, PreconsShareBanner } from '../components/notes.tsx'
import { RecordStates } from '../components/record-states.tsx'
import styles from '../precons.module.css'
import { PreconsGallery } from './gallery.tsx'
import { ActivityTab, AssignTab, DetailTab, RecommendTab, SummaryTab } from './precons-tabs-content.tsx'

const PRECONS_TAB_KEYS = ['detail', 'summary', 'activity', 'recommend', 'assign'] as const
export type PreconsTabKey = (typeof PRECONS_TAB_KEYS)[number]

function Hero({ project }: { project: PreconsDetail }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  return (
    <section className={styles.hero} aria-labelledby="precons-name">
      <span>
        <ProjectStatusBadge status={project.status} />
      </span>
      <h2 id="precons-name" className={styles.heroTitle}>
        {project.name}
      </h2>
      <ProjectPrice
        text={f.range(project.minPrice, project.maxPrice)}
        amount={project.minPrice}
        maxAmount={project.maxPrice}
      />
      <p className={styles.line}>
        {`${project.address} · ${project.neighbourhood}, ${t(`precons.city.${project.city}`)}`}
      </p>
      <p className={styles.line}>
        {t('ui.precons.card.by', { builders: project.builders.map((b) => b.name).join(', ') })}
      </p>
      <dl className={styles.keyFacts} aria-label={t('ui.precons.detail.keyFacts')}>
        <div className={styles.keyFact}>
          <dd>{f.occupancy(project.occupancyYear, project.occupancyQuarter)}</dd>
          <dt>{t('ui.precons.fact.occupancy')}</dt>
        </div>
        <div className={styles.keyFact}>
          <dd>{f.number(project.totalUnits)}</dd>
          <dt>{t('ui.precons.fact.totalUnits')}</dt>
        </div>
        <div className={styles.keyFact}>
          <dd>{f.dollars(project.pricePerSqft)}</dd>
          <dt>{t('ui.precons.fact.pricePerSqft')}</dt>
        </div>
      </dl>
    </section>
  )
}

/** The registration actions of a project page (none on a share page, which is read-only). */
function RegistrationSlot({ project, share }: { project: PreconsDetail; share?: boolean | undefined }) {
  const slot = usePreconRegistrationSlot(
    share
      ? null
      : {
          projectId: project.id,
          projectName: project.name,
          city: project.city,
          pagePath: `${PRECONS_PATHS.detail}?preconsId=${encodeURIComponent(project.id)}`,
        },
  )
  return <>{slot}</>
}

/** A project (`?preconsId=`): renderings, price and key facts, and the five tabs of spec §2. */
export function PreconsDetailScreen({ title, share }: { title: string; share?: boolean }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('preconsId')?.trim() || null
  const record = usePrecons(id)
  const initial = params.get('tab')
  const [tab, setTab] = useState<PreconsTabKey>(PRECONS_TAB_KEYS.find((k) => k === initial) ?? 'detail')
  return (
    <Page title={title} transparent={!share} saveAs={record.data ? { type: 'precons', id: record.data.id } : undefined}>
      {share ? <PreconsShareBanner /> : null}
      <RecordStates
        id={id}
        query={record}
        notFoundTitle={t('ui.precons.detail.notFoundTitle')}
        notFoundText={t('ui.precons.detail.notFoundText')}
      >
        {(project) => (
          <>
            <PreconsGallery photos={project.photos} name={project.name} />
            <div className={styles.sheetArea}>
              <Hero project={project} />
              <RegistrationSlot project={project} share={share} />
              <DetailTabs
                label={title}
                active={tab}
                onChange={setTab}
                tabs={[
                  {
                    key: 'detail',
                    label: t('ui.precons.tab.detail'),
                    content: <DetailTab project={project} share={share} />,
                  },
                  { key: 'summary', label: t('ui.precons.tab.summary'), content: <SummaryTab project={project} /> },
                  { key: 'activity', label: t('ui.precons.tab.activity'), content: <ActivityTab project={project} /> },
                  {
                    key: 'recommend',
                    label: t('ui.precons.tab.recommend'),
                    content: <RecommendTab project={project} />,
                  },
                  { key: 'assign', label: t('ui.precons.tab.assign'), content: <AssignTab project={project} /> },
                ]}
              />
            </div>
            <DemoNote />
          </>
        )}
      </RecordStates>
    </Page>
  )
}
