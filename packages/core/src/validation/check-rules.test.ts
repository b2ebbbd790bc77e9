import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { type CheckRule, checkRules, type FieldRule, RULE_MESSAGES } from './check-rules.ts'
import {
  idCardCheckCharacter,
  isAmount,
  isChinaMobile,
  isDate,
  isIdCard,
  isIsoDateString,
  isJsonString,
  isLandline,
  isPlate,
  isUrl,
  isVideo,
} from './validators.ts'

/** One value each rule type passes and one it fails (the second never empty). */
const SAMPLES: readonly [CheckRule, string, string][] = [
  [{ type: 'length', length: 4 }, '1234', '12345'],
  [{ type: 'lengthRange', min: 6, max: 18 }, 'secret', 'short'],
  [{ type: 'integer' }, '-42', '4.2'],
  [{ type: 'between', min: 1, max: 10 }, '9.5', '11'],
  [{ type: 'betweenD', min: 1, max: 10 }, '7', '7.5'],
  [{ type: 'betweenF', min: 0, max: 1 }, '0.25', '1.01'],
  [{ type: 'range', min: 0, max: 100 }, '100', '-1'],
  [{ type: 'same', value: 'abc' }, 'abc', 'abd'],
  [{ type: 'notsame', value: 'abc' }, 'abd', 'abc'],
  [{ type: 'email' }, 'mei@example.com', 'mei@example'],
  [{ type: 'mobile' }, '+8613812345678', '12812345678'],
  [{ type: 'postalCode' }, '200000', '20000'],
  [{ type: 'pattern', pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/ }, 'M5V 2T6', 'M5V-2T6'],
  [{ type: 'in', values: ['0', '1', '2'] }, '1', '3'],
  [{ type: 'amount' }, '1,234,567.89', '1,23.4'],
  [{ type: 'landline' }, '010-62345678', '12345'],
  [{ type: 'idCard' }, '11010519491231002X', '110105194912310021'],
  [{ type: 'plate' }, '京A12345', 'A12345'],
  [{ type: 'digits' }, '0042', '42a'],
  [{ type: 'letters' }, 'Maple', 'Maple1'],
  [{ type: 'url' }, 'https://maplenest.ca/h5/', 'ftp://maplenest.ca'],
  [{ type: 'video' }, 'tour.MP4', 'tour.pdf'],
  [{ type: 'date' }, '2026/02/28', '2026-02-30'],
  [{ type: 'isoDate' }, '2026-11-28T09:30:00Z', '2026-11-28 09:30'],
  [{ type: 'json' }, '{"a":1}', '{a:1}'],
]

const on = (rule: CheckRule, extra: Partial<FieldRule> = {}): FieldRule =>
  ({ ...rule, field: 'x', ...extra }) as FieldRule

describe('the generic checker (spec §5)', () => {
  it.each(SAMPLES.map(([rule, good, bad]) => [rule.type, rule, good, bad] as const))(
    '%s passes its good value and fails its bad one with its own message',
    (_type, rule, good, bad) => {
      expect(checkRules({ x: good }, [on(rule)])).toEqual({ ok: true })
      const failed = checkRules({ x: bad }, [on(rule)])
      expect(failed).toMatchObject({ ok: false, field: 'x', rule: rule.type, message: RULE_MESSAGES[rule.type] })
    },
  )

  it('fails an empty value with the message of the rule it meets, whatever the rule', () => {
    const rules = fc.constantFrom(...SAMPLES.map(([rule]) => rule))
    const empty = fc.constantFrom(undefined, null, '', '   ', [])
    fc.assert(
      fc.property(
        rules,
        empty,
        fc.constantFrom('validate.notEmpty', 'auth.validation.phoneEmpty') as fc.Arbitrary<
          'validate.notEmpty' | 'auth.validation.phoneEmpty'
        >,
        (rule, value, message) => {
          const result = checkRules({ x: value }, [on(rule, { message })])
          expect(result).toMatchObject({ ok: false, field: 'x', message })
        },
      ),
    )
  })

  it('reports the first failing rule, in order, and nothing after it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SAMPLES.map((_, i) => i)), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (picks, at) => {
          const failAt = at % picks.length
          // Each rule on a field of its own: the ones before `failAt` get their good value, that one its bad value.
          const values: Record<string, string> = {}
          const rules = picks.map((p, i) => {
            const [rule, good, bad] = SAMPLES[p]!
            values[`f${i}`] = i < failAt ? good : i === failAt ? bad : 'anything'
            return { ...rule, field: `f${i}` } as FieldRule
          })
          const result = checkRules(values, rules)
          expect(result).toMatchObject({ ok: false, field: `f${failAt}`, rule: SAMPLES[picks[failAt]!]![0].type })
        },
      ),
    )
  })

  it('skips an optional field while it is empty but checks it once filled', () => {
    const rule = on({ type: 'email' }, { optional: true })
    expect(checkRules({}, [rule])).toEqual({ ok: true })
    expect(checkRules({ x: 'nope' }, [rule])).toMatchObject({ ok: false, message: 'validate.email' })
  })

  it('compares same/notsame with another field', () => {
    const same: FieldRule = {
      type: 'same',
      other: 'password',
      field: 'confirm',
      message: 'auth.validation.passwordsDiffer',
    }
    expect(checkRules({ password: 'secret1', confirm: 'secret1' }, [same])).toEqual({ ok: true })
    expect(checkRules({ password: 'secret1', confirm: 'secret2' }, [same])).toMatchObject({
      ok: false,
      field: 'confirm',
      message: 'auth.validation.passwordsDiffer',
    })
    const differ: FieldRule = { type: 'notsame', other: 'old', field: 'new' }
    expect(checkRules({ old: 'a', new: 'a' }, [differ])).toMatchObject({ ok: false, message: 'validate.notsame' })
    expect(checkRules({ old: 'a', new: 'b' }, [differ])).toEqual({ ok: true })
  })

  it('fills the numbers into the message in both languages', () => {
    const result = checkRules({ x: '11' }, [on({ type: 'betweenD', min: 1, max: 10 })])
    if (result.ok) throw new Error('expected a failure')
    expect(translate('en-GB', result.message, result.params)).toBe('Enter a whole number from 1 to 10')
    expect(translate('zh-Hans-CN', result.message, result.params)).toBe('请输入 1 至 10 之间的整数')
  })
})

