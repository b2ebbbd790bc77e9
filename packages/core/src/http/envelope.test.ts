import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { clientErrorReaction, isSuccessCode } from './envelope.ts'

describe('error catalogue (what the client does with a body code)', () => {
  it('treats 200 and 201 as success', () => {
    expect(isSuccessCode(200)).toBe(true)
    expect(isSuccessCode(201)).toBe(true)
    expect(isSuccessCode(204)).toBe(false)
    expect(isSuccessCode(400)).toBe(false)
  })

  it.each([
    [400, 'This request is not valid'],
    [403, 'You are not allowed to do this'],
    [405, 'You are not allowed to do this'],
    [429, 'Too many requests. Please wait a moment and try again.'],
  ])('shows a fixed toast for %i: %s', (code, text) => {
    const r = clientErrorReaction(code)
    expect(r.kind).toBe('toast')
    if (r.kind === 'toast') expect(translate('en-GB', r.key)).toBe(text)
  })

  it('runs the refresh flow on 401', () => {
    expect(clientErrorReaction(401)).toEqual({ kind: 'refresh' })
  })

  it.each([404, 500, 502, 418])('shows the server message for %i', (code) => {
    expect(clientErrorReaction(code)).toEqual({ kind: 'server-message' })
  })
})
