import { createContext, use } from 'react'

/**
 * A detail screen's cover (its photos, or the coloured block at the top when it has none) registers itself here, so
 * the floating header can watch it scroll away and turn solid. Outside a detail page the ref does nothing.
 */
export const DetailCoverContext = createContext<(element: Element | null) => void>(() => {})

/**
 * A ref for the element the floating header sits over; once it has scrolled under the header, the header turns solid.
 * Call it in a component rendered inside the page's content (the screen component itself renders the page, above it).
 */
export function useDetailCover(): (element: Element | null) => void {
  return use(DetailCoverContext)
}
