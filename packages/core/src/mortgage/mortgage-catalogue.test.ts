import { describe, expect, it } from 'vitest'
import { uiMortgage as en } from '../i18n/en-GB/ui-mortgage.ts'
import { uiMortgage as zh } from '../i18n/zh-Hans-CN/ui-mortgage.ts'
import { COMPOUNDINGS, RATE_TYPES } from './compounding.ts'
import { FREQUENCY_RULES, PAYMENT_FREQUENCIES } from './frequencies.ts'
import { MORTGAGE_LOCATIONS } from './locations.ts'

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const keys = Object.keys(en) as (keyof typeof en)[]

describe('mortgage catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(Object.keys(zh).sort()).toEqual([...keys].sort())
  })

  it.each(keys)('%s is translated into Chinese with the same placeholders', (key) => {
    expect(zh[key]).toMatch(/\p{Script=Han}/u)
    expect(placeholders(zh[key])).toEqual(placeholders(en[key]))
  })

  it('has a label for every frequency, rate type, compounding and location the schema accepts', () => {
    const has = (key: string) => Object.hasOwn(en, key)
    for (const f of PAYMENT_FREQUENCIES) {
      expect(has(FREQUENCY_RULES[f].labelKey) && has(FREQUENCY_RULES[f].explanationKey)).toBe(true)
      expect(has(FREQUENCY_RULES[f].periodKey)).toBe(true)
    }
    for (const r of RATE_TYPES) expect(has(`ui.mortgage.rateType.${r}.label`)).toBe(true)
    for (const c of COMPOUNDINGS) expect(has(`ui.mortgage.compounding.${c}.label`)).toBe(true)
    for (const l of MORTGAGE_LOCATIONS) expect(has(`ui.mortgage.location.${l}.label`)).toBe(true)
  })

  it('names the screen as the spec does', () => {
    expect(en['ui.mortgage.title']).toBe('Mortgage calculation')
    expect(en['mortgage.validation.downPaymentBelowMinimum']).toContain('{{amount}}')
  })
})
