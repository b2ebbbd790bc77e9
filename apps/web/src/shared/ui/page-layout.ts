import { createContext } from 'react'

/** How the route being shown lays out its page; the router provides it from the route table. */
export interface PageLayout {
  /** The route's content spans the whole window instead of the centred 1024 px column. */
  fullWidth: boolean
}

export const PageLayoutContext = createContext<PageLayout>({ fullWidth: false })
