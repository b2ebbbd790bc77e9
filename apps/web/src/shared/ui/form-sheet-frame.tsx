import type { PopupProps } from 'antd-mobile'
import { type ComponentType, type FormEvent, type ReactNode, useId } from 'react'
import styles from './form-sheet.module.css'
import { useSheetMount } from './use-sheet-mount.ts'

export interface FormSheetProps {
  visible: boolean
  title: string
  /** A line under the title: what the form is about (the listing's address). */
  subtitle?: ReactNode
  /** The screen-reader name of the × button. */
  closeLabel: string
  onClose: () => void
  /** Called on submit (a button of type submit, or Enter in a field); the page never reloads. */
  onSubmit: () => void
  /** The buttons under the scrolling fields. */
  footer: ReactNode
  children: ReactNode
  /** `filters`: at most 70 % of the height, Reset beside a wider Apply; `form`: up to 90 %, fields in a column. */
  kind?: 'filters' | 'form'
  /** Leave the browser's own checks off when the form shows its own messages. */
  noValidate?: boolean
  /** False keeps what was typed while the sheet is closed and opened again. */
  destroyOnClose?: boolean
}

/**
 * The frame every bottom sheet with a form shares: a title (and a line under it) with ×, the fields scrolling
 * between, and the buttons at the foot above the home indicator. The form is named by its title. It is drawn in
 * `popup`: the UI kit's Popup (FormSheet), or the one fetched with the kit's animated parts (FilterSheet, on first
 * screens).
 */
export function FormSheetFrame({ popup: Popup, ...props }: FormSheetProps & { popup: ComponentType<PopupProps> }) {
  const { visible, title, subtitle, closeLabel, onClose, onSubmit, footer, children } = props
  const { kind = 'form', noValidate = false, destroyOnClose = true } = props
  const id = useId()
  const sheet = useSheetMount(visible)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  if (!sheet.mount) return null
  return (
    <Popup
      visible={sheet.show}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName={`${styles.sheet} ${styles[kind]}`}
      destroyOnClose={destroyOnClose}
    >
      <form className={styles.frame} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate={noValidate}>
        <header className={styles.header}>
          <div>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        <footer className={styles.footer}>{footer}</footer>
      </form>
    </Popup>
  )
}
