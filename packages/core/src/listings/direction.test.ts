import { describe, expect, it } from 'vitest'
import { directionKey, formatDirection } from './direction.ts'
import { DIRECTIONS } from './listing-codes.ts'

describe('directions', () => {
  it.each([
    ['E', 'East', '东'],
    ['S', 'South', '南'],
    ['N', 'North', '北'],
    ['W', 'West', '西'],
    ['NE', 'North-east', '东北'],
    ['SE', 'South-east', '东南'],
    ['SW', 'South-west', '西南'],
    ['NW', 'North-west', '西北'],
    ['EW', 'East and west', '东西'],
    ['NS', 'North and south', '南北'],
  ] as const)('%s is "%s" / "%s"', (direction, en, zh) => {
    expect(formatDirection(direction, 'en-GB')).toBe(en)
    expect(formatDirection(direction, 'zh-Hans-CN')).toBe(zh)
  })

  it('has one key per direction of the contract', () => {
    expect(new Set(DIRECTIONS.map(directionKey)).size).toBe(DIRECTIONS.length)
  })
})
