import styles from './photo-card.module.css'

/** A picture that fills its frame, loaded when it comes near the screen. */
export function CoverImage({ src, alt, onError }: { src: string; alt: string; onError?: () => void }) {
  return <img className={styles.img} src={src} alt={alt} loading="lazy" decoding="async" onError={onError} />
}
