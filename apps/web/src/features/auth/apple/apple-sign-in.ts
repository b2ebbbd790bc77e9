import { APPLE_RETURN_PATH } from '@maplenest/core'
import { APP_BASE_PATH } from '../../../shared/api/navigation.ts'
import { takeSessionItem } from '../../../shared/storage/index.ts'

const KEY = 'maplenest.appleSignIn'
/** A sign-in begun longer ago than this is not finished: the person gave up, or someone replays an old answer. */
const APPLE_STATE_TTL_MS = 10 * 60 * 1000
const AUTHORIZE = 'https://appleid.apple.com/auth/authorize'

interface Pending {
  state: string
  redirectUrl: string | null
  at: number
}

/** Where Apple sends the person back: this app's applewebview page, on this origin. */
const appleReturnUrl = (origin: string) => `${origin}${APP_BASE_PATH}${APPLE_RETURN_PATH}`

/**
 * The address that starts Sign in with Apple, and the state it carries, remembered in this tab (sessionStorage) with
 * the page to come back to. Apple posts its answer to applewebview, which accepts it only with this state.
 */
export function startAppleSignIn(input: {
  clientId: string
  redirectUrl: string | null
  origin: string
  state: string
  now: number
}): string {
  const pending: Pending = { state: input.state, redirectUrl: input.redirectUrl, at: input.now }
  sessionStorage.setItem(KEY, JSON.stringify(pending))
  const params = new URLSearchParams({
    response_type: 'code id_token',
    response_mode: 'form_post',
    client_id: input.clientId,
    redirect_uri: appleReturnUrl(input.origin),
    scope: 'name email',
    state: input.state,
  })
  return `${AUTHORIZE}?${params.toString()}`
}

/**
 * The sign-in this tab began with exactly this state, not too long ago; it is used up either way. Null for any other
 * state (another tab's, a forged one, none) — the answer is then refused.
 */
export function takeAppleSignIn(state: string, now: number): { redirectUrl: string | null } | null {
  const raw = takeSessionItem(KEY)
  if (!raw || !state) return null
  try {
    const pending = JSON.parse(raw) as Partial<Pending>
    if (pending.state !== state || typeof pending.at !== 'number' || now - pending.at > APPLE_STATE_TTL_MS) return null
    return { redirectUrl: typeof pending.redirectUrl === 'string' ? pending.redirectUrl : null }
  } catch {
    return null
  }
}

/** Apple's answer as the server passed it on (in the fragment), or in the query of a plain redirect. */
export function readAppleAnswer(hash: string, search: string) {
  const from = new URLSearchParams(hash.replace(/^#/, '') || search.replace(/^\?/, ''))
  return { state: from.get('state') ?? '', idToken: from.get('id_token'), error: from.get('error') }
}
