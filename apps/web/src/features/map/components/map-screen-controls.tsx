import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MapControls } from './map-controls.tsx'
import { DrawIcon, LocateIcon, MinusIcon, PlusIcon } from './map-icons.tsx'

interface MapScreenControlsProps {
  onLocate: () => void
  /** The draw button, left out over a shared selection (null). */
  draw: { drawing: boolean; onToggle: () => void } | null
  onZoom: (by: number) => void
  /** Saving the search on the map (the saved searches' button), above the others. */
  save?: ReactNode
}

/** The listing map's round buttons: save this search, where am I, draw an area, zoom in and out. */
export function MapScreenControls({ onLocate, draw, onZoom, save }: MapScreenControlsProps) {
  const { t } = useTranslation()
  return (
    <MapControls
      first={save}
      controls={[
        { key: 'locate', label: t('ui.map.locate'), icon: <LocateIcon />, onClick: onLocate },
        ...(draw
          ? [
              {
                key: 'draw',
                label: draw.drawing ? t('ui.map.draw.cancel') : t('ui.map.draw.start'),
                icon: <DrawIcon />,
                onClick: draw.onToggle,
                pressed: draw.drawing,
              },
            ]
          : []),
        { key: 'in', label: t('ui.map.zoomIn'), icon: <PlusIcon />, onClick: () => onZoom(1) },
        { key: 'out', label: t('ui.map.zoomOut'), icon: <MinusIcon />, onClick: () => onZoom(-1) },
      ]}
    />
  )
}
