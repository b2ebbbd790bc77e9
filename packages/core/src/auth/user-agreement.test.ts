import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '../i18n/catalogue.ts'
import { LOCALES } from '../i18n/locales.ts'
import {
  USER_AGREEMENT_DATE_KEY,
  USER_AGREEMENT_KEY_PREFIX,
  USER_AGREEMENT_VERSION,
  userAgreementDate,
} from './user-agreement.ts'

/** The agreement's text in both languages, key by key, as people read it. */
function agreementText(): string {
  return LOCALES.flatMap((locale) =>
    Object.entries(CATALOGUES[locale])
      .filter(([key]) => key.startsWith(USER_AGREEMENT_KEY_PREFIX) && key !== USER_AGREEMENT_DATE_KEY)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, text]) => `${locale} ${key} ${text}`),
  ).join('\n')
}

describe('the user agreement', () => {
  it('has a version for exactly this text: change the text, and the version changes with it', async () => {
    // When the agreement's words change, set USER_AGREEMENT_VERSION to the day the new text takes effect (everyone
    // is asked to agree again) and put the new text's fingerprint here.
    const fingerprints: Record<string, string> = {
      '2026-11-22': '12272376f34ed91f795d091f58bafa30c1d4d1bae88231ea58519d92056cce9f',
    }
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(agreementText()))
    const fingerprint = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
    expect(fingerprint, `the agreement's text changed under version ${USER_AGREEMENT_VERSION}`).toBe(
      fingerprints[USER_AGREEMENT_VERSION],
    )
  })

  it('names the day its version took effect', () => {
    expect(userAgreementDate().toISOString()).toBe('2026-11-22T00:00:00.000Z')
  })
})
