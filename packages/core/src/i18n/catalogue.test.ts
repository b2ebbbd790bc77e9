import { describe, expect, it } from 'vitest'
import { CATALOGUES } from './catalogue.ts'
import { LOCALES } from './locales.ts'

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('message catalogues', () => {
  const en = CATALOGUES['en-GB']
  const zh = CATALOGUES['zh-Hans-CN']

  it('have the same keys in both languages', () => {
    const enKeys = Object.keys(en).sort()
    const zhKeys = Object.keys(zh).sort()
    expect(zhKeys.filter((key) => !Object.hasOwn(en, key))).toEqual([])
    expect(enKeys.filter((key) => !Object.hasOwn(zh, key))).toEqual([])
  })

  it.each(LOCALES)('have no empty text in %s', (locale) => {
    const empty = Object.entries(CATALOGUES[locale])
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('use the same {{placeholders}} in both languages', () => {
    const mismatched = Object.keys(en).filter(
      (key) =>
        placeholders(en[key as keyof typeof en]).join() !== placeholders(zh[key as keyof typeof zh] ?? '').join(),
    )
    expect(mismatched).toEqual([])
  })
})
