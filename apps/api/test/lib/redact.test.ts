import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { redactUrl, serializeErrorForLog } from '../../src/lib/redact.ts'

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

describe('error log redaction', () => {
  const databaseError = (message: string, fields: object) => Object.assign(new Error(message), fields)

  it('keeps the query and the database code but none of the parameters, even where the database repeats them', () => {
    const cause = databaseError('invalid input syntax for type uuid: "ann@example.ca"', {
      code: '22P02',
      detail: 'Key (lower(email))=(ann@example.ca) already exists.',
      where: "unnamed portal parameter $1 = '...'",
    })
    const err = new DrizzleQueryError('select * from "users" where "id" = $1', ['ann@example.ca', 'users'], cause)
    const logged = serializeErrorForLog(err) as Record<string, unknown>
    const text = JSON.stringify(logged)
    expect(text).not.toContain('ann@example.ca')
    expect(logged.query).toBe('select * from "users" where "id" = $1')
    expect(logged.params).toBe('[redacted]')
    expect(logged.message).toBe(
      'Failed query: select * from "users" where "id" = $1\nparams: [2 [redacted]]: ' +
        'invalid input syntax for type uuid: "[redacted]"',
    )
    expect(logged.cause).toMatchObject({ code: '22P02', detail: '[redacted]' })
    expect(logged.stack).toContain('caused by: Error: invalid input syntax')
  })

  it('writes bytes as their size and masks password, hash and token fields at any depth', () => {
    const err = Object.assign(new Error('upload failed'), {
      file: Buffer.from('%PDF-1.7 secret'),
      user: { email: 'kept@example.ca', passwordHash: '$argon2id$x', session: { refreshToken: 'r' } },
      bytes: new Uint8Array(3),
    })
    expect(serializeErrorForLog(err)).toMatchObject({
      type: 'Error',
      message: 'upload failed',
      file: '[15 bytes]',
      user: { email: 'kept@example.ca', passwordHash: '[redacted]', session: { refreshToken: '[redacted]' } },
      bytes: '[3 bytes]',
    })
  })
})
