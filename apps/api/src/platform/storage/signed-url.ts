import { createHmac, timingSafeEqual } from 'node:crypto'

const SIGNED_URL_TTL_S = 60 * 60
export const SIGNED_URL_MAX_TTL_S = 7 * 24 * 60 * 60
/** Expiry times are rounded up to this step, so the same file asked for twice in a while gets the same URL (and the browser's cached copy). */
const EXPIRY_STEP_S = 5 * 60

interface UrlSignature {
  /** Unix seconds. */
  expires: number
  /** HMAC-SHA256 of the key and the expiry, base64url. */
  signature: string
}

type SignatureCheck = 'valid' | 'expired' | 'invalid'

export interface UrlSigner {
  sign(key: string, now: Date, ttlS?: number): UrlSignature
  /** Whether this signature was made by us for this key and expiry, and whether that expiry has passed. */
  verify(key: string, expires: string, signature: string, now: Date): SignatureCheck
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/
const EXPIRES = /^\d{1,12}$/

/**
 * Signs file URLs with a key of their own (derived from the server secret, so rotating that secret ends every
 * link). A signature covers the storage key and the expiry: changing either makes it invalid.
 */
export function createUrlSigner(secret: Uint8Array): UrlSigner {
  const mac = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url')

  return {
    sign(key, now, ttlS = SIGNED_URL_TTL_S) {
      const ttl = Math.min(Math.max(1, Math.floor(ttlS)), SIGNED_URL_MAX_TTL_S)
      const at = Math.floor(now.getTime() / 1000) + ttl
      const expires = Math.ceil(at / EXPIRY_STEP_S) * EXPIRY_STEP_S
      return { expires, signature: mac(key, expires) }
    },

    verify(key, expires, signature, now) {
      if (!EXPIRES.test(expires) || !SIGNATURE.test(signature)) return 'invalid'
      const expected = Buffer.from(mac(key, Number(expires)))
      if (!timingSafeEqual(expected, Buffer.from(signature))) return 'invalid'
      return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid'
    },
  }
}
