import type { SocialProvider } from '@maplenest/core'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'

/** What a provider's identity token proves: whose it is, and the e-mail address it vouches for (when it does). */
export interface SocialIdentity {
  provider: SocialProvider
  /** The provider's stable id of the person (`sub`). */
  subject: string
  email: string | null
  /** The provider says the address is the person's (Apple's email_verified); only then may it link an account. */
  emailVerified: boolean
  name: string | null
  /** Until when the token verifies (its `exp`, plus the clock tolerance): how long it must be remembered as used. */
  usableUntil: Date
}

/** Providers whose identity tokens are verified here: OpenID Connect ID tokens signed with keys the provider publishes. */
const VERIFIED_PROVIDERS = {
  apple: { issuer: 'https://appleid.apple.com', jwks: 'https://appleid.apple.com/auth/keys' },
  // Facebook Login's OpenID Connect ("Limited Login") ID token.
  facebook: { issuer: 'https://www.facebook.com', jwks: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/' },
} as const
type VerifiedProvider = keyof typeof VERIFIED_PROVIDERS

export function isVerifiedProvider(provider: SocialProvider): provider is VerifiedProvider {
  return Object.hasOwn(VERIFIED_PROVIDERS, provider)
}

/** How far the provider's clock and ours may disagree on a token's times. */
const CLOCK_TOLERANCE_S = 60

/** Keys are kept for six hours and fetched again sooner only for a key id not seen yet (at most every 30 s). */
const JWKS_OPTIONS = { cacheMaxAge: 6 * 60 * 60 * 1000, cooldownDuration: 30_000, timeoutDuration: 5_000 }

export interface SocialVerifier {
  /** The identity in the token, or null when it is not a valid token of that provider for this app. */
  verify(provider: VerifiedProvider, token: string): Promise<SocialIdentity | null>
}

const stringClaim = (payload: JWTPayload, name: string): string | null => {
  const v = payload[name]
  return typeof v === 'string' && v.trim() ? v.trim() : null
}

/**
 * Verifies Apple and Facebook identity tokens: RS256 signature by a key of the provider's published set (fetched
 * once and cached by jose), the provider's issuer, this app's client id as the audience, and not expired.
 */
export function createSocialVerifier(deps: {
  audiences: Partial<Record<VerifiedProvider, string | undefined>>
  jwksUrls: Partial<Record<VerifiedProvider, string | undefined>>
  now: () => Date
}): SocialVerifier {
  const sets = new Map<VerifiedProvider, ReturnType<typeof createRemoteJWKSet>>()
  const keysOf = (provider: VerifiedProvider) => {
    let set = sets.get(provider)
    if (!set) {
      set = createRemoteJWKSet(new URL(deps.jwksUrls[provider] ?? VERIFIED_PROVIDERS[provider].jwks), JWKS_OPTIONS)
      sets.set(provider, set)
    }
    return set
  }

  return {
    async verify(provider, token) {
      const audience = deps.audiences[provider]
      if (!audience) return null
      try {
        const { payload } = await jwtVerify(token, keysOf(provider), {
          issuer: VERIFIED_PROVIDERS[provider].issuer,
          audience,
          algorithms: ['RS256'],
          currentDate: deps.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_S,
        })
        const subject = stringClaim(payload, 'sub')
        if (!subject) return null
        const email = stringClaim(payload, 'email')?.toLowerCase() ?? null
        const verifiedClaim = payload.email_verified
        return {
          provider,
          subject,
          email,
          emailVerified: Boolean(email) && (verifiedClaim === true || verifiedClaim === 'true'),
          name: stringClaim(payload, 'name'),
          // `exp` is required above, and jose has checked it is a number.
          usableUntil: new Date(((payload.exp as number) + CLOCK_TOLERANCE_S) * 1000),
        }
      } catch {
        return null
      }
    },
  }
}
