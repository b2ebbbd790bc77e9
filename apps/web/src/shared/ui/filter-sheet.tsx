import { Button, Popup } from 'antd-mobile'
import { type ReactNode, useId } from 'react'
import styles from './filter-sheet.module.css'

export interface FilterSheetProps {
  visible: boolean
  title: string
  /** The screen-reader name of the × button. */
  closeLabel: string
  resetLabel: string
  applyLabel: string
  /** Apply is refused while the choices contradict each other, e.g. a price range upside down. */
  applyDisabled?: boolean
  onReset: () => void
  onApply: () => void
  onClose: () => void
  /** The filter groups: chips, ranges. */
  children: ReactNode
}

/**
 * The frame every filter sheet shares: a bottom sheet (at most 70 % of the height) with a title and ×, the groups
 * scrolling between, and Reset beside a wider Apply; Enter in a field applies too.
 */
export function FilterSheet(props: FilterSheetProps) {
  const { visible, title, closeLabel, resetLabel, applyLabel, applyDisabled = false } = props
  const { onReset, onApply, onClose, children } = props
  const id = useId()
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <form
        className={styles.form}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault()
          if (!applyDisabled) onApply()
        }}
      >
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        <footer className={styles.footer}>
          <Button type="button" fill="outline" shape="rounded" onClick={onReset}>
            {resetLabel}
          </Button>
          <Button type="submit" color="primary" shape="rounded" disabled={applyDisabled}>
            {applyLabel}
          </Button>
        </footer>
      </form>
    </Popup>
  )
}
