import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareVersions, isNewerVersion } from './version.ts'

describe('version comparison (spec §5: a leading v is stripped)', () => {
  it.each([
    ['v1.2.3', '1.2.3', 0],
    ['V2.0', '1.9.9', 1],
    ['1.2', '1.2.0', 0],
    ['1.10.0', '1.9.0', 1],
    ['0.1.0.20261128120000', 'v0.1.0.20261127090000', 1],
    ['1.0.0', '1.0.1', -1],
  ] as const)('%s against %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected)
  })

  it('is antisymmetric and ignores the v', () => {
    const version = fc.array(fc.nat({ max: 999 }), { minLength: 1, maxLength: 4 }).map((p) => p.join('.'))
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0)
        expect(compareVersions(`v${a}`, b)).toBe(compareVersions(a, b))
        expect(isNewerVersion(a, b)).toBe(compareVersions(a, b) === 1)
      }),
    )
  })
})
