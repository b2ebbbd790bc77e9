import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useListing } from '../api/get-listing.ts'
import { DataNotes } from '../components/data-notes.tsx'
import { ShareBanner } from '../components/share-banner.tsx'
import styles from './listing-detail.module.css'
import { ListingDetailBody } from './listing-detail-body.tsx'

export interface ListingDetailScreenProps {
  title: string
  /** Read-only shared page: no favourite, a banner inviting to open the app. */
  share?: boolean
}

/** A listing's detail screen (`?mlNum=`): gallery, price and status, tabs, similar homes and the board's lines. */
export function ListingDetailScreen({ title, share }: ListingDetailScreenProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const mlNum = params.get('mlNum')?.trim() || null
  const { load, reload } = useListing(mlNum)

  const page = (children: ReactNode) => (
    <Page title={title} transparent={!share}>
      {share ? <ShareBanner /> : null}
      {children}
    </Page>
  )

  if (load.state === 'notFound') {
    return page(
      <div className={styles.stateBox}>
        <EmptyState
          title={t('ui.listing.detail.notFoundTitle')}
          description={t('ui.listing.detail.notFoundText')}
          action={
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/')}>
              {t('ui.shell.goHome')}
            </Button>
          }
        />
      </div>,
    )
  }
  if (load.state === 'failed') {
    return page(
      <div className={styles.stateBox}>
        <EmptyState
          variant="disconnected"
          title={t('ui.listing.detail.failedTitle')}
          description={t('ui.listing.detail.failedText')}
          action={
            <Button color="primary" shape="rounded" onClick={reload}>
              {t('ui.listing.list.retry')}
            </Button>
          }
        />
      </div>,
    )
  }
  if (load.state === 'loading') return page(<PageLoading />)
  const shown = load.listing

  return page(
    <>
      <ListingDetailBody listing={shown} onVowAccepted={reload} share={share} initialTab={params.get('tab')} />
      <DataNotes brokerage={shown.brokerage} dataUpdatedAt={shown.updatedAt} />
    </>,
  )
}
