import { createErrorBlock } from 'antd-mobile'
import type { ReactNode } from 'react'
import styles from './empty-state.module.css'
import disconnectedPicture from './empty-state-pictures/disconnected.svg'
import emptyPicture from './empty-state-pictures/empty.svg'
import failedPicture from './empty-state-pictures/failed.svg'

/**
 * The UI kit's error block with its own pictures (drawn by antd-mobile, kept here as files): its default block draws
 * them with script, which every screen would carry for a state few of them show.
 */
const ErrorBlock = createErrorBlock({
  default: <img src={failedPicture} alt="" />,
  disconnected: <img src={disconnectedPicture} alt="" />,
  empty: <img src={emptyPicture} alt="" />,
})

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
