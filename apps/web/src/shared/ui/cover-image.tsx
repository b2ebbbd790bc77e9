import styles from './photo-card.module.css'

export interface CoverImageProps {
  src: string
  alt: string
  /** Other widths of the same picture, with `sizes`: the browser fetches the one its frame needs. */
  srcSet?: string
  /** How wide the picture is drawn, in CSS (a cover wider than its frame when the frame is narrower than 4:3). */
  sizes?: string
  onError?: () => void
  /**
   * The largest picture of the first screen (a detail's first photo, a list's first card): fetched at once and
   * first, and preloaded by the server. Others load when they come near the screen.
   */
  priority?: boolean
}

/** A picture that fills its frame. */
export function CoverImage({ src, srcSet, sizes, alt, onError, priority = false }: CoverImageProps) {
  return (
    <img
      className={styles.img}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
    />
  )
}
