import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Page } from '../../../shared/ui/page.tsx'
import { PhotoFrame } from '../../../shared/ui/photo-frame.tsx'
import { useBuilder } from '../api/get-builder.ts'
import { DemoNote, PreconsShareBanner } from '../components/notes.tsx'
import { PreconsGrid } from '../components/precons-grid.tsx'
import { RecordStates } from '../components/record-states.tsx'
import styles from '../precons.module.css'

/** A builder (`?builderId=`): who they are and their projects. */
export function BuilderDetailScreen({ title, share }: { title: string; share?: boolean }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('builderId')?.trim() || null
  const record = useBuilder(id)
  return (
    <Page title={title} transparent={!share}>
      {share ? <PreconsShareBanner /> : null}
      <RecordStates
        id={id}
        query={record}
        notFoundTitle={t('ui.precons.builder.notFoundTitle')}
        notFoundText={t('ui.precons.builder.notFoundText')}
      >
        {(builder) => (
          <>
            <PhotoFrame>
              {builder.projects[0] ? (
                <img
                  className={styles.cover}
                  src={builder.projects[0].photo}
                  alt={t('ui.precons.card.photo', { name: builder.projects[0].name })}
                />
              ) : null}
            </PhotoFrame>
            <div className={styles.sheetArea}>
              <section className={styles.hero} aria-labelledby="builder-name">
                <h2 id="builder-name" className={styles.heroTitle}>
                  {builder.name}
                </h2>
                <p className={styles.line}>
                  {[
                    t(`precons.city.${builder.city}`),
                    builder.founded ? t('ui.precons.builder.founded', { year: builder.founded }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {builder.description ? <p className={styles.text}>{builder.description}</p> : null}
                {builder.website ? (
                  <p className={styles.line}>
                    <a href={builder.website} target="_blank" rel="noopener noreferrer">
                      {`${t('ui.precons.builder.website')}: ${builder.website.replace(/^https?:\/\//, '')}`}
                    </a>
                  </p>
                ) : null}
              </section>
              <h3 className={styles.sectionTitle}>
                {t('ui.precons.builder.projects', { count: builder.projects.length })}
              </h3>
              {builder.projects.length === 0 ? (
                <p className={styles.muted}>{t('ui.precons.builder.noProjects')}</p>
              ) : null}
            </div>
            <PreconsGrid items={builder.projects} share={share} label={builder.name} />
            <DemoNote />
          </>
        )}
      </RecordStates>
    </Page>
  )
}
