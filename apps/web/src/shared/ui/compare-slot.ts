import { createContext, type ReactNode, use } from 'react'

/** A listing one can compare: its MLS number and the address the control names it by. */
export interface CompareTarget {
  mlNum: string
  address: string
}

/** Where the control sits: the footer of a listing card, or the next-step section of a listing's detail. */
export type ComparePlacement = 'card' | 'detail'

export interface CompareSlot {
  toggle(target: CompareTarget, placement: ComparePlacement): ReactNode
  /** The floating way to the basket, with its count, on screens that list or show listings. */
  dock(): ReactNode
}

/**
 * "Add to compare" as a slot. Listing cards (entities) and listing screens (another feature) cannot import the
 * compare feature, so the app layer fills this; without a provider (tests of a card, share pages) nothing shows.
 */
export const CompareSlotContext = createContext<CompareSlot | null>(null)

export function useCompareToggle(target: CompareTarget | null | undefined, placement: ComparePlacement): ReactNode {
  const slot = use(CompareSlotContext)
  return slot && target ? slot.toggle(target, placement) : null
}

export function useCompareDock(): ReactNode {
  return use(CompareSlotContext)?.dock() ?? null
}
