import { drawnPhotoSrcSet } from '@maplenest/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CoverImage } from '../../shared/ui/cover-image.tsx'
import styles from './listing-photo.module.css'

export interface ListingPhotoProps {
  src: string | null
  alt: string
  priority?: boolean
  /**
   * How wide the photo is drawn (CSS `sizes`), where the frame is known: then a photo the server resizes comes at
   * that width. Without it, the photo comes at its full size.
   */
  sizes?: string
}

/** A listing photo that fills its frame, with a quiet placeholder when there is none or it fails. */
export function ListingPhoto({ src, alt, priority, sizes }: ListingPhotoProps) {
  const { t } = useTranslation()
  const [broken, setBroken] = useState(false)
  if (!src || broken) {
    return (
      <span className={styles.noPhoto} role="img" aria-label={alt}>
        {t('ui.listing.noPhoto')}
      </span>
    )
  }
  const srcSet = sizes ? drawnPhotoSrcSet(src) : undefined
  return (
    <CoverImage src={src} srcSet={srcSet} sizes={sizes} alt={alt} priority={priority} onError={() => setBroken(true)} />
  )
}
