import { describe, expect, it } from 'vitest'
import { profileUpdateSchema } from './profile.schema.ts'

describe('profile update', () => {
  it('takes a partial change and trims the name', () => {
    expect(profileUpdateSchema.parse({ nickname: '  Mei  ', sex: '1' })).toEqual({ nickname: 'Mei', sex: '1' })
  })

  it.each([
    [{ nickname: '' }, 'nickname', 'account.validation.nicknameEmpty'],
    [{ nickname: 'x'.repeat(31) }, 'nickname', 'error.field.tooLong'],
    [{ sex: '3' }, 'sex', 'account.validation.sex'],
    [{ email: 'not-an-address' }, 'email', 'auth.validation.emailFormat'],
    [{ phonenumber: '12' }, 'phonenumber', 'auth.validation.phoneFormat'],
    [{ email: 'a@b.ca', code: '12' }, 'code', 'auth.validation.codeFormat'],
  ])('refuses %j on %s', (body, field, message) => {
    expect(profileUpdateSchema.safeParse(body).error?.issues[0]).toMatchObject({ path: [field], message })
  })

  it('refuses a field it does not know', () => {
    expect(profileUpdateSchema.safeParse({ type: 'admin' }).success).toBe(false)
  })
})
