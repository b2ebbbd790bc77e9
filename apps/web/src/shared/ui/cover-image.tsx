import styles from './photo-card.module.css'

export interface CoverImageProps {
  src: string
  alt: string
  onError?: () => void
  /**
   * The largest picture of the first screen (a detail's first photo, a list's first card): fetched at once and
   * first, and preloaded by the server. Others load when they come near the screen.
   */
  priority?: boolean
}

/** A picture that fills its frame. */
export function CoverImage({ src, alt, onError, priority = false }: CoverImageProps) {
  return (
    <img
      className={styles.img}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
    />
  )
}
