import { describe, expect, it } from 'vitest'
import { interpolate, translate } from './catalogue.ts'
import { parseLocale } from './locales.ts'

describe('locales', () => {
  it.each([
    [undefined, 'en-GB'],
    ['', 'en-GB'],
    ['en-GB', 'en-GB'],
    ['en-US', 'en-GB'],
    ['fr-CA', 'en-GB'],
    ['zh-Hans-CN', 'zh-Hans-CN'],
    ['zh-CN', 'zh-Hans-CN'],
    ['zh', 'zh-Hans-CN'],
    ['ZH-hans', 'zh-Hans-CN'],
  ])('reads %s as %s', (input, locale) => {
    expect(parseLocale(input)).toBe(locale)
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('wait {{seconds}} s', { seconds: 42 })).toBe('wait 42 s')
    expect(interpolate('hi {{name}}', {})).toBe('hi {{name}}')
  })

  it('translates the error catalogue in both languages', () => {
    expect(translate('en-GB', 'error.tooManyRequests')).toBe('Too many requests. Please wait a moment and try again.')
    expect(translate('zh-Hans-CN', 'error.tooManyRequests')).not.toBe(
      'Too many requests. Please wait a moment and try again.',
    )
  })
})
