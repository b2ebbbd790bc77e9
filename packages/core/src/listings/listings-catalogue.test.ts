import { describe, expect, it } from 'vitest'
import { uiListings as en } from '../i18n/en-GB/ui-listings.ts'
import { uiListings as zh } from '../i18n/zh-Hans-CN/ui-listings.ts'

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const keys = Object.keys(en) as (keyof typeof en)[]

describe('listing catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(zh).sort()).toEqual([...keys].sort())
  })

  it.each(keys)('%s is in Chinese with the same placeholders', (key) => {
    const words = en[key].replace(/\{\{\w+\}\}/g, '')
    if (/[A-Za-z]/.test(words)) expect(zh[key]).toMatch(/\p{Script=Han}/u)
    expect(placeholders(zh[key])).toEqual(placeholders(en[key]))
  })

  it('has both plural forms of every plural text, each counting {{count}}', () => {
    for (const key of keys) {
      const plural = /^(.*)_(one|other)$/.exec(key)
      if (!plural) continue
      expect(Object.hasOwn(en, `${plural[1]}_one`) && Object.hasOwn(en, `${plural[1]}_other`)).toBe(true)
      expect(en[key]).toContain('{{count}}')
    }
  })
})
