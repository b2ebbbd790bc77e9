import type { SearchAreaPoint } from '../ui/saved-search-slot.ts'

/** The navigation state that carries a saved search's drawn area to the map, which draws and searches it. */
interface OpenedAreaState {
  savedSearchArea: SearchAreaPoint[]
}

export function openedAreaState(polygon: readonly SearchAreaPoint[]): OpenedAreaState {
  return { savedSearchArea: polygon.map(({ lat, lng }) => ({ lat, lng })) }
}

const isPoint = (p: unknown): p is SearchAreaPoint =>
  typeof p === 'object' &&
  p !== null &&
  Number.isFinite((p as SearchAreaPoint).lat) &&
  Number.isFinite((p as SearchAreaPoint).lng)

/** The drawn area a navigation's state carries, or null when it carries none (or something else). */
export function openedAreaOf(state: unknown): SearchAreaPoint[] | null {
  if (typeof state !== 'object' || state === null || !('savedSearchArea' in state)) return null
  const area = state.savedSearchArea
  return Array.isArray(area) && area.length > 0 && area.every(isPoint)
    ? area.map(({ lat, lng }) => ({ lat, lng }))
    : null
}
