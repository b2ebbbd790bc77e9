import { createHash, randomUUID } from 'node:crypto'
import {
  ACCESS_TOKEN_TTL_S,
  type CodeChannel,
  type Locale,
  type LoginRequest,
  type LoginResponse,
  REFRESH_TOKEN_TTL_S,
  type RefreshResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SocialProvider,
  type TokenCheckResponse,
  type TokenVerifyResponse,
  translate,
} from '@maplenest/core'
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2'
import type { Env } from '../../config/env.ts'
import type { RunInTransaction } from '../../db/transaction.ts'
import { toAccountKey, toEmailKey, toPhoneKey } from '../../lib/contact.ts'
import { badRequest, unauthorized } from '../../lib/http-error.ts'
import { isRegistered, type Viewer } from '../../platform/access.ts'
import type { CodesService } from '../codes/index.ts'
import type { Account, UsersService } from '../users/index.ts'
import type { AuthRepository, SessionState } from './auth-repository.ts'
import type { SessionsService } from './auth-sessions.ts'
import { hashRefreshToken, newRefreshToken, nextRefreshToken } from './auth-tokens.ts'
import { isVerifiedProvider, type SocialIdentity, type SocialVerifier } from './social-identity.ts'

/** Who is asking: the language answers and notices are written in, and the network address code guesses count against. */
export interface RequestContext {
  locale: Locale
  ip?: string | null
  /**
   * The caller's sign-in, when the request carried one: a visitor signing in leaves their visitor account behind (what
   * they made follows them), and a registered caller's social sign-in links to their account.
   */
  viewer?: Pick<Viewer, 'userId' | 'type'> | null
}

/** Told when a visitor signs in to an account, so what the visitor made (conversations) can follow them. */
export type VisitorSignInListener = (visitorId: string, userId: string) => Promise<void>

export interface AuthService {
  /** POST /auth/login for every grant type; starts a new sign-in. */
  login(input: LoginRequest, ctx: RequestContext): Promise<LoginResponse>
  /** Rotates the refresh token; throws 401 auth.error.refreshInvalid for an unknown, expired, revoked or reused one. */
  refresh(refreshToken: string): Promise<RefreshResponse>
  check(accessToken: string): Promise<TokenCheckResponse>
  verify(accessToken: string): Promise<TokenVerifyResponse>
  /** Ends one sign-in: its access and refresh tokens stop working. */
  logout(sessionId: string): Promise<void>
  /** Creates an account with a code and signs it in, as a sign-in does (a visitor's things follow them). */
  register(input: RegisterRequest, ctx: RequestContext): Promise<LoginResponse>
  /** Sets a new password and ends every sign-in of that account. */
  resetPassword(input: ResetPasswordRequest, ctx: RequestContext): Promise<void>
  hashPassword(password: string): Promise<string>
  /** Adds a listener for visitors who sign in to an account; modules that keep a visitor's things subscribe. */
  onVisitorSignedIn(listener: VisitorSignInListener): void
}

/** Failed password sign-ins allowed per account in the window; the next attempt answers 429 until it passes. */
export const LOGIN_ATTEMPTS_MAX = 5
export const LOGIN_ATTEMPTS_WINDOW_MS = 15 * 60 * 1000
/**
 * How long a refresh token just rotated out still answers with its successor: two tabs, or a retry after a lost
 * answer, refresh with the same token at once. Later, or two rotations old, it is treated as stolen.
 */
export const REFRESH_GRACE_MS = 30_000

const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } // argon2id, the OWASP baseline

const SOCIAL_ENV = {
  apple: 'APPLE_CLIENT_ID',
  facebook: 'FACEBOOK_APP_ID',
  google: 'GOOGLE_CLIENT_ID',
  wechat: 'WECHAT_APP_ID',
} as const satisfies Record<SocialProvider, keyof Env>

