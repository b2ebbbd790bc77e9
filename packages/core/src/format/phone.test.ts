import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatPhone, isValidPhone, normalizePhone } from './phone.ts'

describe('phone numbers', () => {
  it.each([
    ['4165551234', '416-555-1234'],
    ['6045550199', '604-555-0199'],
    ['13812345678', '1381-234-5678'],
    ['14165551234', '1416-555-1234'],
    ['12345', '12345'],
  ])('shows %s as %s (10 digits 3-3-4, 11 digits starting 1 as 1xxx-xxx-xxxx)', (input, shown) => {
    expect(formatPhone(input)).toBe(shown)
  })

  it.each([
    ['416 555 1234', '+14165551234'],
    ['(604) 555-0199', '+16045550199'],
    ['+1 647 555 0000', '+16475550000'],
    ['1 416 555 1234', '+14165551234'],
    ['13812345678', '+8613812345678'],
    ['+86 138 1234 5678', '+8613812345678'],
    ['008613812345678', '+8613812345678'],
  ])('normalises %s to %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164)
  })

  it.each(['', '12345', '0416555123', '1281234567', '11212345678', '+44 20 7946 0958', 'phone'])(
    'rejects %s',
    (input) => {
      expect(isValidPhone(input)).toBe(false)
      expect(normalizePhone(input)).toBeNull()
    },
  )

  it('accepts every 10-digit North American number with valid area and exchange codes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 999 }),
        fc.integer({ min: 200, max: 999 }),
        fc.integer({ min: 0, max: 9999 }),
        (a, e, n) => {
          const digits = `${a}${e}${String(n).padStart(4, '0')}`
          return normalizePhone(digits) === `+1${digits}` && formatPhone(digits).split('-').length === 3
        },
      ),
    )
  })
})
