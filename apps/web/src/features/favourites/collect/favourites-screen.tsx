import {
  FAVOURITE_SORTS,
  FAVOURITE_TYPES,
  type FavouriteItem,
  type FavouriteSort,
  type FavouriteType,
} from '@maplenest/core'
import { Button, SwipeAction, Tabs } from 'antd-mobile'
import { useLayoutEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { LIST_PATHS } from '../../../entities/listing/index.ts'
import { useSessionUser } from '../../../shared/session/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { PagedList } from '../../../shared/ui/paged-list.tsx'
import { useFavourites } from '../api/get-favourites.ts'
import { useToggleFavourite } from '../api/toggle-favourite.ts'
import { MyShares } from '../share/my-shares.tsx'
import { ShareBar } from '../share/share-bar.tsx'
import { type ShareSelection, useShareSelection } from '../share/use-share-selection.ts'
import { FavouriteRow } from './favourite-row.tsx'
import styles from './favourites.module.css'

// the server's sorts, in the words the tab shows
const SORT_KEYS = {
  newest: 'favourite.sort.newest',
  priceAsc: 'favourite.sort.priceLow',
  priceDesc: 'favourite.sort.priceHigh',
} as const satisfies Record<FavouriteSort, string>

const isType = (value: string | null): value is FavouriteType =>
  value !== null && (FAVOURITE_TYPES as readonly string[]).includes(value)

interface FavouriteListProps {
  type: FavouriteType
  sort: FavouriteSort
  /** Select mode: rows get a checkbox instead of the swipe to remove. */
  selection: ShareSelection | null
  /** Told how many favourites the list shows (none while it loads), so the screen offers Share only with some. */
  onCount: (count: number) => void
}

function FavouriteList({ type, sort, selection, onCount }: FavouriteListProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const user = useSessionUser()
  const paged = useFavourites(type, sort)
  const toggle = useToggleFavourite()
  // Rows leave at once; one the server refuses to remove comes back (the toggle shows the toast).
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())

  const remove = (item: FavouriteItem) => {
    if (!user) return
    const key = `${item.type}:${item.targetId}`
    setHidden((h) => new Set(h).add(key))
    toggle.mutate(
      { type: item.type, id: item.targetId, save: false, userId: user.userId },
      {
        onError: () =>
          setHidden((h) => {
            const next = new Set(h)
            next.delete(key)
            return next
          }),
      },
    )
  }

  const visible = (items: FavouriteItem[]) => items.filter((i) => !hidden.has(`${i.type}:${i.targetId}`))
  const shown = paged.data ? visible(paged.data.items).length : 0
  // before the browser paints, so Share never shows over an empty list nor comes a moment after the rows
  useLayoutEffect(() => onCount(shown), [shown, onCount])

  return (
    <LoadState
      query={paged}
      loading={<PageLoading />}
      failed={{ title: t('favourite.error'), retry: t('favourite.retry') }}
      isEmpty={(data) => visible(data.items).length === 0 && !paged.hasMore}
      empty={
        <EmptyState
          title={t('favourite.empty.title')}
          description={t('favourite.empty.hint')}
          action={
            <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(LIST_PATHS.saleCondo)}>
              {t('favourite.empty.browse')}
            </Button>
          }
        />
      }
    >
      {(data) => (
        <PagedList
          paged={paged}
          texts={{
            loadingMore: t('favourite.loading'),
            end: '',
            loadMoreFailed: t('favourite.error'),
            retry: t('favourite.retry'),
          }}
        >
          <ul className={styles.list} aria-label={t(`favourite.type.${type}`)}>
            {visible(data.items).map((item) => (
              <li key={`${item.type}:${item.targetId}`}>
                {selection ? (
                  <FavouriteRow
                    item={item}
                    selected={selection.isSelected(item)}
                    onSelect={() => selection.toggle(item)}
                  />
                ) : (
                  <SwipeAction
                    rightActions={[
                      { key: 'remove', text: t('favourite.remove'), color: 'danger', onClick: () => remove(item) },
                    ]}
                  >
                    <FavouriteRow item={item} onRemove={() => remove(item)} />
                  </SwipeAction>
                )}
              </li>
            ))}
          </ul>
        </PagedList>
      )}
    </LoadState>
  )
}

/** The Favs tab (collect/collect): a tab per kind, sorted newest saved or by price, each with what changed since. */
export function FavouritesScreen({ title }: { title: string }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const type: FavouriteType = isType(params.get('type')) ? (params.get('type') as FavouriteType) : 'listing'
  const [sort, setSort] = useState<FavouriteSort>('newest')
  const [selecting, setSelecting] = useState(false)
  // how many favourites the open tab shows: with none there is nothing to share
  const [count, setCount] = useState(0)
  const selection = useShareSelection()
  const stopSelecting = () => {
    setSelecting(false)
    selection.clear()
  }

  const choose = (key: string) => {
    if (!isType(key)) return
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        next.set('type', key)
        return next
      },
      { replace: true },
    )
  }

  return (
    <Page title={title} back={false}>
      <nav className={styles.tabs} aria-label={t('favourite.tabs')}>
        <Tabs activeKey={type} onChange={choose}>
          {FAVOURITE_TYPES.map((key) => (
            <Tabs.Tab key={key} title={t(`favourite.type.${key}`)} />
          ))}
        </Tabs>
      </nav>
      {selecting ? null : <MyShares />}
      <div className={styles.toolbar}>
        {selecting ? <span className={styles.hint}>{t('favourite.share.hint')}</span> : null}
        {selecting || count > 0 ? (
          <Button
            size="small"
            fill="outline"
            shape="rounded"
            className={styles.shareToggle}
            onClick={selecting ? stopSelecting : () => setSelecting(true)}
          >
            {t(selecting ? 'favourite.share.cancel' : 'favourite.share.start')}
          </Button>
        ) : null}
        <label>
          {t('favourite.sort')}{' '}
          <select value={sort} onChange={(e) => setSort(e.target.value as FavouriteSort)}>
            {FAVOURITE_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(SORT_KEYS[key])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FavouriteList key={type} type={type} sort={sort} selection={selecting ? selection : null} onCount={setCount} />
      {selecting ? <ShareBar selection={selection} onShared={stopSelecting} /> : null}
    </Page>
  )
}
