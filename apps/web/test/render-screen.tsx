import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { createQueryClient } from '../src/shared/api/query-client.ts'

/** Shows where navigation ended, for screens that leave: `Now at /path?query`. */
export function WhereAmI() {
  const { pathname, search } = useLocation()
  return <p>{`Now at ${pathname}${search}`}</p>
}

/** The app's query cache settings (no retries), fresh for each test unless one is passed to share. */
export function QueryWrapper({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A wrapper for `renderHook` with a fresh query cache (or the one given). */
export function withQueryClient(client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => <QueryWrapper client={client}>{children}</QueryWrapper>
}

/**
 * Renders `screens` (path → element) in a memory router opened at `url`, with a fresh query cache unless
 * `queryClient` is given (to render twice over one cache).
 */
export function renderScreen(
  url: string,
  screens: Record<string, ReactElement>,
  { queryClient = createQueryClient() }: { queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    Object.entries(screens).map(([path, element]) => ({ path, element })),
    { initialEntries: [url] },
  )
  return {
    router,
    queryClient,
    ...render(
      <QueryWrapper client={queryClient}>
        <RouterProvider router={router} />
      </QueryWrapper>,
    ),
  }
}
