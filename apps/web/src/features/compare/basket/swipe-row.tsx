import { CART_SWIPE_CLOSE_MS, CART_SWIPE_OPEN_MS } from '@maplenest/core'
import { type PointerEvent, type ReactNode, useRef, useState } from 'react'
import styles from './swipe-row.module.css'

/** How far a row opens to show its action. */
const ACTION_WIDTH_PX = 88
/** A drag past this share of the action opens the row; a shorter one closes it again. */
const OPEN_SHARE = 0.4

interface Drag {
  startX: number
  startY: number
  base: number
  /** Decided once the finger has moved: sideways drags the row, up or down scrolls the page. */
  sideways: boolean | null
}

/**
 * A row that slides left to show one action (spec §4: it opens in 0.25 s and closes in 0.15 s). The action is a
 * real button: a keyboard or screen reader reaches it by Tab, which slides the row open while it has focus.
 */
export function SwipeRow({
  children,
  action,
  actionLabel,
  onAction,
}: {
  children: ReactNode
  /** The action's visible word. */
  action: string
  /** The action's name for screen readers (which home it removes). */
  actionLabel: string
  onAction: () => void
}) {
  const [open, setOpen] = useState(false)
  const [offset, setOffset] = useState<number | null>(null)
  const drag = useRef<Drag | null>(null)
  // a sideways drag ends in a click on whatever was under the finger: that click must not open the home
  const dragged = useRef(false)

  const onPointerDown = (e: PointerEvent) => {
    drag.current = { startX: e.clientX, startY: e.clientY, base: open ? -ACTION_WIDTH_PX : 0, sideways: null }
    dragged.current = false
  }
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current
    if (!d) return
    const dx = e.clientX - d.startX
    const dy = e.clientY - d.startY
    if (d.sideways === null && Math.abs(dx) + Math.abs(dy) > 6) {
      d.sideways = Math.abs(dx) > Math.abs(dy)
      if (d.sideways) {
        dragged.current = true
        ;(e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId)
      }
    }
    if (d.sideways) setOffset(Math.min(0, Math.max(-ACTION_WIDTH_PX * 1.25, d.base + dx)))
  }
  const onPointerEnd = () => {
    const d = drag.current
    drag.current = null
    if (d?.sideways && offset !== null) setOpen(offset < -ACTION_WIDTH_PX * OPEN_SHARE)
    setOffset(null)
  }

  const x = offset ?? (open ? -ACTION_WIDTH_PX : 0)
  const duration = open ? CART_SWIPE_OPEN_MS : CART_SWIPE_CLOSE_MS

  return (
    <div className={styles.row} data-open={open}>
      <button
        type="button"
        className={styles.action}
        // hidden while the row is closed, so no edge of it shows round the row's corners; focus opens the row
        style={{ width: ACTION_WIDTH_PX, opacity: open || offset !== null ? 1 : 0 }}
        aria-label={actionLabel}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={onAction}
      >
        {action}
      </button>
      <div
        className={styles.content}
        style={{
          transform: `translateX(${x}px)`,
          transition: offset === null ? `transform ${duration}ms ease-out` : 'none',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          // the click that ends a drag, or a tap on an open row (which closes it), does not open the home
          if (dragged.current) {
            dragged.current = false
          } else if (open) {
            setOpen(false)
          } else {
            return
          }
          e.preventDefault()
          e.stopPropagation()
        }}
      >
        {children}
      </div>
    </div>
  )
}
