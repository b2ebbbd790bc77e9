import { useTranslation } from 'react-i18next'
import { ListingPhoto } from '../../../entities/listing/index.ts'
import { PhotoFrame } from '../../../shared/ui/photo-frame.tsx'
import { PhotoGallery } from '../../../shared/ui/photo-gallery.tsx'

export interface ListingGalleryProps {
  photos: readonly string[]
  address: string
}

/** The listing's photos under the transparent header: swipe between them, with "3 / 12" in the corner. */
export function ListingGallery({ photos, address }: ListingGalleryProps) {
  const { t } = useTranslation()
  const alt = t('ui.listing.photoOf', { address })
  if (photos.length <= 1) {
    return (
      <PhotoFrame>
        <ListingPhoto src={photos[0] ?? null} alt={alt} priority />
      </PhotoFrame>
    )
  }
  return (
    <PhotoGallery
      photos={photos}
      renderPhoto={(src, i) => <ListingPhoto src={src} alt={`${alt} (${i + 1})`} priority={i === 0} />}
      counter={(current, total) => t('ui.listing.photoCounter', { current, total })}
      announceCounter
    />
  )
}
