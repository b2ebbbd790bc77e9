import { Button, Dialog, SwipeAction, Toast } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { LIST_PATHS } from '../../../entities/listing/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useDeleteBrowseHistory } from '../api/delete-browse-history.ts'
import { useBrowseHistory } from '../api/get-browse-history.ts'
import styles from './browse-history.module.css'
import { BrowseRow } from './browse-row.tsx'

/** The signed-in person's browsing history: newest first, swipe a row to remove it, or clear all. */
export function BrowseHistoryScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const history = useBrowseHistory()
  const deleting = useDeleteBrowseHistory()
  const items = history.data ?? []

  const remove = async (mlNum: string) => {
    try {
      await deleting.mutateAsync(mlNum)
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
      await deleting.mutateAsync(undefined)
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
      <LoadState
        query={history}
        loading={<PageLoading />}
        failed={{ title: t('ui.listing.browse.failed'), retry: t('ui.listing.list.retry') }}
        isEmpty={(found) => found.length === 0}
        empty={
          <EmptyState
            title={t('ui.listing.browse.emptyTitle')}
            description={t('ui.listing.browse.emptyText')}
            action={
              <Button
                color="primary"
                fill="outline"
                shape="rounded"
                onClick={() => void navigate(LIST_PATHS.saleCondo)}
              >
                {t('ui.listing.browse.findHomes')}
              </Button>
            }
          />
        }
      >
        {(found) => (
          <ul className={styles.list}>
            {found.map((item) => (
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
        )}
      </LoadState>
    </Page>
  )
}
