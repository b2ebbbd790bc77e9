import type { LayoutDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ListingCard } from '../../../entities/listing/index.ts'
import { PRECONS_PATHS, ProjectPrice, projectPath, usePreconsFormat } from '../../../entities/project/index.ts'
import { FactList } from '../../../shared/ui/fact-list.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { PhotoFrame } from '../../../shared/ui/photo-frame.tsx'
import { usePreconRegistrationSlot } from '../../../shared/ui/precon-registration-slot.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import { useLayout } from '../api/get-layout.ts'
import { DemoNote, PreconsShareBanner } from '../components/notes.tsx'
import { RecordStates } from '../components/record-states.tsx'
import styles from '../precons.module.css'

/** The registration actions of a floor-plan page, about its project and the plan (none on a share page). */
function RegistrationSlot({ layout, share }: { layout: LayoutDetail; share?: boolean | undefined }) {
  const slot = usePreconRegistrationSlot(
    share
      ? null
      : {
          projectId: layout.project.id,
          projectName: layout.project.name,
          city: layout.project.city,
          layout: { id: layout.id, name: layout.name },
          pagePath: `${PRECONS_PATHS.layout}?layoutId=${encodeURIComponent(layout.id)}`,
        },
  )
  return <>{slot}</>
}

/** A floor plan (`?layoutId=`): the plan, size, price, exposure, its project and the listings of that plan. */
export function LayoutDetailScreen({ title, share }: { title: string; share?: boolean }) {
  const { t } = useTranslation()
  const f = usePreconsFormat()
  const [params] = useSearchParams()
  const id = params.get('layoutId')?.trim() || null
  const record = useLayout(id)
  return (
    <Page title={title} transparent={!share} saveAs={record.data ? { type: 'layout', id: record.data.id } : undefined}>
      {share ? <PreconsShareBanner /> : null}
      <RecordStates
        id={id}
        query={record}
        notFoundTitle={t('ui.precons.layout.notFoundTitle')}
        notFoundText={t('ui.precons.layout.notFoundText')}
      >
        {(layout) => (
          <>
            <PhotoFrame>
              <img className={styles.plan} src={layout.plan} alt={t('ui.precons.layout.plan', { name: layout.name })} />
            </PhotoFrame>
            <div className={styles.sheetArea}>
              <section className={styles.hero} aria-labelledby="layout-name">
                <h2 id="layout-name" className={styles.heroTitle}>
                  {`${layout.name} · ${f.beds(layout.beds, layout.den)}`}
                </h2>
                <ProjectPrice text={f.dollars(layout.price)} amount={layout.price} />
                <p className={styles.line}>{layout.project.name}</p>
              </section>
              <RegistrationSlot layout={layout} share={share} />
              <FactList
                title={t('ui.precons.detail.keyFacts')}
                facts={[
                  { label: t('ui.precons.layout.bedrooms'), value: f.beds(layout.beds, layout.den) },
                  { label: t('ui.precons.layout.baths'), value: f.number(layout.baths) },
                  {
                    label: t('ui.precons.layout.size'),
                    value: t('ui.precons.layouts.size', { sqft: f.number(layout.sqft) }),
                  },
                  {
                    label: t('ui.precons.layout.exposure'),
                    value: layout.exposure ? f.exposure(layout.exposure) : null,
                  },
                  { label: t('ui.precons.layout.price'), value: f.dollars(layout.price) },
                  { label: t('ui.precons.fact.pricePerSqft'), value: f.perSqft(layout.pricePerSqft) },
                  {
                    label: t('ui.precons.layout.availability'),
                    value: layout.available ? t('ui.precons.layout.available') : t('ui.precons.layouts.soldOut'),
                  },
                  {
                    label: t('ui.precons.layout.project'),
                    value: <Link to={projectPath(layout.project.id, share)}>{layout.project.name}</Link>,
                  },
                  {
                    label: t('ui.precons.fact.occupancy'),
                    value: f.occupancy(layout.project.occupancyYear, layout.project.occupancyQuarter),
                  },
                ]}
              />
              <SectionCard title={t('ui.precons.layout.listings')} titleId="layout-listings">
                {layout.listings.length === 0 ? (
                  <p className={styles.muted}>{t('ui.precons.layout.noListings')}</p>
                ) : (
                  <ul className={styles.listingGrid}>
                    {layout.listings.map((listing) => (
                      <li key={listing.mlNum}>
                        <ListingCard listing={listing} share={share} />
                      </li>
                    ))}
                  </ul>
                )}
              </SectionCard>
            </div>
            <DemoNote />
          </>
        )}
      </RecordStates>
    </Page>
  )
}
