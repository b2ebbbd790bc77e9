import { Swiper } from 'antd-mobile'
import { type ReactNode, useState } from 'react'
import { PhotoFrame } from './photo-frame.tsx'
import styles from './photo-gallery.module.css'

export interface PhotoGalleryProps {
  /** The photos' addresses, which also tell the slides apart. */
  photos: readonly string[]
  renderPhoto: (src: string, index: number) => ReactNode
  /** The corner text for the photo on screen, e.g. "3 / 12". */
  counter: (current: number, total: number) => string
  /** Read the counter out when it changes; otherwise screen readers skip it (the photos' names carry the count). */
  announceCounter?: boolean
  label?: string
}

/** Photos to swipe between, with the counter in the corner. */
export function PhotoGallery({ photos, renderPhoto, counter, announceCounter = false, label }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0)
  return (
    <PhotoFrame label={label}>
      <Swiper onIndexChange={setIndex} indicator={() => null} loop={false} className={styles.swiper}>
        {photos.map((src, i) => (
          <Swiper.Item key={src}>
            <div className={styles.slide}>{renderPhoto(src, i)}</div>
          </Swiper.Item>
        ))}
      </Swiper>
      <span
        className={styles.counter}
        aria-live={announceCounter ? 'polite' : undefined}
        aria-hidden={announceCounter ? undefined : true}
      >
        {counter(index + 1, photos.length)}
      </span>
    </PhotoFrame>
  )
}
