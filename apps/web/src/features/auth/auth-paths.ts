import { LOGIN_PATH } from '../../shared/api/login-path.ts'

/** The account screens' routes (spec §2). */
export const AUTH_PATHS = {
  login: LOGIN_PATH,
  codeLogin: '/pages/my/public/emaillogin',
  register: '/pages/my/public/register',
  resetPassword: '/pages/my/public/reset-password',
  agreement: '/pages/my/agreement/agreement',
} as const

/**
 * The same sign-in or registration screen in another flow (the agent-app subscription): its own title and words, where
 * to go once done when the link names no page, and its partner screen (sign in ↔ register).
 */
export interface AuthFlow {
  title: string
  heading: string
  subtitle: string
  /** The page after signing in, when the link names none. */
  redirect: string
  /** The partner screen: registration from sign-in, sign-in from registration. */
  partnerPath: string
}

/** A route with the query it needs: the page to return to after signing in, and an account to prefill. */
export function authPath(path: string, query: { redirectUrl?: string | null; account?: string | null } = {}): string {
  const params = new URLSearchParams()
  if (query.account) params.set('account', query.account)
  if (query.redirectUrl) params.set('redirectUrl', query.redirectUrl)
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}
