import type { Comparable, ListingDetail, VowAccess } from '@maplenest/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toDetailPath, useListingFormat } from '../../../entities/listing/index.ts'
import { useHasMessage } from '../../../shared/i18n/use-has-message.ts'
import { SectionCard } from '../../../shared/ui/section-card.tsx'
import { useComparables } from '../api/get-comparables.ts'
import styles from '../insights.module.css'
import { RangeSummary } from './range-summary.tsx'

export interface ComparablesSectionProps {
  listing: ListingDetail
  /**
   * What asks a viewer who may not see sold prices to sign in or accept the terms (the listing's VOW prompt); without
   * it (share pages never ask) a locked answer shows nothing.
   */
  lockedPrompt?: (need: NonNullable<VowAccess['need']>) => ReactNode
  share?: boolean
}

/**
 * Homes like this one that sold (or rented) nearby, and the range they suggest: the range with how it was found
 * above up to six cards. A viewer who may not see sold prices (VOW) is asked to sign in or accept the terms.
 */
function ComparablesSectionBody({ listing, lockedPrompt, share }: ComparablesSectionProps) {
  const { t } = useTranslation()
  const answer = useComparables(listing.mlNum, listing.vow.granted)
  const data = answer.data
  if (!data) return null
  if (data.locked && (!lockedPrompt || data.vow.need === null)) return null
  const lease = listing.sr === 'Lease'
  return (
    <SectionCard
      title={t(lease ? 'ui.insights.comparables.title.lease' : 'ui.insights.comparables.title.sale')}
      titleId="listing-comparables"
    >
      {data.locked && data.vow.need && lockedPrompt ? (
        lockedPrompt(data.vow.need)
      ) : (
        <>
          <RangeSummary listing={listing} comparables={data} />
          {data.items.length > 0 ? (
            <ul className={styles.comparables}>
              {data.items.map((item) => (
                <ComparableCard key={item.mlNum} item={item} listing={listing} share={share} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </SectionCard>
  )
}

function ComparableCard({ item, listing, share }: { item: Comparable; listing: ListingDetail; share?: boolean }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const lease = listing.sr === 'Lease'
  const distance = new Intl.NumberFormat(format.locale, {
    style: 'unit',
    unit: item.distanceM >= 1000 ? 'kilometer' : 'meter',
    maximumFractionDigits: 1,
  }).format(item.distanceM >= 1000 ? item.distanceM / 1000 : Math.round(item.distanceM / 10) * 10)
  const where = { mlNum: item.mlNum, city: item.city, sr: listing.sr, roomType: listing.roomType }
  const differences = useDifferences(item.differences)
  return (
    <li>
      <Link className={styles.comparable} to={toDetailPath(where, { share })}>
        <span className={styles.comparableTop}>
          <span className={styles.comparablePrice}>{format.price(item.closePrice, listing.sr)}</span>
          <span className={styles.comparableAway}>{t('ui.insights.comparable.away', { distance })}</span>
        </span>
        <span className={styles.comparableAddress}>{format.address(item)}</span>
        <span className={styles.comparableMeta}>
          {t(lease ? 'ui.insights.comparable.leased' : 'ui.insights.comparable.sold', {
            date: format.date(item.closeDate),
          })}
          {item.pricePerSqft === null
            ? null
            : ` · ${t('ui.insights.comparable.perSqft', { price: format.price(item.pricePerSqft, 'Sale') })}`}
          {` · ${format.rooms(item)}`}
        </span>
        <ul className={styles.chips} aria-label={t('ui.insights.comparable.differences')}>
          {differences.map((text) => (
            <li key={text} className={styles.chip}>
              {text}
            </li>
          ))}
        </ul>
      </Link>
    </li>
  )
}

/** "+1 bed", "−1 bath", "12% larger": how a comparable home differs from this one. */
function useDifferences(d: Comparable['differences']): string[] {
  const { t } = useTranslation()
  const out: string[] = []
  if (d.beds > 0) out.push(t('ui.insights.diff.moreBeds', { count: d.beds }))
  if (d.beds < 0) out.push(t('ui.insights.diff.fewerBeds', { count: -d.beds }))
  if (d.baths > 0) out.push(t('ui.insights.diff.moreBaths', { count: d.baths }))
  if (d.baths < 0) out.push(t('ui.insights.diff.fewerBaths', { count: -d.baths }))
  if (d.sqftPct !== null) {
    if (d.sqftPct > 0) out.push(t('ui.insights.diff.larger', { pct: d.sqftPct }))
    else if (d.sqftPct < 0) out.push(t('ui.insights.diff.smaller', { pct: -d.sqftPct }))
    else out.push(t('ui.insights.diff.sameSize'))
  }
  if (d.beds === 0 && d.baths === 0) out.unshift(t('ui.insights.diff.alike'))
  return out
}

/** ComparablesSection, once its words (the later catalogue, loaded as the app starts) are here. */
export function ComparablesSection(props: Parameters<typeof ComparablesSectionBody>[0]) {
  return useHasMessage('ui.insights.comparables.title.sale') ? <ComparablesSectionBody {...props} /> : null
}
