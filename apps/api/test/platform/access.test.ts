import type { UserType } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../src/lib/http-error.ts'
import { isRegistered, requireOwner, requireRegistered, requireRole, type Viewer } from '../../src/platform/access.ts'

const viewer = (type: UserType): Viewer => ({ userId: `${type}-id`, sessionId: 'session', type })
const CALLERS = {
  nobody: null,
  visitor: viewer('visitor'),
  user: viewer('user'),
  agent: viewer('agent'),
  admin: viewer('admin'),
}
type Caller = keyof typeof CALLERS

/** What the client gets: the viewer back, or the status and English message of the refusal. */
function outcome(check: () => Viewer): { ok: string } | { status: number; msg: string } {
  try {
    return { ok: check().type }
  } catch (err) {
    if (!(err instanceof HttpError)) throw err
    return { status: err.status, msg: err.messageIn('en-GB') }
  }
}

const SIGN_IN = { status: 401, msg: 'Your sign-in has expired. Please sign in again.' }
const NOT_ALLOWED = { status: 403, msg: 'You are not allowed to do this' }
const REGISTERED_ONLY = { status: 403, msg: 'Sign in or create an account to do this.' }

describe('access checks', () => {
  it.each<[Caller, boolean]>([
    ['nobody', false],
    ['visitor', false],
    ['user', true],
    ['agent', true],
    ['admin', true],
  ])('a caller who is %s is registered: %s', (caller, registered) => {
    expect(isRegistered(CALLERS[caller])).toBe(registered)
  })

  it.each<[Caller, object]>([
    ['nobody', SIGN_IN],
    ['visitor', REGISTERED_ONLY],
    ['user', { ok: 'user' }],
    ['agent', { ok: 'agent' }],
    ['admin', { ok: 'admin' }],
  ])('requireRegistered lets %s through, sends nobody to sign in and tells a visitor no', (caller, expected) => {
    expect(outcome(() => requireRegistered(CALLERS[caller]))).toEqual(expected)
  })

  it('requireRegistered answers in the words of the area that asks', () => {
    const share = { status: 403, key: 'map.api.share.signIn' } as const
    const refusals = { signedOut: share, visitor: share }
    const signIn = { status: 403, msg: 'Sign in to share listings' }
    expect(outcome(() => requireRegistered(CALLERS.nobody, refusals))).toEqual(signIn)
    expect(outcome(() => requireRegistered(CALLERS.visitor, refusals))).toEqual(signIn)
    const vow = { visitor: { status: 403, key: 'vowTerms.registeredOnly' } } as const
    expect(outcome(() => requireRegistered(CALLERS.nobody, vow))).toEqual(SIGN_IN)
    expect(outcome(() => requireRegistered(CALLERS.visitor, vow))).toEqual({
      status: 403,
      msg: 'Sign in with a registered account to accept the terms of use',
    })
  })

  it.each<[Caller, object]>([
    ['nobody', SIGN_IN],
    ['visitor', NOT_ALLOWED],
    ['user', NOT_ALLOWED],
    ['agent', NOT_ALLOWED],
    ['admin', { ok: 'admin' }],
  ])('requireRole admin lets %s through or refuses', (caller, expected) => {
    expect(outcome(() => requireRole(CALLERS[caller], 'admin'))).toEqual(expected)
  })

  it('requireRole takes several roles and a refusal of its own', () => {
    const agentsOrAdmins = ['agent', 'admin'] as const
    expect(outcome(() => requireRole(CALLERS.agent, agentsOrAdmins))).toEqual({ ok: 'agent' })
    expect(outcome(() => requireRole(CALLERS.user, agentsOrAdmins))).toEqual(NOT_ALLOWED)
    expect(outcome(() => requireRole(CALLERS.agent, 'admin', { status: 403, key: 'agent.api.adminOnly' }))).toEqual({
      status: 403,
      msg: 'Only an administrator can review applications',
    })
  })

  it.each<[Caller, object, object]>([
    ['nobody', SIGN_IN, SIGN_IN],
    ['visitor', { ok: 'visitor' }, NOT_ALLOWED],
    ['user', { ok: 'user' }, NOT_ALLOWED],
    ['agent', { ok: 'agent' }, NOT_ALLOWED],
    ['admin', { ok: 'admin' }, NOT_ALLOWED],
  ])('requireOwner lets %s reach their own record and no one else’s', (caller, own, others) => {
    const who = CALLERS[caller]
    expect(outcome(() => requireOwner(who, who?.userId ?? 'someone'))).toEqual(own)
    expect(outcome(() => requireOwner(who, 'someone-else'))).toEqual(others)
  })
})
