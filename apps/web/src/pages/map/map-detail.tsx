import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useListing } from '../../features/listings/index.ts'
import { ListingMapScreen } from '../../features/map/index.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { Page } from '../../shared/ui/page.tsx'

/** /pages/map/map-detail?mlNum=: the map opened on one listing, with its card. */
export default function MapDetailPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const mlNum = params.get('mlNum')?.trim() || null
  const listing = useListing(mlNum)
  const title = t('route.map-detail')
  if (listing.data) return <ListingMapScreen title={title} focus={listing.data} />
  const notFound = !mlNum || (isApiError(listing.error) && listing.error.code === 404)
  return (
    <Page title={title} transparent>
      {!notFound && listing.isPending ? (
        <PageLoading />
      ) : !notFound ? (
        <EmptyState
          variant="disconnected"
          title={t('ui.map.sheet.failed')}
          action={
            <Button color="primary" shape="rounded" onClick={() => void listing.refetch()}>
              {t('ui.map.retry')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('ui.map.detail.notFound')}
          description={t('ui.map.detail.notFoundHint')}
          action={
            <Link to="/pages/map/map">
              <Button color="primary" shape="rounded">
                {t('ui.map.detail.browse')}
              </Button>
            </Link>
          }
        />
      )}
    </Page>
  )
}
