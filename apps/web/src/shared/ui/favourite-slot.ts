import type { FavouriteType } from '@maplenest/core'
import { createContext, type ReactNode, use } from 'react'

/** An item a heart saves: its kind and id (MLS number, project, layout, school number, agent id). */
export interface FavouriteTarget {
  type: FavouriteType
  id: string
  /** The item's name, for the button's accessible name where several hearts share a screen. */
  name?: string
}

/** Where the heart sits: over a card's corner, or among the round buttons of a detail header. */
export type FavouritePlacement = 'card' | 'header'

export type RenderFavourite = (target: FavouriteTarget, placement: FavouritePlacement) => ReactNode

/**
 * The heart as a slot. Cards (entities) and the detail header (shared) cannot import the favourites feature, so the
 * app layer fills this with the feature's heart; without a provider (tests of a card, share pages) nothing shows.
 */
export const FavouriteSlotContext = createContext<RenderFavourite | null>(null)

/** The heart for this item, or nothing when no heart is provided. */
export function useFavouriteSlot(target: FavouriteTarget | null | undefined, placement: FavouritePlacement): ReactNode {
  const render = use(FavouriteSlotContext)
  return render && target ? render(target, placement) : null
}