export interface AuthDeps {
  repository: AuthRepository
  users: UsersService
  codes: CodesService
  sessions: Pick<SessionsService, 'sign' | 'liveClaims'>
  run: RunInTransaction
  now: () => Date
  /** Derives each refresh token's successor (auth-tokens.ts nextRefreshToken). */
  refreshKey: Uint8Array
  env: Pick<Env, (typeof SOCIAL_ENV)[SocialProvider]>
  /** Per-account counters (plugins/limits.ts), shared by every process on PostgreSQL. */
  limits: { hit(key: string, max: number, windowMs: number): Promise<void>; reset(key: string): Promise<void> }
  /** Checks Apple and Facebook identity tokens against the providers' published keys. */
  social: SocialVerifier
}

export function createAuthService(deps: AuthDeps): AuthService {
  const { repository, users, codes, sessions, run, now, limits } = deps
  const hashPassword = (password: string) => argonHash(password, ARGON2)
  // Verified against when the account does not exist, so a wrong account takes as long as a wrong password.
  // Computed once at start, so even the first unknown account costs no extra hashing.
  const dummyHash = hashPassword('not-a-password-of-anyone')
  dummyHash.catch(() => {}) // a failure surfaces where it is awaited

  /** A new sign-in row and its first pair of tokens. Runs inside the caller's transaction when there is one. */
  async function startSession(account: Account, grantType: string, clientId: string): Promise<LoginResponse> {
    const refreshToken = newRefreshToken()
    const at = now()
    const sessionId = await repository.create({
      userId: account.id,
      refreshTokenHash: hashRefreshToken(refreshToken),
      clientId,
      grantType,
      createdAt: at,
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_S * 1000),
    })
    const accessToken = await sessions.sign({ userId: account.id, sessionId, type: account.type })
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expire_in: ACCESS_TOKEN_TTL_S,
      client_id: clientId,
      userId: account.id,
    }
  }

  /**
   * Wrong passwords are counted per account, and separately per account and device for a device (client id) the
   * account has signed in from before: someone elsewhere who locks the account by guessing does not lock its owner
   * out of their own phone, while that phone is still limited on its own count.
   */
  async function passwordLogin(username: string, password: string, clientId: string): Promise<Account> {
    const accountKey = `login:${toAccountKey(username)?.key ?? username.trim().toLowerCase()}`
    const found = await users.findCredentials(username)
    const known = found ? await repository.hasSignedInFrom(found.account.id, clientId) : false
    const limitKey = known ? `${accountKey}:device:${clientId}` : accountKey
    await limits.hit(limitKey, LOGIN_ATTEMPTS_MAX, LOGIN_ATTEMPTS_WINDOW_MS)
    if (!found?.passwordHash) {
      // A cancelled account is named as such only to someone who knows its password; anyone else hears what an
      // unknown account would, after the same amount of hashing.
      const cancelled = await users.findCancelled(username)
      const matches = await argonVerify(cancelled?.passwordHash ?? (await dummyHash), password)
      if (cancelled?.passwordHash && matches) throw badRequest('account.error.cancelled')
      throw badRequest('auth.error.wrongCredentials')
    }
    if (!(await argonVerify(found.passwordHash, password))) throw badRequest('auth.error.wrongCredentials')
    await limits.reset(limitKey)
    return found.account
  }

  /**
   * Code sign-in: the code proves the address, so an address without an account may be told so. The code is used
   * up in the same transaction as the new sign-in, so a failure after the check leaves it usable.
   */
  async function codeLogin(
    channel: CodeChannel,
    target: string,
    code: string,
    clientId: string,
    ctx: RequestContext,
  ): Promise<LoginResponse> {
    return codes.consume({ channel, target, purpose: 'login', code, ...ctx }, async () => {
      const account = channel === 'email' ? await users.findByEmail(target) : await users.findByPhone(target)
      if (!isRegistered(account)) {
        // The code proved the address is the caller's, so they may hear that its account was cancelled.
        if (await users.findCancelled(target)) throw badRequest('account.error.cancelled')
        throw badRequest('auth.error.accountNotFound')
      }
      return startSession(account, channel, clientId)
    })
  }

  /**
   * The account a verified social identity signs in to: the one it is linked to; else the caller's own registered
   * account (linking it); else the account of the e-mail address the provider vouches for (linking it); else a new
   * account. An address the provider does not vouch for is never used to find or fill an account.
   */
  async function socialAccount(identity: SocialIdentity, nickName: string | undefined, ctx: RequestContext) {
    const known = await users.findBySocial(identity.provider, identity.subject)
    if (known) return known
    const link = async (account: Account) => {
      if (!(await users.linkSocial(account.id, identity.provider, identity.subject))) {
        throw badRequest('auth.error.socialAlreadyLinked')
      }
      return account
    }
    const caller = isRegistered(ctx.viewer) ? await users.findById(ctx.viewer.userId) : null
    if (caller && isRegistered(caller)) return link(caller)
    const vouched = identity.emailVerified ? identity.email : null
    const byEmail = vouched ? await users.findByEmail(vouched) : null
    if (byEmail && isRegistered(byEmail)) return link(byEmail)
    const created = await users.createAccount({
      type: 'user',
      email: byEmail ? null : vouched,
      passwordHash: null,
      userName: nickName?.trim() || identity.name || undefined,
      language: ctx.locale,
      social: { provider: identity.provider, id: identity.subject },
    })
    if (!created) throw badRequest('error.loginFailed')
    return created
  }

  const phoneOrFail = (phone: string) => {
    const key = toPhoneKey(phone)
    if (!key) throw badRequest('auth.validation.phoneFormat')
    return key
  }

  const { liveClaims } = sessions
  const visitorListeners: VisitorSignInListener[] = []

  /** The sign-in of an account by someone who was a visitor until now: their visitor's things follow them. */
  async function handOver(ctx: RequestContext, login: LoginResponse): Promise<LoginResponse> {
    const previous = ctx.viewer
    if (previous?.type === 'visitor' && previous.userId !== login.userId)
      for (const listener of visitorListeners) await listener(previous.userId, login.userId)
    return login
  }

  async function signIn(input: LoginRequest, ctx: RequestContext): Promise<LoginResponse> {
    switch (input.grantType) {
      case 'app':
        return run(async () => {
          const visitor = await users.createVisitor({
            clientId: input.clientId,
            terminalId: input.terminalId,
            language: ctx.locale,
          })
          return startSession(visitor, 'app', input.clientId)
        })
      case 'password': {
        const account = await passwordLogin(input.username, input.password, input.clientId)
        return startSession(account, 'password', input.clientId)
      }
      case 'email':
        return codeLogin('email', toEmailKey(input.email), input.emailCode, input.clientId, ctx)
      case 'sms':
        return codeLogin('sms', phoneOrFail(input.phonenumber), input.smsCode, input.clientId, ctx)
      case 'social': {
        const provider = translate(ctx.locale, `auth.provider.${input.openLoginType}`)
        if (!deps.env[SOCIAL_ENV[input.openLoginType]]) {
          throw badRequest('auth.error.socialNotConfigured', { provider })
        }
        // Google and WeChat tokens are not verified here yet. Signing someone in on an openId the client merely
        // claims would let anyone take over any social account, so those stay refused.
        if (!isVerifiedProvider(input.openLoginType)) throw badRequest('auth.error.socialUnverified', { provider })
        const token = input.identityToken
        const identity = token ? await deps.social.verify(input.openLoginType, token) : null
        if (!token || !identity || (input.openId && input.openId !== identity.subject)) {
          throw badRequest('error.loginFailed')
        }
        const account = await run(async () => {
          // An identity token signs in once: a copy of it (a log, a proxy, a leaked redirect) must not sign in again
          // while it verifies. Used in the sign-in's transaction, so a sign-in that fails leaves it usable.
          const tokenHash = createHash('sha256').update(token).digest('base64url')
          if (!(await repository.useIdentityToken(tokenHash, identity.usableUntil, now()))) {
            throw badRequest('error.loginFailed')
          }
          return socialAccount(identity, input.nickName, ctx)
        })
        return startSession(account, 'social', input.clientId)
      }
    }
  }

  return {
    async login(input, ctx) {
      if (input.grantType === 'app') return signIn(input, ctx)
      return handOver(ctx, await signIn(input, ctx))
    },

    onVisitorSignedIn(listener) {
      visitorListeners.push(listener)
    },

    async refresh(refreshToken) {
      const presented = hashRefreshToken(refreshToken)
      const next = nextRefreshToken(deps.refreshKey, refreshToken)
      const nextHash = hashRefreshToken(next)
      const at = now()
      const isLive = (s: SessionState) => !s.revokedAt && s.expiresAt.getTime() > at.getTime()
      const session = await run(async () => {
        const current = await repository.findByRefreshHash(presented)
        if (current) {
          if (!isLive(current)) return null
          const expiresAt = new Date(at.getTime() + REFRESH_TOKEN_TTL_S * 1000)
          if (await repository.rotate(current.id, presented, nextHash, at, expiresAt)) return current
          // Another call rotated it a moment ago: the retired path below answers with the same successor.
        }
        const retired = await repository.findRetired(presented)
        if (!retired) return null
        if (at.getTime() - retired.retiredAt.getTime() <= REFRESH_GRACE_MS) {
          const successor = await repository.findByRefreshHash(nextHash)
          if (successor?.id === retired.sessionId && isLive(successor)) return successor
        }
        // An older token of a family: someone replayed it, so end the whole sign-in.
        await repository.revoke(retired.sessionId, at, 'refresh-token-reuse')
        return null
      })
      if (!session) throw unauthorized('auth.error.refreshInvalid')
      const account = await users.findById(session.userId)
      if (!account) throw unauthorized('auth.error.refreshInvalid')
      return {
        access_token: await sessions.sign({ userId: account.id, sessionId: session.id, type: account.type }),
        refresh_token: next,
        member: { userId: account.id, userName: account.userName, type: account.type },
      }
    },

    async check(accessToken) {
      const claims = await liveClaims(accessToken)
      return claims ? { valid: true, userId: claims.userId, type: claims.type } : { valid: false }
    },

    async verify(accessToken) {
      const claims = await liveClaims(accessToken)
      return claims ? { token: accessToken, userId: claims.userId, expiresAt: claims.expiresAt.toISOString() } : null
    },

    logout: (sessionId) => repository.revoke(sessionId, now(), 'logout'),

    async register(input, ctx) {
      const target = input.channel === 'email' ? toEmailKey(input.email) : phoneOrFail(input.phonenumber)
      const phonenumber = input.phonenumber ? phoneOrFail(input.phonenumber) : null
      // Everything that can fail is checked first or runs inside the code's transaction, so it never burns the code.
      const passwordHash = await hashPassword(input.password)
      const code = {
        channel: input.channel,
        target,
        purpose: 'register' as const,
        code: input.code,
        ...ctx,
      }
      const account = await codes.consume(code, async () => {
        // The code proved the address belongs to the caller, so saying it already has an account tells no one else.
        const created = await users.createAccount({
          type: 'user',
          email: input.channel === 'email' ? target : null,
          phonenumber,
          passwordHash,
          userName: input.userName,
          language: ctx.locale,
        })
        if (!created) throw badRequest('auth.error.accountExists')
        return created
      })
      // The new account is signed in on the device that registered it, as a password sign-in would be.
      return handOver(ctx, await startSession(account, 'register', input.clientId ?? randomUUID()))
    },

    async resetPassword(input, ctx) {
      const target = input.channel === 'email' ? toEmailKey(input.email) : phoneOrFail(input.phonenumber)
      const passwordHash = await hashPassword(input.password)
      const code = { channel: input.channel, target, purpose: 'reset' as const, code: input.code, ...ctx }
      await codes.consume(code, async () => {
        const account = input.channel === 'email' ? await users.findByEmail(target) : await users.findByPhone(target)
        if (!isRegistered(account)) throw badRequest('auth.error.accountNotFound')
        await users.setPasswordHash(account.id, passwordHash)
        await repository.revokeAllOfUser(account.id, now(), 'password-reset')
      })
      await limits.reset(`login:${target}`)
    },

    hashPassword,
  }
}
