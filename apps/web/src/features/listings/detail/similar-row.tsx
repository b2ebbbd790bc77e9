import type { ListingSummary } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListingPhoto, toDetailPath, useListingFormat } from '../../../entities/listing/index.ts'
import styles from './listing-detail.module.css'

/** Similar listings in a row that scrolls sideways. */
export function SimilarRow({ items, share }: { items: readonly ListingSummary[]; share?: boolean }) {
  const { t } = useTranslation()
  const format = useListingFormat()
  if (items.length === 0) return null
  return (
    <section className={styles.similar} aria-labelledby="listing-similar">
      <h3 id="listing-similar" className={styles.sectionTitle}>
        {t('ui.listing.detail.similar')}
      </h3>
      <ul className={styles.similarRow}>
        {items.map((item) => (
          <li key={item.mlNum} className={styles.similarItem}>
            <Link to={toDetailPath(item, { share })} className={styles.similarLink}>
              <span className={styles.similarPhoto}>
                <ListingPhoto src={item.photo} alt={t('ui.listing.photoOf', { address: format.address(item) })} />
              </span>
              <span className={styles.similarPrice}>{format.price(item.price, item.sr)}</span>
              <span className={styles.similarMeta}>{format.rooms(item)}</span>
              <span className={styles.similarAddress}>{format.address(item)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
