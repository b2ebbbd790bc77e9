import { formatCount, type Locale } from '@maplenest/core'
import type { TFunction } from 'i18next'
import { useEffect, useRef, useState } from 'react'
import type { ListingFilters } from './search-query.ts'

/** How long the filters stay unchanged before the sheet counts their homes. */
export const LIVE_COUNT_DELAY_MS = 300

/** Counts the homes a search would show (the search endpoint asked for its smallest page). */
export type CountHomes = (filters: ListingFilters, signal: AbortSignal) => Promise<number>

/**
 * How many homes the sheet's filters would show, counted once they have stayed ~300 ms unchanged; the last figure
 * stays while the next is counted, and the list's own total stands for the filters it shows. Null before any
 * figure, or when counting failed.
 */
export function useLiveCount(
  draft: ListingFilters,
  shown: ListingFilters,
  total: number | null | undefined,
  count: CountHomes | undefined,
  visible: boolean,
): number | null {
  const [figure, setFigure] = useState<number | null>(null)
  const countRef = useRef(count)
  countRef.current = count
  const key = JSON.stringify(draft)
  const shownKey = JSON.stringify(shown)
  const counting = count !== undefined
  useEffect(() => {
    if (!visible || !counting) return
    if (key === shownKey && total !== null && total !== undefined) {
      setFigure(total)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const run = countRef.current
      if (!run) return
      run(JSON.parse(key) as ListingFilters, controller.signal).then(
        (n) => {
          if (!controller.signal.aborted) setFigure(n)
        },
        () => {
          if (!controller.signal.aborted) setFigure(null)
        },
      )
    }, LIVE_COUNT_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [visible, counting, key, shownKey, total])
  return figure
}

/** The sheet's button: "Show 336 homes", "Show 1 home", none to show, or "Show homes" before any figure. */
export function showHomesLabel(t: TFunction, figure: number | null, locale: Locale): string {
  if (figure === null) return t('ui.listing.filter.apply')
  if (figure === 0) return t('ui.listing.filter.applyNone')
  if (figure === 1) return t('ui.listing.filter.applyOne')
  return t('ui.listing.filter.applyCount', { count: formatCount(figure, locale) })
}
