import type { MapPlace } from '@maplenest/core'
import { useTranslation } from 'react-i18next'
import styles from './map-screen.module.css'

interface MapPlaceChipsProps {
  labels: MapPlace['labels']
  onRemove: (key: MapPlace['labels'][number]['key']) => void
}

/** The places the map is narrowed to, over its top edge, each removed by its ×. */
export function MapPlaceChips({ labels, onRemove }: MapPlaceChipsProps) {
  const { t } = useTranslation()
  return (
    <ul className={styles.placeChips} data-map-overlay="">
      {labels.map(({ key, label }) => (
        <li key={key} className={styles.placeChip}>
          <span>{label}</span>
          <button
            type="button"
            className={styles.placeChipRemove}
            aria-label={t('ui.listing.list.removeChip', { label })}
            onClick={() => onRemove(key)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}
