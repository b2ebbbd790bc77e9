import {
  COMPARE_ROWS,
  type CompareColumn,
  type CompareRow,
  type CompareTable,
  formatCad,
  formatDaysOnMarket,
  formatDirection,
} from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  ListingPhoto,
  ListingPrice,
  toDetailPath,
  useAgeLabel,
  useListingFormat,
} from '../../../entities/listing/index.ts'
import srOnly from '../../../shared/ui/sr-only.module.css'
import styles from './compare-table.module.css'

/** A distance as people say it: metres under a kilometre, else kilometres to one decimal. */
function useDistance() {
  const { t } = useTranslation()
  const format = useListingFormat()
  return (metres: number) =>
    metres < 1000
      ? t('compare.table.metres', { value: format.number(Math.round(metres / 10) * 10) })
      : t('compare.table.kilometres', { value: (Math.round(metres / 100) / 10).toLocaleString(format.locale) })
}

/** What one row shows for one home; null where the home has nothing to show. */
function useCellText() {
  const { t } = useTranslation()
  const format = useListingFormat()
  const ageLabel = useAgeLabel()
  const distance = useDistance()
  return (row: Exclude<CompareRow, 'price'>, c: CompareColumn): ReactNode => {
    const { listing } = c
    switch (row) {
      case 'pricePerSqft':
        return c.pricePerSqft === null
          ? null
          : t('compare.table.perSqft', { price: format.price(c.pricePerSqft, 'Sale') })
      case 'beds':
        return listing.bedsPlus > 0 ? `${listing.beds}+${listing.bedsPlus}` : String(listing.beds)
      case 'baths':
        return String(listing.baths)
      case 'sqft':
        return listing.sqft ? format.size(listing.sqft) : null
      case 'maintenance':
        return c.maintenanceCents === null ? null : format.maintenance(c.maintenanceCents)
      case 'taxes':
        return c.taxesCents === null ? null : format.taxes(c.taxesCents, c.taxYear)
      case 'age':
        if (c.age === null) return null
        return c.yearBuilt === null
          ? ageLabel(c.age)
          : `${ageLabel(c.age)} · ${t('compare.table.builtIn', { year: c.yearBuilt })}`
      case 'exposure':
        return c.exposure === null ? null : formatDirection(c.exposure, format.locale)
      case 'parking':
        return String(listing.parking)
      case 'dom':
        return listing.dom === null ? null : formatDaysOnMarket(listing.dom, format.locale)
      case 'station':
        return c.station
          ? t('compare.table.distance', { name: c.station.name, distance: distance(c.station.distanceM) })
          : null
      case 'school':
        return c.school
          ? t('compare.table.distance', { name: c.school.name, distance: distance(c.school.distanceM) })
          : null
      case 'monthlyPayment':
        return c.monthlyPaymentCents === null ? null : formatCad(c.monthlyPaymentCents as never, format.locale)
    }
  }
}

/**
 * The basket's homes side by side: one column a home (photo, address, a link to it), one row a fact, the best value
 * of a row marked "Best" (and said to screen readers). The first column stays in view while the table scrolls
 * sideways on a phone; printing shows the whole table.
 */
export function CompareTableView({ table }: { table: CompareTable }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const cell = useCellText()
  const { columns, best, terms } = table
  const mixedKinds = new Set(columns.map((c) => c.listing.sr)).size > 1

  return (
    <div className={styles.wrap}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption id="compare-caption" className={styles.caption}>
            {t('compare.table.caption', { count: columns.length })}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {columns.map(({ listing }) => {
                const address = format.address(listing)
                return (
                  <th key={listing.mlNum} scope="col" className={styles.home}>
                    <Link to={toDetailPath(listing)} className={styles.homeLink}>
                      <span className={styles.thumb}>
                        <ListingPhoto src={listing.photo} alt={t('ui.listing.photoOf', { address })} />
                      </span>
                      <span className={styles.address}>{address}</span>
                      <span className={styles.neighbourhood}>{format.neighbourhood(listing)}</span>
                    </Link>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row" className={styles.rowHead}>
                  {t(`compare.row.${row}`)}
                </th>
                {columns.map((c) => {
                  const marked = best[row]?.includes(c.listing.mlNum) ?? false
                  const value = row === 'price' ? <ListingPrice listing={c.listing} size="compact" /> : cell(row, c)
                  return (
                    <td key={c.listing.mlNum} className={marked ? styles.best : undefined} data-row={row}>
                      {value ?? <span className={styles.none}>{t('compare.table.none')}</span>}
                      {marked ? (
                        <span className={styles.bestTag}>
                          <span aria-hidden="true">{t('compare.table.best')}</span>
                          <span className={srOnly.srOnly}>{t('compare.table.bestLabel')}</span>
                        </span>
                      ) : null}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {t('compare.table.terms', {
          down: terms.downPaymentPercent,
          rate: terms.annualRatePercent,
          years: terms.amortizationYears,
        })}
      </p>
      {mixedKinds ? <p className={styles.note}>{t('compare.table.mixedKinds')}</p> : null}
    </div>
  )
}
