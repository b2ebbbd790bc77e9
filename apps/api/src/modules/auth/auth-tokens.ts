import { createHash, createHmac, randomBytes } from 'node:crypto'
import { ACCESS_TOKEN_TTL_S, USER_TYPES, type UserType } from '@maplenest/core'
import { errors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'

const ISSUER = 'maplenest'
const AUDIENCE = 'maplenest'

export interface AccessClaims {
  userId: string
  sessionId: string
  type: UserType
  expiresAt: Date
}

const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  typ: z.enum(USER_TYPES),
  exp: z.number().int(),
})

/** Access tokens: HS256 JWTs carrying sub (user id), sid (sign-in id) and typ (user type), ACCESS_TOKEN_TTL_S long. */
export function createAccessTokens(secret: Uint8Array, now: () => Date) {
  // Imported once: handing jose the raw bytes makes it import the key again on every call, half the cost of a check.
  const key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  return {
    async sign(claims: { userId: string; sessionId: string; type: UserType }): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000)
      return new SignJWT({ sid: claims.sessionId, typ: claims.type })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
        .sign(await key)
    },

    /** The claims of a well-signed, unexpired token; null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          clockTolerance: 0,
        })
        const claims = claimsSchema.safeParse(payload)
        if (!claims.success) return null
        const { sub, sid, typ, exp } = claims.data
        return { userId: sub, sessionId: sid, type: typ, expiresAt: new Date(exp * 1000) }
      } catch (err) {
        if (err instanceof errors.JOSEError) return null
        throw err
      }
    },
  }
}

export type AccessTokens = ReturnType<typeof createAccessTokens>

/** A new refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/**
 * The refresh token that replaces `token`: a keyed hash of it, so two refreshes racing with one token compute the
 * same successor and both callers end up holding the live one. Without the key it cannot be told from random.
 */
export function nextRefreshToken(key: Uint8Array, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url')
}
