import { accountSchema, agreementSchema, passwordSchema } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/api-error.ts'
import { checkFields, toServerErrors } from './schema-errors.ts'

describe('checkFields', () => {
  it('reports the first message of each field as a catalogue key', () => {
    expect(
      checkFields({
        username: [accountSchema, ''],
        password: [passwordSchema, 'abc'],
        agreement: [agreementSchema, false],
      }),
    ).toEqual({
      username: 'auth.validation.accountEmpty',
      password: 'auth.validation.passwordLength',
      agreement: 'auth.validation.agreementRequired',
    })
  })

  it('is empty when every field is fine', () => {
    expect(
      checkFields({ username: [accountSchema, '+1 416 555 0123'], password: [passwordSchema, 'secret-1'] }),
    ).toEqual({})
  })
})

describe('toServerErrors', () => {
  it('puts field messages under the form fields, a request field under the form name it is shown as', () => {
    const error = new ApiError(400, 'The verification code is wrong', {
      fields: [{ field: 'emailCode', message: 'The verification code is wrong' }],
    })
    expect(toServerErrors(error, ['email', 'code'], 'Submit failed', { emailCode: 'code' })).toEqual({
      fields: { code: 'The verification code is wrong' },
      form: null,
    })
  })

  it('keeps the message for the form when no field of the form is named', () => {
    const error = new ApiError(409, 'An account with this e-mail or phone already exists', null)
    expect(toServerErrors(error, ['email'], 'Submit failed')).toEqual({
      fields: {},
      form: 'An account with this e-mail or phone already exists',
    })
  })

  it('falls back to a generic text for anything that is not an API error', () => {
    expect(toServerErrors(new Error('boom'), ['email'], 'Submit failed')).toEqual({ fields: {}, form: 'Submit failed' })
  })
})
