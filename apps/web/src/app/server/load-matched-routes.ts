import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Loads the code of the routes a location matches and puts it into the route objects, so the router starts with the
 * screen at hand and draws it at once: taking over a screen the server drew needs the same screen on the first
 * render, not a loading state while its chunk arrives.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: { pathname: string },
  basename: string,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
