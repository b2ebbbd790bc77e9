import type { SavedSearchQuery } from '@maplenest/core'
import { createContext, type ReactNode, use } from 'react'

/** A corner of a drawn area, as the map and the saved search take it. */
export interface SearchAreaPoint {
  lat: number
  lng: number
}

/** A search one can save: its criteria as the list and the map take them, and the area drawn on the map, if any. */
export interface SavedSearchTarget {
  query: Partial<SavedSearchQuery>
  polygon: readonly SearchAreaPoint[] | null
  /** Called as a visitor leaves to sign in, for the screen to keep what it cannot put in its address (a drawn area). */
  beforeSignIn?: () => void
}

/** Where the control sits: the list's toolbar, the map's round buttons, or under an assistant's search answer. */
export type SavedSearchPlacement = 'list' | 'map' | 'chat'

export type RenderSavedSearch = (target: SavedSearchTarget, placement: SavedSearchPlacement) => ReactNode

/**
 * "Save this search" as a slot. The list, the map and the assistant (other features) cannot import the saved
 * searches feature, so the app layer fills this with its button and sheet; without a provider (tests of a screen,
 * share pages) nothing shows.
 */
export const SavedSearchSlotContext = createContext<RenderSavedSearch | null>(null)

/** The save control for this search, or nothing when none is provided. */
export function useSavedSearchSlot(
  target: SavedSearchTarget | null | undefined,
  placement: SavedSearchPlacement,
): ReactNode {
  const render = use(SavedSearchSlotContext)
  return render && target ? render(target, placement) : null
}
