import { APP_BASE_PATH, LOGIN_PATH } from '../api/navigation.ts'

/** The main page (spec §2: a signed-in person opening login goes here). */
export const MAIN_PATH = '/'
const SIGN_IN_PAGES = '/pages/my/public/'

/**
 * An app path that is safe to go back to: same app (starts with one '/'), not a sign-in page.
 * Accepts it with or without the '/h5' base. Anything else (another origin, '//evil', garbage) is null.
 */
export function toSafeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  let path = value
  if (APP_BASE_PATH && (path === APP_BASE_PATH || path.startsWith(`${APP_BASE_PATH}/`))) {
    path = path.slice(APP_BASE_PATH.length) || '/'
  }
  if (path.startsWith(SIGN_IN_PAGES)) return null
  return path
}

/** True on the sign-in and registration forms (with or without the '/h5' base). */
export function isSignInPage(path: string): boolean {
  const inApp = APP_BASE_PATH && path.startsWith(`${APP_BASE_PATH}/`) ? path.slice(APP_BASE_PATH.length) : path
  return inApp.startsWith(SIGN_IN_PAGES)
}

/** The login address that brings the person back to `returnTo` (path plus query) after signing in. */
export function toLoginPath(returnTo: string): string {
  return `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(returnTo)}`
}
