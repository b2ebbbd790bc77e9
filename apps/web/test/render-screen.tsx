import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

/** Shows where navigation ended, for screens that leave: `Now at /path?query`. */
export function WhereAmI() {
  const { pathname, search } = useLocation()
  return <p>{`Now at ${pathname}${search}`}</p>
}

/** Renders `screens` (path → element) in a memory router opened at `url`. */
export function renderScreen(url: string, screens: Record<string, ReactElement>) {
  const router = createMemoryRouter(
    Object.entries(screens).map(([path, element]) => ({ path, element })),
    { initialEntries: [url] },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}
