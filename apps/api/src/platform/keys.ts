import { createHmac } from 'node:crypto'

/**
 * A key for one purpose derived from the server's signing secret (HMAC-SHA-256 over the purpose's name), so one
 * configured secret serves access tokens, verification codes and any signed link without reusing a key.
 */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return createHmac('sha256', secret).update(`maplenest:${purpose}`).digest()
}
