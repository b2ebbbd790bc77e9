import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../../platform/keys.ts'

/**
 * The signed token of a person's one-click unsubscribe link: their id and an HMAC of it under a key of its own, so
 * the link works without signing in and cannot be made for anyone else.
 */
export function createUnsubscribeTokens(secret: Uint8Array) {
  const key = deriveKey(secret, 'saved-search-unsubscribe')
  const sign = (userId: string) => createHmac('sha256', key).update(userId).digest('base64url')
  return {
    issue: (userId: string) => `${Buffer.from(userId).toString('base64url')}.${sign(userId)}`,
    /** The person a token names, or null for a token that is not ours. */
    read(token: string): string | null {
      const [id, mac] = token.split('.')
      if (!id || !mac) return null
      const userId = Buffer.from(id, 'base64url').toString()
      const expected = Buffer.from(sign(userId))
      const given = Buffer.from(mac)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return /^[0-9a-f-]{36}$/.test(userId) ? userId : null
    },
  }
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>
