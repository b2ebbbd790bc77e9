import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { LoadState } from '../../shared/ui/load-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import prose from '../../shared/ui/prose.module.css'
import styles from './banners.module.css'
import { bannerQuery } from './banners-api.ts'

/** The text view's content for a banner: its title and the administrator's text, paragraph by paragraph. */
export function BannerText({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  const banner = useQuery(bannerQuery(id, i18n.language))
  return (
    <LoadState
      query={banner}
      loading={<PageLoading />}
      failed={{ title: t('ui.textview.failed.title'), retry: t('ui.textview.failed.retry') }}
      notFound={<EmptyState title={t('ui.textview.gone.title')} description={t('ui.textview.gone.description')} />}
    >
      {(data) => (
        <article className={`${prose.prose} ${styles.text}`}>
          <h1>{data.title}</h1>
          {data.subtitle ? <p className={prose.lead}>{data.subtitle}</p> : null}
          {data.text.split(/\n{2,}/).map((para) => (
            <p key={para.slice(0, 48)}>{para}</p>
          ))}
        </article>
      )}
    </LoadState>
  )
}
