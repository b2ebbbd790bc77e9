import { Button, Dialog, SwipeAction, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { deleteBrowseHistory } from '../api/delete-browse-history.ts'
import { getBrowseHistory, type ViewedListing } from '../api/get-browse-history.ts'
import { LIST_PATHS } from '../listing-paths.ts'
import styles from './browse-history.module.css'
import { BrowseRow } from './browse-row.tsx'

type Load = { state: 'loading' } | { state: 'ready'; items: ViewedListing[] } | { state: 'failed' }

/** The signed-in person's browsing history: newest first, swipe a row to remove it, or clear all. */
export function BrowseHistoryScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    void generation
    const controller = new AbortController()
    getBrowseHistory(controller.signal).then(
      (items) => setLoad({ state: 'ready', items }),
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' })
      },
    )
    return () => controller.abort()
  }, [generation])

  const items = load.state === 'ready' ? load.items : []

  const remove = async (mlNum: string) => {
    try {
      await deleteBrowseHistory(mlNum)
      setLoad({ state: 'ready', items: items.filter((item) => item.mlNum !== mlNum) })
      Toast.show({ content: t('ui.listing.browse.removed') })
    } catch {
      Toast.show({ content: t('ui.listing.browse.deleteFailed') })
    }
  }

  const clearAll = async () => {
    const confirmed = await Dialog.confirm({
      content: t('ui.listing.browse.clearConfirm'),
      confirmText: t('ui.listing.browse.clearOk'),
      cancelText: t('ui.listing.browse.cancel'),
    })
    if (!confirmed) return
    try {
      await deleteBrowseHistory()
      setLoad({ state: 'ready', items: [] })
    } catch {
      Toast.show({ content: t('ui.listing.browse.deleteFailed') })
    }
  }

  const clearButton =
    items.length > 0 ? (
      <button type="button" className={styles.clearAll} onClick={() => void clearAll()}>
        {t('ui.listing.browse.clearAll')}
      </button>
    ) : null

  return (
    <Page title={title} right={clearButton}>
      {load.state === 'loading' ? <PageLoading /> : null}
      {load.state === 'failed' ? (
        <EmptyState
          variant="disconnected"
          title={t('ui.listing.browse.failed')}
          action={
            <Button color="primary" shape="rounded" onClick={() => setGeneration((n) => n + 1)}>
              {t('ui.listing.list.retry')}
            </Button>
          }
        />
      ) : null}
      {load.state === 'ready' && items.length === 0 ? (
        <EmptyState
          title={t('ui.listing.browse.emptyTitle')}
          description={t('ui.listing.browse.emptyText')}
          action={
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(LIST_PATHS.saleCondo)}>
              {t('ui.listing.browse.findHomes')}
            </Button>
          }
        />
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.mlNum}>
              <SwipeAction
                rightActions={[
                  {
                    key: 'remove',
                    text: t('ui.listing.browse.remove'),
                    color: 'danger',
                    onClick: () => void remove(item.mlNum),
                  },
                ]}
              >
                <BrowseRow listing={item} onRemove={() => void remove(item.mlNum)} />
              </SwipeAction>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  )
}
