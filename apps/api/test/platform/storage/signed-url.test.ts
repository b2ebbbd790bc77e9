import { describe, expect, it } from 'vitest'
import { createUrlSigner, SIGNED_URL_MAX_TTL_S } from '../../../src/platform/storage/signed-url.ts'

const KEY = 'contract-pdf/0d3c9b1e-0000-4000-8000-000000000001/ab.pdf'
const now = new Date('2026-11-24T10:00:00Z')
const later = (s: number) => new Date(now.getTime() + s * 1000)

describe('signed file URLs', () => {
  const signer = createUrlSigner(Buffer.alloc(32, 7))

  it('are valid until they expire, then expired', () => {
    const { expires, signature } = signer.sign(KEY, now, 600)
    expect(expires * 1000).toBeGreaterThanOrEqual(later(600).getTime())
    expect(signer.verify(KEY, String(expires), signature, later(599))).toBe('valid')
    expect(signer.verify(KEY, String(expires), signature, new Date(expires * 1000))).toBe('expired')
  })

  it('are invalid for another key, another expiry, another secret or a changed signature', () => {
    const { expires, signature } = signer.sign(KEY, now)
    expect(signer.verify(KEY.replace('ab.pdf', 'cd.pdf'), String(expires), signature, now)).toBe('invalid')
    expect(signer.verify(KEY, String(expires + 3600), signature, now)).toBe('invalid')
    expect(createUrlSigner(Buffer.alloc(32, 8)).verify(KEY, String(expires), signature, now)).toBe('invalid')
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(signer.verify(KEY, String(expires), flipped, now)).toBe('invalid')
    expect(signer.verify(KEY, 'soon', signature, now)).toBe('invalid')
    expect(signer.verify(KEY, String(expires), '', now)).toBe('invalid')
  })

  it('give the same URL for the same file within a few minutes, so browsers can reuse their copy', () => {
    const at = new Date('2026-11-24T10:01:00Z')
    const first = signer.sign(KEY, at)
    expect(signer.sign(KEY, new Date(at.getTime() + 60_000))).toEqual(first)
  })

  it('last at most a week', () => {
    const { expires } = signer.sign(KEY, now, 10 * SIGNED_URL_MAX_TTL_S)
    expect(expires * 1000 - now.getTime()).toBeLessThanOrEqual((SIGNED_URL_MAX_TTL_S + 300) * 1000)
  })
})
