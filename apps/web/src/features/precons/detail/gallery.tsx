import { Swiper } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from '../precons.module.css'

/** The project's renderings under the transparent header: swipe between them, with "2 / 4" in the corner. */
export function PreconsGallery({ photos, name }: { photos: readonly string[]; name: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  return (
    <section className={styles.gallery} aria-label={t('ui.precons.detail.gallery')}>
      <Swiper onIndexChange={setIndex} indicator={() => null} loop={false} className={styles.swiper}>
        {photos.map((src, i) => (
          <Swiper.Item key={src}>
            <div className={styles.slide}>
              <img
                src={src}
                alt={`${t('ui.precons.card.photo', { name })} (${t('ui.precons.detail.photoOf', { n: i + 1, count: photos.length })})`}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
      <span className={styles.counter} aria-hidden="true">
        {`${index + 1} / ${photos.length}`}
      </span>
    </section>
  )
}
