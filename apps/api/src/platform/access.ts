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
 * differently ("Sign in to share listings", "Sign in with a registered account to apply as a broker"); the rule
 * itself lives here once. 401 means the caller's sign-in is missing or dead, which the app answers by renewing it;
 * 403 means the caller is known and may not do this, which no renewal changes.
 */
export interface Refusal {
  status: 401 | 403
  key?: MessageKey
}

const SIGN_IN: Refusal = { status: 401 }

/** A visitor (guest) account on an account-only endpoint: known, so not 401, and told to sign in or register. */
const REGISTERED_ONLY: Refusal = { status: 403, key: 'error.registeredOnly' }

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
 * The caller, who must be signed in with a registered account. Nobody signed in answers `signedOut` (default 401,
 * which the app answers by renewing its token); a visitor account answers `visitor` (default 403 'Sign in or create
 * an account to do this.'): a visitor's token is alive, and renewing it would only make another visitor.
 */
export function requireRegistered(
  viewer: Viewer | null,
  refusals: { signedOut?: Refusal; visitor?: Refusal } = {},
): Viewer {
  if (!viewer) throw refuse(refusals.signedOut ?? SIGN_IN)
  if (!isRegistered(viewer)) throw refuse(refusals.visitor ?? REGISTERED_ONLY)
  return viewer
}

/**
 * The caller, who must hold one of these account types: 401 when nobody is signed in, otherwise 403 with
 * `refusal`'s key ('You are not allowed to do this' by default).
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
