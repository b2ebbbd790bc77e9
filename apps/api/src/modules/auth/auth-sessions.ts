import type { UserType } from '@maplenest/core'
import type { Viewer } from '../../platform/access.ts'
import type { AuthRepository } from './auth-repository.ts'
import type { AccessClaims, AccessTokens } from './auth-tokens.ts'

/**
 * Who is calling: access tokens signed and checked against their sign-in row. Kept apart from sign-in itself
 * (auth-service.ts), which needs the users and codes modules, so that the viewer of every request is known
 * before any module's routes, those of users included.
 */
export interface SessionsService {
  /** A new access token for a sign-in. */
  sign(claims: { userId: string; sessionId: string; type: UserType }): Promise<string>
  /**
   * The claims of an access token whose sign-in is live: valid signature, unexpired, neither revoked nor expired;
   * `type` is the account's current one.
   */
  liveClaims(accessToken: string): Promise<AccessClaims | null>
  /** The viewer behind an access token, or null. */
  authenticate(accessToken: string): Promise<Viewer | null>
  /** Ends every sign-in of an account at once (a cancelled account); joins the caller's transaction. */
  revokeAll(userId: string, reason: string): Promise<void>
}

export function createSessionsService(deps: {
  repository: Pick<AuthRepository, 'findLive' | 'revokeAllOfUser'>
  tokens: AccessTokens
  now: () => Date
}): SessionsService {
  const { repository, tokens, now } = deps

  /**
   * One primary-key lookup after the signature check. The type is the account's type now, not the one the token
   * was signed with: an approved agent or a demoted admin counts as such from the next request.
   */
  async function liveClaims(accessToken: string): Promise<AccessClaims | null> {
    const claims = await tokens.verify(accessToken)
    if (!claims) return null
    const session = await repository.findLive(claims.sessionId)
    if (!session || session.userId !== claims.userId || session.revokedAt) return null
    if (session.expiresAt.getTime() <= now().getTime()) return null
    return { ...claims, type: session.userType }
  }

  return {
    sign: tokens.sign,
    liveClaims,
    async authenticate(accessToken) {
      const claims = await liveClaims(accessToken)
      return claims ? { userId: claims.userId, sessionId: claims.sessionId, type: claims.type } : null
    },
    revokeAll: (userId, reason) => repository.revokeAllOfUser(userId, now(), reason),
  }
}
