import { type ReactNode, type UIEvent, useState } from 'react'
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

/** The photo a strip scrolled to `scrollLeft` shows: the one whose slide covers most of the frame. */
export const photoAt = (scrollLeft: number, width: number, total: number) =>
  width > 0 ? Math.min(total - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / width))) : 0

/**
 * Photos to swipe between, with the counter in the corner: a strip that scrolls sideways and stops on each photo
 * (CSS scroll snapping), so the browser's own scrolling moves it — a finger, a trackpad, or the arrow keys once the
 * strip has focus — with no gesture library loaded before the first photo.
 */
export function PhotoGallery({ photos, renderPhoto, counter, announceCounter = false, label }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0)
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const strip = event.currentTarget
    setIndex(photoAt(strip.scrollLeft, strip.clientWidth, photos.length))
  }
  return (
    <PhotoFrame label={label}>
      <div className={styles.strip} onScroll={onScroll} tabIndex={photos.length > 1 ? 0 : undefined}>
        {photos.map((src, i) => (
          <div key={src} className={styles.slide}>
            {renderPhoto(src, i)}
          </div>
        ))}
      </div>
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
