import type { ListingSummary } from '@maplenest/core'
import { useMemo, useState } from 'react'

/**
 * The listing whose card is open: the one tapped on the map, or the one a map detail opened on. The tapped listing
 * is kept as it was when tapped, so its card stays while a newer answer for a moved view leaves it out.
 */
export function useActiveListing(focus: ListingSummary | null | undefined, items: readonly ListingSummary[]) {
  const [active, setActive] = useState<string | null>(focus?.mlNum ?? null)
  const [tapped, setTapped] = useState<ListingSummary | null>(focus ?? null)
  const byMlNum = useMemo(() => {
    const all = new Map(items.map((item) => [item.mlNum, item]))
    if (focus) all.set(focus.mlNum, focus)
    return all
  }, [items, focus])
  return {
    active,
    listing: active ? (byMlNum.get(active) ?? (tapped?.mlNum === active ? tapped : null)) : null,
    open: (mlNum: string) => {
      setActive(mlNum)
      setTapped(byMlNum.get(mlNum) ?? null)
    },
    close: () => setActive(null),
  }
}
