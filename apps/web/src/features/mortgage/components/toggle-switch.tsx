import styles from './mortgage-form.module.css'

export interface ToggleSwitchProps {
  id?: string
  checked?: boolean
  onChange?: (checked: boolean) => void
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}

/**
 * A yes/no switch named by its form label. A native button with role switch, because antd-mobile's Switch is a
 * div that the keyboard cannot reach.
 */
export function ToggleSwitch({ checked = false, onChange, ...native }: ToggleSwitchProps) {
  return (
    <button
      {...native}
      type="button"
      role="switch"
      aria-checked={checked}
      className={styles.switch}
      onClick={() => onChange?.(!checked)}
    >
      <span className={styles.switchThumb} />
    </button>
  )
}