describe('the single validators', () => {
  const digit = fc.integer({ min: 0, max: 9 }).map(String)
  const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''))

  it('takes every mainland mobile 1[3-9] + 9 digits, with or without +86/0086, and no other length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), digits(9), fc.constantFrom('', '+86', '0086'), (second, rest, cc) => {
        expect(isChinaMobile(`${cc}1${second}${rest}`)).toBe(true)
        expect(isChinaMobile(`${cc}1${second}${rest}0`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), digits(9), (second, rest) => !isChinaMobile(`1${second}${rest}`)),
    )
  })

  it('takes any amount written with thousands commas and up to two decimals, and no third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const grouped = whole.toLocaleString('en-US')
        expect(isAmount(grouped)).toBe(true)
        expect(isAmount(String(whole))).toBe(true)
        expect(isAmount(`${grouped}.${String(cents).padStart(2, '0')}`)).toBe(true)
        expect(isAmount(`${grouped}.${String(cents).padStart(2, '0')}1`)).toBe(false)
      }),
    )
  })

  it('takes an ID number only with its check character', () => {
    const birth = fc.date({ min: new Date('1930-01-01'), max: new Date('2020-12-31'), noInvalidDate: true })
    fc.assert(
      fc.property(fc.integer({ min: 110000, max: 659999 }), birth, digits(3), (area, day, seq) => {
        const first17 = `${area}${day.toISOString().slice(0, 10).replaceAll('-', '')}${seq}`
        const check = idCardCheckCharacter(first17)
        expect(isIdCard(first17 + check)).toBe(true)
        const wrong = '0123456789X'.split('').find((c) => c !== check)!
        expect(isIdCard(first17 + wrong)).toBe(false)
      }),
    )
  })

  it('reads dates as calendar dates', () => {
    expect(isDate('2024-02-29')).toBe(true)
    expect(isDate('2026-02-29')).toBe(false)
    expect(isDate('2026-11/28')).toBe(false)
    expect(isIsoDateString('2026-11-28')).toBe(true)
    expect(isIsoDateString('2026-11-28T24:00:00Z')).toBe(false)
    expect(isIsoDateString('2026-11-28T09:30:15.123+08:00')).toBe(true)
  })

  it('knows landlines, plates, URLs, videos and JSON', () => {
    expect(isLandline('0755-8888888')).toBe(true)
    expect(isLandline('62345678')).toBe(true)
    expect(isPlate('粤B D12345')).toBe(false)
    expect(isPlate('粤BD12345')).toBe(true)
    expect(isUrl('https://example.com')).toBe(true)
    expect(isUrl('javascript:alert(1)')).toBe(false)
    expect(isVideo('https://cdn.example.com/a/tour.webm?x=1')).toBe(true)
    expect(isVideo('mp4')).toBe(false)
    expect(isJsonString('[1,2]')).toBe(true)
    expect(isJsonString('"text"')).toBe(false)
  })
})
