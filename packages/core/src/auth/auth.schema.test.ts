import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import {
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sendSmsCodeSchema,
  visitorLoginSchema,
} from './auth.schema.ts'

/** The first message a form would show for this input, in English. */
function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  if (result.success) return undefined
  const key = result.error!.issues[0]!.message
  // biome-ignore lint/suspicious/noExplicitAny: keys come from our own schemas; an unknown one shows as itself
  return translate('en-GB', key as any)
}

const validRegister = {
  channel: 'sms',
  phonenumber: '416 555 1234',
  code: '1234',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreement: true,
} as const

describe('sign-in and registration rules (spec §5)', () => {
  it('accepts the visitor payload and rejects another tenant or an extra field', () => {
    const visitor = { clientId: 'c1', grantType: 'app', tenantId: '000000', type: 'visitor', terminalId: 't1' }
    expect(visitorLoginSchema.safeParse(visitor).success).toBe(true)
    expect(loginSchema.safeParse({ ...visitor, tenantId: '000001' }).success).toBe(false)
    const extra = loginSchema.safeParse({ ...visitor, admin: true })
    expect(extra.success).toBe(false)
  })

  it('says the phone number cannot be empty', () => {
    expect(firstMessage(sendSmsCodeSchema.safeParse({ phonenumber: '', purpose: 'login' }))).toBe(
      'Enter your phone number',
    )
  })

  it('says the phone number format is incorrect', () => {
    expect(firstMessage(sendSmsCodeSchema.safeParse({ phonenumber: '12345', purpose: 'login' }))).toBe(
      'Enter a valid phone number',
    )
  })

  it.each(['12345', 'a'.repeat(19)])('keeps passwords to 6-18 characters (%s)', (password) => {
    const r = registerSchema.safeParse({ ...validRegister, password, confirmPassword: password })
    expect(firstMessage(r)).toBe('Your password must be 6 to 18 characters long')
  })

  it('accepts 6 and 18 characters', () => {
    for (const password of ['a'.repeat(6), 'a'.repeat(18)]) {
      expect(registerSchema.safeParse({ ...validRegister, password, confirmPassword: password }).success).toBe(true)
    }
  })

  it('says two passwords differ', () => {
    const r = registerSchema.safeParse({ ...validRegister, confirmPassword: 'secret2' })
    expect(firstMessage(r)).toBe('Passwords do not match')
    expect(r.error?.issues[0]?.path).toEqual(['confirmPassword'])
  })

  it('needs the agreement', () => {
    expect(firstMessage(registerSchema.safeParse({ ...validRegister, agreement: false }))).toBe(
      'Please read and agree to the user agreement first',
    )
  })

  it.each(['123', '12345', 'abcd'])('needs a 4-digit code (%s)', (code) => {
    expect(firstMessage(registerSchema.safeParse({ ...validRegister, code }))).toBe('The verification code is 4 digits')
  })

  it('applies the same rules to a password reset', () => {
    const r = resetPasswordSchema.safeParse({
      channel: 'email',
      email: 'a@b.ca',
      code: '1234',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
    })
    expect(firstMessage(r)).toBe('Passwords do not match')
  })

  it('signs in with an e-mail address or a phone number as the account', () => {
    for (const username of ['buyer@demo.maplenest.ca', '416-555-1234', '13812345678']) {
      expect(
        loginSchema.safeParse({ clientId: 'c', grantType: 'password', username, password: 'maplenest-demo' }).success,
      ).toBe(true)
    }
    expect(
      loginSchema.safeParse({ clientId: 'c', grantType: 'password', username: 'nobody', password: 'maplenest-demo' })
        .success,
    ).toBe(false)
  })
})
