import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from './providers.tsx'
import { createAppRoutes } from './router.tsx'

/** Renders the whole app at an address (with the /h5 base), as the browser would. */
export function renderApp(path: string, { forcedLogin = false }: { forcedLogin?: boolean } = {}) {
  const router = createMemoryRouter(createAppRoutes(undefined, { forcedLogin }), {
    initialEntries: [`/h5${path}`],
    basename: '/h5',
  })
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, ...view }
}
