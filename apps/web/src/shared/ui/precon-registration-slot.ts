import type { City } from '@maplenest/core'
import { createContext, type ReactNode, use } from 'react'

/** A pre-construction project (or one of its floor plans) a buyer can register on, ask about or visit. */
export interface PreconRegistrationTarget {
  projectId: string
  projectName: string
  city: City
  /** The floor plan, when the page is a floor plan's. */
  layout?: { id: string; name: string }
  /** The page's address (path and query): a visitor comes back there, to the form, after signing in. */
  pagePath: string
}

export type RenderPreconRegistration = (target: PreconRegistrationTarget) => ReactNode

/**
 * "Register for updates", "Ask an agent" and "Book a visit to the sales centre" as a slot. The pre-construction
 * screens (another feature) cannot import the registrations feature, so the app layer fills this with its buttons
 * and form; without a provider (tests of a screen, share pages) nothing shows.
 */
export const PreconRegistrationSlotContext = createContext<RenderPreconRegistration | null>(null)

/** The registration actions for this project, or nothing when none is provided. */
export function usePreconRegistrationSlot(target: PreconRegistrationTarget | null | undefined): ReactNode {
  const render = use(PreconRegistrationSlotContext)
  return render && target ? render(target) : null
}
