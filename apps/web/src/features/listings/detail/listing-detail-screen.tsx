import { Button } from 'antd-mobile'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useAgentApp } from '../../../shared/agent-app/agent-app-store.ts'
import { logUsage } from '../../../shared/agent-app/log-usage.ts'
import { useListingShare } from '../../../shared/agent-app/use-listing-share.tsx'
import { useCompareDock } from '../../../shared/ui/compare-slot.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { ShareBanner } from '../../../shared/ui/share-banner.tsx'
import { useListing } from '../api/get-listing.ts'
import { DataNotes } from '../components/data-notes.tsx'
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
  const listing = useListing(mlNum)
  const dock = useCompareDock()
  const shownMlNum = listing.data?.mlNum
  const agentApp = useAgentApp()
  const sharing = useListingShare(shownMlNum, title)
  // A view of the listing, once it is shown (spec §3 usage log; in an agent's app, the agent's timeline and alerts).
  useEffect(() => {
    if (shownMlNum && !share) logUsage(`view:${shownMlNum}`)
  }, [shownMlNum, share])

  const page = (children: ReactNode) => (
    <Page
      title={title}
      transparent={!share}
      saveAs={listing.data ? { type: 'listing', id: listing.data.mlNum } : undefined}
      onShare={sharing.onShare}
    >
      {share ? (
        <ShareBanner
          text={
            agentApp?.appname
              ? t('ui.agentApp.share.banner', { appName: agentApp.appname })
              : t('ui.listing.share.banner')
          }
          openLabel={t('ui.listing.share.open')}
        />
      ) : null}
      {children}
      {sharing.sheet}
      {share ? null : dock}
    </Page>
  )

  const notFound = (
    <EmptyState
      title={t('ui.listing.detail.notFoundTitle')}
      description={t('ui.listing.detail.notFoundText')}
      action={
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate('/')}>
          {t('ui.shell.goHome')}
        </Button>
      }
    />
  )
  if (!mlNum) return page(<div className={styles.stateBox}>{notFound}</div>)

  return page(
    <LoadState
      query={listing}
      loading={<PageLoading />}
      failed={{
        title: t('ui.listing.detail.failedTitle'),
        text: t('ui.listing.detail.failedText'),
        retry: t('ui.listing.list.retry'),
      }}
      notFound={notFound}
      boxClassName={styles.stateBox}
    >
      {(shown) => (
        <>
          <ListingDetailBody listing={shown} share={share} initialTab={params.get('tab')} />
          <DataNotes brokerage={shown.brokerage} dataUpdatedAt={shown.updatedAt} />
        </>
      )}
    </LoadState>,
  )
}
