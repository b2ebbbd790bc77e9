import { ErrorBlock } from 'antd-mobile'
import type { ReactNode } from 'react'
import styles from './empty-state.module.css'

export interface EmptyStateProps {
  title: string
  description?: string
  /** A button or link that moves the person on (e.g. "Back to home"). */
  action?: ReactNode
  /** Picture: 'empty' (nothing here yet, default), 'disconnected' (no connection) or 'failed' (our server failed). */
  variant?: 'empty' | 'disconnected' | 'failed'
}

/** What a screen shows when it has nothing to list: what it is for, and what to do next. */
export function EmptyState({ title, description, action, variant = 'empty' }: EmptyStateProps) {
  return (
    <section className={styles.empty} aria-label={title}>
      <ErrorBlock status={variant === 'failed' ? 'default' : variant} title={title} description={description ?? null}>
        {action}
      </ErrorBlock>
    </section>
  )
}
