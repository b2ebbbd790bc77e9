import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CoverImage } from '../../shared/ui/cover-image.tsx'
import styles from './listing-photo.module.css'

/** A listing photo that fills its frame, with a quiet placeholder when there is none or it fails. */
export function ListingPhoto({ src, alt, priority }: { src: string | null; alt: string; priority?: boolean }) {
  const { t } = useTranslation()
  const [broken, setBroken] = useState(false)
  if (!src || broken) {
    return (
      <span className={styles.noPhoto} role="img" aria-label={alt}>
        {t('ui.listing.noPhoto')}
      </span>
    )
  }
  return <CoverImage src={src} alt={alt} priority={priority} onError={() => setBroken(true)} />
}
