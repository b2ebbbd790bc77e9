import { type ReactNode, useEffect, useRef, useState } from 'react'
import styles from './pull-to-refresh.module.css'

/** Where a pull stands: being pulled, far enough to refresh when let go, refreshing, done. */
export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete'

export interface PullToRefreshProps {
  /** Called when the person lets go far enough down; the head shows "refreshing" until it settles. */
  onRefresh: () => Promise<unknown>
  /** The head's text for each status. */
  texts: Record<PullStatus, string>
  children: ReactNode
}

/** The head's height while refreshing, how far it must be pulled to refresh, and how long "done" shows. */
const HEAD_HEIGHT = 40
const THRESHOLD = 60
const COMPLETE_DELAY_MS = 500
/** How long the head takes to slide back (pull-to-refresh.module.css). */
const SETTLE_MS = 300

/** The head's height for a finger `y` pixels down: followed one to one at first, then less and less (as antd-mobile's). */
const headHeightFor = (y: number) => {
  const dimension = HEAD_HEIGHT * 5
  return (y * dimension * 0.5) / (dimension + 0.5 * y)
}

/** Whether the element or any of its ancestors, or the page, is scrolled down: then a pull scrolls, not refreshes. */
function scrolledDown(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement)
    if (node.scrollTop > 0) return true
  return window.scrollY > 0
}

/**
 * Pull down at the top of the page to refresh, drawn with plain touch events and a CSS transition (no animation or
 * gesture library on the first screen): the head follows the finger, says when letting go will refresh, and stays open
 * while `onRefresh` runs. A pull that starts sideways, or anywhere scrolled down, is left to the browser.
 */
export function PullToRefresh({ onRefresh, texts, children }: PullToRefreshProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<PullStatus>('pulling')
  const [height, setHeight] = useState(0)
  const [dragging, setDragging] = useState(false)
  const refresh = useRef(onRefresh)
  refresh.current = onRefresh

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let busy = false
    let start: { x: number; y: number } | null = null
    let pulling: boolean | undefined
    let current: PullStatus = 'pulling'
    let timer: ReturnType<typeof setTimeout> | undefined
    const show = (next: PullStatus) => {
      current = next
      setStatus(next)
    }
    const wait = (ms: number) => new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
    const settle = async () => {
      setHeight(0)
      await wait(SETTLE_MS)
      show('pulling')
    }

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      start = !busy && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
      pulling = undefined
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (!start || !touch || pulling === false) return
      const dx = touch.clientX - start.x
      const dy = touch.clientY - start.y
      if (pulling === undefined) {
        if (Math.abs(dx) < 4 && Math.abs(dy) < 4) return
        pulling = dy > Math.abs(dx) && !scrolledDown(event.target)
        if (!pulling) return
        setDragging(true)
      }
      if (event.cancelable) event.preventDefault()
      const next = Math.max(0, headHeightFor(dy))
      setHeight(next)
      show(next > THRESHOLD ? 'canRelease' : 'pulling')
    }
    const onEnd = async () => {
      const wasPulling = pulling === true
      start = null
      pulling = undefined
      if (!wasPulling) return
      setDragging(false)
      if (current !== 'canRelease') {
        setHeight(0)
        return
      }
      busy = true
      setHeight(HEAD_HEIGHT)
      show('refreshing')
      try {
        await refresh.current()
        show('complete')
        await wait(COMPLETE_DELAY_MS)
      } catch {
        // the screen says what failed; the head closes all the same
      }
      await settle()
      busy = false
    }

    const options = { passive: false }
    element.addEventListener('touchstart', onStart, { passive: true })
    element.addEventListener('touchmove', onMove, options)
    element.addEventListener('touchend', onEnd)
    element.addEventListener('touchcancel', onEnd)
    return () => {
      clearTimeout(timer)
      element.removeEventListener('touchstart', onStart)
      element.removeEventListener('touchmove', onMove)
      element.removeEventListener('touchend', onEnd)
      element.removeEventListener('touchcancel', onEnd)
    }
  }, [])

  return (
    <div ref={ref} className={styles.pull}>
      <div className={dragging ? styles.headDragging : styles.head} style={{ height }}>
        <div className={styles.headContent} style={{ height: HEAD_HEIGHT }}>
          {texts[status]}
        </div>
      </div>
      <div>{children}</div>
    </div>
  )
}
