import type { SavedSearch } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { confirmDialog, showToast } from '../../../shared/ui/overlays.ts'
import { Page } from '../../../shared/ui/page.tsx'
import { useSavedSearches } from '../api/get-saved-searches.ts'
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-search-writes.ts'
import { failureReason } from '../failure-reason.ts'
import { OPEN_PARAM } from '../saved-search-paths.ts'
import styles from '../saved-searches.module.css'
import { BROWSE_PATH } from './opened-search-href.ts'
import { SavedSearchRow } from './saved-search-row.tsx'
import { useOpenSavedSearch } from './use-open-saved-search.ts'

const SaveSearchSheet = lazy(() =>
  import('../save/save-search-sheet.tsx').then((m) => ({ default: m.SaveSearchSheet })),
)

/**
 * The person's saved searches, each opened with a tap (as a list, or on the map for a drawn area) and changed,
 * paused or deleted from its row; `?open=<id>` (a notice's link) opens that search at once. With none yet, what
 * saving a search does and how.
 */
export function SavedSearchesScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const searches = useSavedSearches()
  const updating = useUpdateSavedSearch()
  const deleting = useDeleteSavedSearch()
  const { open, opening } = useOpenSavedSearch()
  const [editing, setEditing] = useState<SavedSearch | null>(null)
  const [params, setParams] = useSearchParams()
  const openId = params.get(OPEN_PARAM)
  const opened = useRef<string | null>(null)

  // A notice's link: the address loses `open` first, so that coming back from the search shows this list.
  useEffect(() => {
    if (!openId || opened.current === openId) return
    opened.current = openId
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        next.delete(OPEN_PARAM)
        return next
      },
      { replace: true },
    )
    void open(openId)
  }, [openId, open, setParams])

  const togglePause = async (search: SavedSearch) => {
    try {
      await updating.mutateAsync({ id: search.id, paused: !search.paused })
      showToast({ content: t(search.paused ? 'ui.savedSearch.toast.resumed' : 'ui.savedSearch.toast.paused') })
    } catch (error) {
      showToast({ content: failureReason(error, t('ui.savedSearch.toast.failed')) })
    }
  }

  const remove = async (search: SavedSearch) => {
    const agreed = await confirmDialog({
      title: t('ui.savedSearch.delete.title'),
      content: t('ui.savedSearch.delete.text', { name: search.name }),
      confirmText: t('ui.savedSearch.delete.confirm'),
      cancelText: t('ui.savedSearch.delete.cancel'),
    })
    if (!agreed) return
    try {
      await deleting.mutateAsync(search.id)
      showToast({ content: t('savedSearch.api.deleted') })
    } catch (error) {
      showToast({ content: failureReason(error, t('ui.savedSearch.toast.failed')) })
    }
  }

  return (
    <Page title={title}>
      <LoadState
        query={searches}
        loading={<PageLoading />}
        failed={{ title: t('ui.savedSearch.list.failed'), retry: t('ui.savedSearch.list.retry') }}
        isEmpty={(list) => list.items.length === 0}
        empty={
          <EmptyState
            title={t('ui.savedSearch.list.emptyTitle')}
            description={t('ui.savedSearch.list.emptyText')}
            action={
              <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(BROWSE_PATH)}>
                {t('ui.savedSearch.list.browse')}
              </Button>
            }
          />
        }
      >
        {(list) => (
          <ul className={styles.list}>
            {list.items.map((search) => (
              <li key={search.id}>
                <SavedSearchRow
                  search={search}
                  opening={opening === search.id}
                  onOpen={() => void open(search.id)}
                  onEdit={() => setEditing(search)}
                  onPause={() => void togglePause(search)}
                  onDelete={() => void remove(search)}
                />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {editing ? (
        <Suspense fallback={null}>
          <SaveSearchSheet key={editing.id} visible onClose={() => setEditing(null)} search={editing} />
        </Suspense>
      ) : null}
    </Page>
  )
}
