import { type CompareColumn, type CompareTable, markBest } from '@maplenest/core'
import { Button } from 'antd-mobile'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  LIST_PATHS,
  ListingPhoto,
  ListingPrice,
  toDetailPath,
  useListingFormat,
} from '../../../entities/listing/index.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { useLeadQuestionSlot } from '../../../shared/ui/lead-slot.ts'
import { LoadState } from '../../../shared/ui/load-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import { useCompareTable } from '../api/get-compare-table.ts'
import { useCompareBasket } from '../use-compare-basket.ts'
import styles from './compare-basket.module.css'
import { CompareTableView } from './compare-table-view.tsx'
import { SwipeRow } from './swipe-row.tsx'

/** One home of the basket: photo, price, rooms and address, linking to it; swiped left, it can be removed. */
function BasketRow({ column, onRemove }: { column: CompareColumn; onRemove: () => void }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const { listing } = column
  const address = format.address(listing)
  return (
    <li>
      <SwipeRow
        action={t('compare.basket.remove')}
        actionLabel={t('compare.basket.removeNamed', { address })}
        onAction={onRemove}
      >
        <Link to={toDetailPath(listing)} className={styles.item} draggable={false}>
          <span className={styles.photo}>
            <ListingPhoto src={listing.photo} alt={t('ui.listing.photoOf', { address })} />
          </span>
          <span className={styles.body}>
            <ListingPrice listing={listing} size="compact" />
            <span className={styles.rooms}>{format.rooms(listing)}</span>
            <span className={styles.address}>{address}</span>
            <span className={styles.neighbourhood}>{format.neighbourhood(listing)}</span>
          </span>
        </Link>
      </SwipeRow>
    </li>
  )
}

/** The table as the basket is now: a home just removed leaves at once, and the best values are marked again. */
function withBasket(table: CompareTable, has: (mlNum: string) => boolean): CompareTable {
  const columns = table.columns.filter((c) => has(c.listing.mlNum))
  if (columns.length === table.columns.length) return table
  return { ...table, columns, best: markBest(columns), missing: table.missing.filter(has) }
}

/**
 * /pages/cart/cart: the homes a person is comparing (up to four), each removable by a swipe, and the side-by-side
 * table once there are two. Printable: the list, the dock and the navigation stay off paper.
 */
export function CompareBasketScreen() {
  const { t } = useTranslation()
  const basket = useCompareBasket()
  const table = useCompareTable(basket.items)
  const empty = basket.ready && basket.items.length === 0
  // in an agent's own app, a question to her about these homes (her lead)
  const question = useLeadQuestionSlot(
    basket.items.length > 0 ? { kind: 'compare', mlNums: basket.items, subject: t('route.cart') } : null,
  )

  return (
    <Page
      title={t('route.cart')}
      right={
        basket.items.length > 1 ? (
          <button type="button" className={styles.print} onClick={() => window.print()}>
            {t('compare.basket.print')}
          </button>
        ) : undefined
      }
    >
      <div className={styles.screen}>
        {empty ? (
          <EmptyState
            title={t('compare.basket.emptyTitle')}
            description={t('compare.basket.emptyText')}
            action={
              <Link to={LIST_PATHS.saleCondo} className={styles.browse}>
                {t('compare.basket.browse')}
              </Link>
            }
          />
        ) : !basket.ready ? (
          <PageLoading />
        ) : (
          <LoadState
            query={table}
            loading={<PageLoading />}
            failed={{ title: t('compare.basket.failed'), retry: t('compare.basket.retry') }}
          >
            {(answer) => {
              const data = withBasket(answer, basket.has)
              return (
                <>
                  <section className={styles.basket} aria-labelledby="compare-basket-title">
                    <h2 id="compare-basket-title" className={styles.title}>
                      {t('compare.basket.title')}
                    </h2>
                    <p className={styles.hint}>{t('compare.basket.hint')}</p>
                    <ul className={styles.list}>
                      {data.columns.map((column) => (
                        <BasketRow
                          key={column.listing.mlNum}
                          column={column}
                          onRemove={() => basket.remove(column.listing.mlNum)}
                        />
                      ))}
                      {data.missing.map((mlNum) => (
                        <li key={mlNum} className={styles.gone}>
                          <span>{t('compare.basket.gone', { mlNum })}</span>
                          <Button size="small" fill="outline" onClick={() => basket.remove(mlNum)}>
                            {t('compare.basket.remove')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                    {question}
                  </section>
                  {data.columns.length > 1 ? (
                    <section aria-labelledby="compare-table-title">
                      <h2 id="compare-table-title" className={styles.title}>
                        {t('compare.table.title')}
                      </h2>
                      <CompareTableView table={data} />
                    </section>
                  ) : (
                    <p className={styles.oneMore}>{t('compare.basket.oneMore')}</p>
                  )}
                </>
              )
            }}
          </LoadState>
        )}
      </div>
    </Page>
  )
}
