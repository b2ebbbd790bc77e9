import { Swiper } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListingPhoto } from '../../../entities/listing/index.ts'
import styles from './listing-detail.module.css'

export interface ListingGalleryProps {
  photos: readonly string[]
  address: string
}

/** The listing's photos under the transparent header: swipe between them, with "3 / 12" in the corner. */
export function ListingGallery({ photos, address }: ListingGalleryProps) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const alt = t('ui.listing.photoOf', { address })
  if (photos.length <= 1) {
    return (
      <div className={styles.gallery}>
        <div className={styles.single}>
          <ListingPhoto src={photos[0] ?? null} alt={alt} />
        </div>
      </div>
    )
  }
  return (
    <div className={styles.gallery}>
      <Swiper onIndexChange={setIndex} indicator={() => null} loop={false} className={styles.swiper}>
        {photos.map((src, i) => (
          <Swiper.Item key={src}>
            <div className={styles.slide}>
              <ListingPhoto src={src} alt={`${alt} (${i + 1})`} />
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
      <span className={styles.counter} aria-live="polite">
        {t('ui.listing.photoCounter', { current: index + 1, total: photos.length })}
      </span>
    </div>
  )
}
