import type { City } from '@maplenest/core'
import { createContext, type ReactNode, use } from 'react'

/** A listing one can book a showing of: enough to offer its times and to name it in the sheet. */
export interface ShowingTarget {
  mlNum: string
  city: City
  /** The address as the card or detail shows it, for the sheet's title and the controls' names. */
  address: string
  /** The listing's detail address (path and query): a visitor comes back there, to the sheet, after signing in. */
  detailPath: string
}

/** Where the booking control sits: the next-step section of a detail, or the menu of a card. */
export type ShowingPlacement = 'detail' | 'card'

export type RenderShowing = (target: ShowingTarget, placement: ShowingPlacement) => ReactNode

/**
 * "Book a showing" as a slot. Listing cards (entities) and the listing detail (another feature) cannot import the
 * showings feature, so the app layer fills this with the feature's button and sheet; without a provider (tests of
 * a card, share pages) nothing shows.
 */
export const ShowingSlotContext = createContext<RenderShowing | null>(null)

/** The booking control for this listing, or nothing when none is provided. */
export function useShowingSlot(target: ShowingTarget | null | undefined, placement: ShowingPlacement): ReactNode {
  const render = use(ShowingSlotContext)
  return render && target ? render(target, placement) : null
}
