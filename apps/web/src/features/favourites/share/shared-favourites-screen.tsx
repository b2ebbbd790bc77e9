import type { Locale } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { LIST_PATHS } from '../../../entities/listing/index.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useFavouriteShare } from '../api/get-share.ts'
import { FavouriteRow } from '../collect/favourite-row.tsx'
import styles from '../collect/favourites.module.css'

/** A revoked, unknown or malformed link: all the same to the reader, who learns only that it is gone. */
const isGone = (error: unknown) => isApiError(error) && (error.code === 404 || error.code === 400)

function Gone() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <EmptyState
      title={t('favourite.share.gone')}
      description={t('favourite.share.goneHint')}
      action={
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(LIST_PATHS.saleCondo)}>
          {t('favourite.share.browse')}
        </Button>
      }
    />
  )
}

function SharedList({ token }: { token: string }) {
  const { t, i18n } = useTranslation()
  const share = useFavouriteShare(token)
  const format = new Intl.DateTimeFormat(i18n.language as Locale, { dateStyle: 'medium' })
  return (
    <LoadState
      query={share}
      loading={<PageLoading />}
      failed={{ title: t('favourite.error'), retry: t('favourite.retry') }}
      notFound={<Gone />}
      isNotFound={isGone}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={t('favourite.share.allGone')} />}
    >
      {(data) => (
        <>
          <p className={styles.intro}>{t('favourite.share.intro', { date: format.format(new Date(data.sharedAt)) })}</p>
          <ul className={styles.list} aria-label={t('favourite.share.readOnly')}>
            {data.items.map((item) => (
              <li key={`${item.type}:${item.targetId}`}>
                <FavouriteRow item={item} share />
              </li>
            ))}
          </ul>
        </>
      )}
    </LoadState>
  )
}

/**
 * collect/share/collect-share?token=…: someone's shared favourites, read-only, for anyone with the link (signed
 * in or not), each with its price and status now and a link to its detail.
 */
export function SharedFavouritesScreen({ title, token }: { title: string; token: string | null }) {
  return <Page title={title}>{token ? <SharedList token={token} /> : <Gone />}</Page>
}
