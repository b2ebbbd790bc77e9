import { APP_BASE_PATH, LOGIN_PATH } from '../api/navigation.ts'

/** The main page (spec §2: a signed-in person opening login goes here). */
export const MAIN_PATH = '/'
const SIGN_IN_PAGES = '/pages/my/public/'

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/
const CONTROL_ALL = new RegExp(CONTROL.source, 'g')
/** How many layers of percent-encoding are taken off before a path is given up on. */
const MAX_DECODES = 4

/** Whether a browser would read the path as another host's: `//host`, `/\host`, or either with tabs in between. */
const leavesOrigin = (path: string) => /^\/[/\\]/.test(path.replace(CONTROL_ALL, ''))

/**
 * Whether a path stays on this origin however it is read: browsers take `/\` for `//` and drop tabs and line breaks
 * (`/\t/evil.example` is `//evil.example`), and a path decoded once more somewhere (`/%2F%2Fevil.example`) must not
 * turn protocol-relative either. A control character anywhere or a backslash in the path is refused outright.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || CONTROL.test(value) || value.split(/[?#]/, 1)[0]!.includes('\\')) return false
  let path = value
  for (let i = 0; i <= MAX_DECODES; i++) {
    if (leavesOrigin(path)) return false
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return false
    }
    if (decoded === path) return new URL(value, 'https://app.invalid').origin === 'https://app.invalid'
    path = decoded
  }
  return false
}

/**
 * An app path that is safe to go back to: same app (starts with one '/', see isSameOriginPath, with and without the
 * base), not a sign-in page. Accepts it with or without the '/h5' base. Anything else (another origin, '//evil',
 * '/h5//evil', '/\\evil', '/%2F%2Fevil', garbage) is null.
 */
export function toSafeReturnPath(value: string | null | undefined, base: string = APP_BASE_PATH): string | null {
  if (!value || !isSameOriginPath(value)) return null
  let path = value
  if (base && (path === base || path.startsWith(`${base}/`))) {
    path = path.slice(base.length) || '/'
    if (!isSameOriginPath(path)) return null
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
