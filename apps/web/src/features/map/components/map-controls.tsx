import type { ReactNode } from 'react'
import styles from './map-controls.module.css'

interface MapControl {
  key: string
  label: string
  icon: ReactNode
  onClick: () => void
  pressed?: boolean
}

/** The round buttons on the map's right edge (44 px each); `first` is another feature's button, drawn above them. */
export function MapControls({ controls, first }: { controls: readonly MapControl[]; first?: ReactNode }) {
  return (
    <div className={styles.controls} data-map-overlay="">
      {first}
      {controls.map((control) => (
        <button
          key={control.key}
          type="button"
          className={styles.control}
          aria-label={control.label}
          title={control.label}
          aria-pressed={control.pressed}
          onClick={control.onClick}
        >
          {control.icon}
        </button>
      ))}
    </div>
  )
}
