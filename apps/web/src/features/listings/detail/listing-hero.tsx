import type { ListingDetail } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import {
  ListingPrice,
  ListingStatusBadge,
  useListingFormat,
  useListingStatus,
  wrapBetween,
} from '../../../entities/listing/index.ts'
import { translate } from '../../../shared/i18n/i18n.ts'
import { VowPrompt } from '../components/vow-prompt.tsx'
import styles from './listing-detail.module.css'

export interface ListingHeroProps {
  listing: ListingDetail
  onVowAccepted?: () => void
  share?: boolean
}

/** Status badge, price in dollars and yuan, address, one line of when and how long, and the key facts in one row. */
export function ListingHero({ listing, onVowAccepted, share }: ListingHeroProps) {
  const { t } = useTranslation()
  const format = useListingFormat()
  const status = useListingStatus()(listing)
  const facts = [
    {
      label: t('ui.listing.bedsLong'),
      value:
        listing.bedsPlus > 0
          ? `${listing.beds}+${listing.bedsPlus}`
          : listing.beds === 0
            ? translate(format.locale, 'listing.rooms.studio')
            : `${listing.beds}`,
    },
    { label: t('ui.listing.bathsLong'), value: String(listing.baths) },
    { label: t('ui.listing.parkingLong'), value: String(listing.parking) },
  ]

  return (
    <section className={styles.hero} aria-labelledby="listing-address">
      <div className={styles.heroTop}>
        <ListingStatusBadge label={status.badge} tone={status.tone} />
        <span className={styles.mlNum}>{t('ui.listing.mlNum', { mlNum: listing.mlNum })}</span>
      </div>
      <ListingPrice listing={listing} size="hero" />
      {listing.restricted && listing.vow.need && !share ? (
        <VowPrompt need={listing.vow.need} onAccepted={onVowAccepted} layout="block" />
      ) : null}
      <h2 id="listing-address" className={styles.address}>
        {format.address(listing)}
      </h2>
      <p className={styles.neighbourhood}>{format.neighbourhood(listing)}</p>
      {status.line ? <p className={styles.statusLine}>{wrapBetween(status.line)}</p> : null}
      <dl className={styles.keyFacts} aria-label={t('ui.listing.detail.keyFacts')}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.keyFact}>
            <dd>{fact.value}</dd>
            <dt>{fact.label}</dt>
          </div>
        ))}
        {listing.sqft ? (
          <div className={styles.keyFactWide}>
            <dd>{format.size(listing.sqft)}</dd>
            <dt>{t('ui.listing.sizeLong')}</dt>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
