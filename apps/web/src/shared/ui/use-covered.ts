import { type RefObject, useEffect, useState } from 'react'

/**
 * True once `cover` has scrolled entirely under `header` (or off screen). One IntersectionObserver whose top margin
 * is the header's height (safe-area inset included), so nothing runs on scroll. Without a cover the answer is false.
 */
export function useCoveredBy(cover: Element | null, header: RefObject<HTMLElement | null>): boolean {
  const [covered, setCovered] = useState(false)
  useEffect(() => {
    if (!cover || typeof IntersectionObserver === 'undefined') {
      setCovered(false)
      return
    }
    const height = Math.ceil(header.current?.getBoundingClientRect().height ?? 0)
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        if (last) setCovered(!last.isIntersecting)
      },
      { rootMargin: `-${height}px 0px 0px 0px`, threshold: 0 },
    )
    observer.observe(cover)
    return () => observer.disconnect()
  }, [cover, header])
  return covered
}
