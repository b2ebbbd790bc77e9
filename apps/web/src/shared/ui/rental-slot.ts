import type { City, ReservedPlace } from '@maplenest/core'
import { createContext, type ReactNode, use } from 'react'

/** A lease a student can reserve, and whose safety facts can be shown: enough to name it and come back to it. */
export interface RentalTarget {
  mlNum: string
  city: City
  /** The address as the card or detail shows it. */
  address: string
  /** The listing's detail address (path and query): a visitor comes back there after signing in. */
  detailPath: string
  /** A room in a shared home or the whole home (from the detail's property type); unknown on a list's card. */
  place?: ReservedPlace | undefined
}

/** Where the rental controls sit: the next-step section of a lease's detail, or under a lease's card. */
export type RentalPlacement = 'detail' | 'card'

export type RenderRental = (target: RentalTarget, placement: RentalPlacement) => ReactNode

/**
 * Reserving a room, the safety card and the report button as a slot: the listing detail (another feature) and the
 * campus's lease cards cannot import the rentals feature, so the app layer fills this; without a provider nothing
 * shows.
 */
export const RentalSlotContext = createContext<RenderRental | null>(null)

/** The rental controls for this lease, or nothing when none is provided. */
export function useRentalSlot(target: RentalTarget | null | undefined, placement: RentalPlacement): ReactNode {
  const render = use(RentalSlotContext)
  return render && target ? render(target, placement) : null
}
