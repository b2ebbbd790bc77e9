import type { ReactNode } from 'react'
import styles from './nav-bar.module.css'

export interface NavBarProps {
  className?: string
  /** The back button, or nothing. */
  left?: ReactNode
  right?: ReactNode
  /** The title, centred. */
  children: ReactNode
}

/**
 * The screen's top bar: left slot, centred title, right slot. It replaces antd-mobile's NavBar, whose left slot is a
 * `div role="button"` that holds our own back button — a control inside a control, which screen readers announce as
 * one unnamed button. The antd-mobile class names stay so the screens' existing styles for the three slots apply.
 */
export function NavBar({ className, left, right, children }: NavBarProps) {
  return (
    <div className={`adm-nav-bar ${styles.bar}${className ? ` ${className}` : ''}`}>
      <div className={`adm-nav-bar-left ${styles.left}`}>{left}</div>
      <div className={`adm-nav-bar-title ${styles.title}`}>{children}</div>
      <div className={`adm-nav-bar-right ${styles.right}`}>{right}</div>
    </div>
  )
}
