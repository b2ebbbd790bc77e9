import { describe, expect, it } from 'vitest'
import { redactUrl } from '../../src/lib/redact.ts'

describe('request log redaction', () => {
  it.each([
    ['/auth/check?token=eyJabc.def.ghi', '/auth/check?token=[redacted]'],
    ['/auth/verify?x=1&token=abc&y=2', '/auth/verify?x=1&token=[redacted]&y=2'],
    ['/a?refresh_token=r1&access_token=a1', '/a?refresh_token=[redacted]&access_token=[redacted]'],
    ['/house/api/user/v1/abc?tokenish=1', '/house/api/user/v1/abc?tokenish=1'],
  ])('masks tokens in %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})
