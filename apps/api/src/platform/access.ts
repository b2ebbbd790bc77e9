import type { MessageKey, UserType } from '@maplenest/core'
import { forbidden, type HttpError, unauthorized } from '../lib/http-error.ts'

/** The caller of an authenticated request: set on `req.viewer` from a live access token. */
export interface Viewer {
  userId: string
  sessionId: string
  type: UserType
}

/**
 * How a check answers when it refuses: a status and a catalogue key. Areas of the product word their refusals
 * differently ("Sign in to share listings", "Sign in with a registered account to apply as a broker"), and some
 * send a visitor to sign in (401) where others say no (403); the rule itself lives here once.
 */
export interface Refusal {
  status: 401 | 403
  key?: MessageKey
}

const SIGN_IN: Refusal = { status: 401 }

function refuse(r: Refusal): HttpError {
  return r.status === 401 ? unauthorized(r.key) : forbidden(r.key)
}

/** Whether this caller, or this account, is registered: signed in and not a visitor (tourist) account. */
export function isRegistered<T extends { type: UserType }>(who: T | null | undefined): who is T {
  return who != null && who.type !== 'visitor'
}

/** The caller, signed in with an account of any type, visitors included; `signedOut` (default 401) otherwise. */
export function requireSignedIn(viewer: Viewer | null, signedOut: Refusal = SIGN_IN): Viewer {
  if (!viewer) throw refuse(signedOut)
  return viewer
}

/**
 * The caller, who must be signed in with a registered account. Nobody signed in answers `signedOut` and a visitor
 * account answers `visitor`; both default to 401 'Login expired, please log in again', which sends the app to sign-in.
 */
export function requireRegistered(
  viewer: Viewer | null,
  refusals: { signedOut?: Refusal; visitor?: Refusal } = {},
): Viewer {
  if (!viewer) throw refuse(refusals.signedOut ?? SIGN_IN)
  if (!isRegistered(viewer)) throw refuse(refusals.visitor ?? SIGN_IN)
  return viewer
}

/**
 * The caller, who must hold one of these account types: 401 when nobody is signed in, otherwise 403 with
 * `refusal`'s key ('operation not allowed' by default).
 */
export function requireRole(
  viewer: Viewer | null,
  roles: UserType | readonly UserType[],
  refusal: Refusal = { status: 403 },
): Viewer {
  if (!viewer) throw unauthorized()
  const allowed = typeof roles === 'string' ? [roles] : roles
  if (!allowed.includes(viewer.type)) throw refuse(refusal)
  return viewer
}

/**
 * The caller, who must be the owner of what they ask for: 401 when nobody is signed in, 403 with `refusal`'s key
 * when the record is someone else's. Administrators are not owners: a route that lets them in says so with
 * `requireRole` on its own path.
 */
export function requireOwner(viewer: Viewer | null, ownerId: string, refusal: Refusal = { status: 403 }): Viewer {
  if (!viewer) throw unauthorized()
  if (viewer.userId !== ownerId) throw refuse(refusal)
  return viewer
}
