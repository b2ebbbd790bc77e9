import { cityTimeZone, formatDateTime, type PreconsDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { builderPath, usePreconsFormat } from '../../../entities/project/index.ts'
import { usePageNow } from '../../../shared/time/page-clock.ts'
import { FactList } from '../../../shared/ui/fact-list.tsx'
import { showToast } from '../../../shared/ui/overlays.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import styles from '../precons.module.css'
import { DepositTable } from './deposit-table.tsx'
import { LayoutGroups } from './layout-groups.tsx'

/** Detail tab: the project's facts, the deposit schedule and the floor plans by bedrooms. */
export function DetailTab({ project, share }: { project: PreconsDetail; share?: boolean }) {
  const { t } = useTranslation()
  const today = usePageNow()
  const f = usePreconsFormat()
  const notOffered = t('ui.precons.fact.notOffered')
  const devFee = project.developmentFeeIncluded
    ? t('ui.precons.devFee.included')
    : project.developmentFeeCap !== null
      ? t('ui.precons.devFee.capped', { amount: f.dollars(project.developmentFeeCap) })
      : t('ui.precons.devFee.uncapped')
  return (
    <>
      <FactList
        title={t('ui.precons.detail.keyFacts')}
        facts={[
          { label: t('ui.precons.fact.status'), value: t(`precons.status.${project.status}`) },
          { label: t('ui.precons.fact.type'), value: t(`precons.type.${project.type}`) },
          { label: t('ui.precons.fact.totalUnits'), value: f.number(project.totalUnits) },
          { label: t('ui.precons.fact.stories'), value: f.number(project.stories) },
          {
            label: t('ui.precons.fact.occupancy'),
            value: f.occupancy(project.occupancyYear, project.occupancyQuarter),
          },
          { label: t('ui.precons.fact.ownership'), value: t(`precons.ownership.${project.ownership}`) },
          {
            label: t('ui.precons.fact.builders'),
            value: (
              <span className={styles.builderLinks}>
                {project.builders.map((b) => (
                  <Link key={b.id} to={builderPath(b.id, share)}>
                    {b.name}
                  </Link>
                ))}
              </span>
            ),
          },
          { label: t('ui.precons.fact.salesCompany'), value: project.salesCompany ?? t('ui.precons.fact.unknown') },
          { label: t('ui.precons.fact.developmentFee'), value: devFee },
          {
            label: t('ui.precons.fact.maintenanceFee'),
            value:
              project.maintenanceCentsPerSqft === null ? notOffered : f.maintenance(project.maintenanceCentsPerSqft),
          },
          { label: t('ui.precons.fact.price'), value: f.range(project.minPrice, project.maxPrice) },
          { label: t('ui.precons.fact.pricePerSqft'), value: f.perSqft(project.pricePerSqft) },
          {
            label: t('ui.precons.fact.parkingPrice'),
            value: project.parkingPrice === null ? notOffered : f.dollars(project.parkingPrice),
          },
          {
            label: t('ui.precons.fact.storagePrice'),
            value: project.storagePrice === null ? notOffered : f.dollars(project.storagePrice),
          },
          { label: t('ui.precons.fact.address'), value: `${project.address}, ${t(`precons.city.${project.city}`)}` },
          { label: t('ui.precons.fact.station'), value: project.nearStation },
          { label: t('ui.precons.fact.launch'), value: f.date(project.launchDate) },
        ]}
      />
      <DepositTable project={project} today={today} />
      <LayoutGroups groups={project.layoutGroups} share={share} />
    </>
  )
}

/** Summary tab: what the project is, and its facilities. */
export function SummaryTab({ project }: { project: PreconsDetail }) {
  const { t } = useTranslation()
  return (
    <>
      <SectionCard title={t('ui.precons.summary.title')}>
        <p className={styles.text}>{project.summary}</p>
      </SectionCard>
      <SectionCard title={t('ui.precons.summary.facilities')}>
        {project.facilities.length === 0 ? (
          <p className={styles.muted}>{t('ui.precons.summary.noFacilities')}</p>
        ) : (
          <ul className={styles.pills}>
            {project.facilities.map((code) => (
              <li key={code} className={styles.pill}>
                {t(`precons.facility.${code}`)}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  )
}

/** Activity tab: live and recorded sales events; a live room opens only from the mini-program (spec §8). */
export function ActivityTab({ project }: { project: PreconsDetail }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  return (
    <SectionCard title={t('ui.precons.tab.activity')}>
      {project.activities.length === 0 ? (
        <p className={styles.muted}>{t('ui.precons.activity.empty')}</p>
      ) : (
        <ul className={styles.events}>
          {project.activities.map((event) => (
            <li key={event.id} className={styles.event}>
              <span className={styles.eventText}>
                <span className={styles.layoutName}>
                  {`${t(`precons.activity.kind.${event.kind}`)} · ${t(`precons.activity.topic.${event.topic}`)}`}
                </span>
                <span className={styles.line}>
                  {t('ui.precons.activity.when', {
                    date: formatDateTime(event.startsAt, f.locale, cityTimeZone(project.city)),
                    minutes: event.durationMin,
                  })}
                </span>
              </span>
              <span className={styles.eventAction}>
                {event.kind === 'live' ? (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => showToast({ content: t('ui.precons.activity.liveOnly') })}
                  >
                    {t('ui.precons.activity.join')}
                  </button>
                ) : (
                  <a className={styles.linkButton} href={event.url} target="_blank" rel="noopener noreferrer">
                    {t('ui.precons.activity.watch')}
                  </a>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/** Recommend tab: the recommend type (spec §3: normal, top, forced) and the featured conditions. */
export function RecommendTab({ project }: { project: PreconsDetail }) {
  const { t } = useTranslation()
  const type = project.recommend === 2 ? 2 : project.recommend === 1 ? 1 : 0
  return (
    <>
      <FactList
        title={t('ui.precons.recommend.type')}
        facts={[{ label: t('ui.precons.recommend.level'), value: t(`precons.recommend.${type}`) }]}
      >
        <p className={styles.muted}>{t(`ui.precons.recommend.explain.${type}`)}</p>
      </FactList>
      <SectionCard title={t('ui.precons.recommend.conditions')}>
        {project.highlights.length === 0 ? (
          <p className={styles.muted}>{t('ui.precons.recommend.none')}</p>
        ) : (
          <ul className={styles.pills}>
            {project.highlights.map((code) => (
              <li key={code} className={styles.pill}>
                {t(`precons.highlight.${code}`)}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  )
}

/** Assign tab: whether a buyer may assign the purchase before closing, at what fees, on what terms. */
export function AssignTab({ project }: { project: PreconsDetail }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  const { assignment } = project
  const fee = (amount: number | null) =>
    amount === null ? null : amount === 0 ? t('ui.precons.assign.noFee') : f.dollars(amount)
  return (
    <>
      <FactList
        title={t('ui.precons.tab.assign')}
        facts={[
          {
            label: t('ui.precons.assign.status'),
            value: assignment.allowed ? t('ui.precons.assign.allowed') : t('ui.precons.assign.notAllowed'),
          },
          { label: t('ui.precons.assign.fee'), value: fee(assignment.fee) },
          { label: t('ui.precons.assign.legalFee'), value: fee(assignment.legalFee) },
        ]}
      />
      <SectionCard title={t('ui.precons.assign.terms')}>
        {assignment.terms.length === 0 ? (
          <p className={styles.muted}>{t('ui.precons.assign.noTerms')}</p>
        ) : (
          <ul className={styles.pills}>
            {assignment.terms.map((code) => (
              <li key={code} className={styles.pill}>
                {t(`precons.assignmentTerm.${code}`)}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  )
}
