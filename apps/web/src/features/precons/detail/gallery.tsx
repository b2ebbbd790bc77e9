import { useTranslation } from 'react-i18next'
import { PhotoGallery } from '../../../shared/ui/photo-gallery.tsx'

/** The project's renderings under the transparent header: swipe between them, with "2 / 4" in the corner. */
export function PreconsGallery({ photos, name }: { photos: readonly string[]; name: string }) {
  const { t } = useTranslation()
  return (
    <PhotoGallery
      label={t('ui.precons.detail.gallery')}
      photos={photos}
      renderPhoto={(src, i) => (
        <img
          src={src}
          alt={`${t('ui.precons.card.photo', { name })} (${t('ui.precons.detail.photoOf', { n: i + 1, count: photos.length })})`}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : undefined}
        />
      )}
      counter={(current, total) => `${current} / ${total}`}
    />
  )
}
