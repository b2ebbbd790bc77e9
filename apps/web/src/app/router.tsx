import { type RouteObject, redirect } from 'react-router'
import { RequireAuth } from '../features/auth/index.ts'
import { PageLoading } from '../shared/ui/loading.tsx'
import { PageLayoutContext } from '../shared/ui/page-layout.ts'
import { FORCED_LOGIN } from './app-env.ts'
import { RootLayout } from './layouts/root-layout.tsx'
import { TabLayout } from './layouts/tab-layout.tsx'
import { loadScreen } from './load-screen.ts'
import { RouteError } from './route-error.tsx'
import { OPEN_WHILE_SIGN_IN_IS_FORCED, ROUTES, type RouteEntry } from './route-table.ts'
import { SCREENS } from './screens.ts'
import type { RouteHandle } from './use-route-entry.ts'

/**
 * Turns one route-table entry into a react-router route: lazy screen, sign-in guard, or legacy redirect. With sign-in
 * forced, every screen but those a visitor needs to sign in is guarded.
 */
function toRouteObject(entry: RouteEntry, forcedLogin: boolean): RouteObject {
  const legacy = entry.legacyOf
  if (legacy?.via === 'redirect') {
    return {
      path: entry.path,
      loader: ({ request }) => {
        const url = new URL(request.url)
        return redirect(`${legacy.path}${url.search}${url.hash}`)
      },
    }
  }
  const handle: RouteHandle = { entry }
  return {
    path: entry.path,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      const { default: Screen } = await loadScreen(entry.screen)
      const guarded = entry.requiresAuth || (forcedLogin && !OPEN_WHILE_SIGN_IN_IS_FORCED.has(entry.screen))
      const screen = guarded ? (
        <RequireAuth>
          <Screen />
        </RequireAuth>
      ) : (
        <Screen />
      )
      return { element: <PageLayoutContext value={{ fullWidth: entry.fullWidth }}>{screen}</PageLayoutContext> }
    },
  }
}

const notFound: RouteEntry = {
  path: '*',
  screen: SCREENS.notFound,
  titleKey: SCREENS.notFound.titleKey,
  requiresAuth: false,
  fullWidth: false,
}

/** The whole app: a root layout, the tab pages inside the tab layout, every other screen, and the 404 fallback. */
export function createAppRoutes(
  entries: readonly RouteEntry[] = ROUTES,
  { forcedLogin = FORCED_LOGIN }: { forcedLogin?: boolean } = {},
): RouteObject[] {
  const toRoute = (entry: RouteEntry) => toRouteObject(entry, forcedLogin)
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { element: <TabLayout />, children: entries.filter((entry) => entry.tab).map(toRoute) },
        ...entries.filter((entry) => !entry.tab).map(toRoute),
        toRoute(notFound),
      ],
    },
  ]
}
