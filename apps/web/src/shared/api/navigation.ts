export interface NavigateOptions {
  replace?: boolean
}
export type Navigator = (path: string, options?: NavigateOptions) => void

export { LOGIN_PATH } from './login-path.ts'

/** The router's base path ('/h5'), without a trailing slash. */
export const APP_BASE_PATH = import.meta.env.BASE_URL.replace(/\/+$/, '')

let registered: Navigator | null = null

/**
 * Lets code outside React (the API client, the session) move the router. The app layer registers
 * `router.navigate`; returns the function that unregisters it.
 */
export function setNavigator(navigator: Navigator): () => void {
  registered = navigator
  return () => {
    if (registered === navigator) registered = null
  }
}

/** Goes to an app path such as `/pages/my/public/login?redirectUrl=…` (without the base path). */
export function navigateTo(path: string, options: NavigateOptions = {}): void {
  if (registered) {
    registered(path, options)
    return
  }
  // No router registered: change the address and let the router's history listener follow it.
  const url = `${APP_BASE_PATH}${path}`
  if (options.replace) window.history.replaceState(null, '', url)
  else window.history.pushState(null, '', url)
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
}

let pathReader: (() => string) | null = null

/**
 * Lets the app layer say where the person is, including a navigation still loading its screen (the address bar
 * changes only once it has loaded); returns the function that unregisters it.
 */
export function setCurrentPathReader(reader: () => string): () => void {
  pathReader = reader
  return () => {
    if (pathReader === reader) pathReader = null
  }
}

/** The current app path with its query, without the base path: what a page is "relaunched" with. */
export function currentAppPath(): string {
  if (pathReader) return pathReader()
  const { pathname, search } = window.location
  const path =
    APP_BASE_PATH && (pathname === APP_BASE_PATH || pathname.startsWith(`${APP_BASE_PATH}/`))
      ? pathname.slice(APP_BASE_PATH.length)
      : pathname
  return `${path || '/'}${search}`
}
