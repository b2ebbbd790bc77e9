import { describe, expect, it } from 'vitest'
import { formatAddress, formatBedsBaths, formatNeighbourhood } from './rooms-address.ts'

describe('beds and baths', () => {
  it.each([
    [2, 1, 2, '2+1 bd · 2 ba', '2+1 室 · 2 卫'],
    [3, 0, 2, '3 bd · 2 ba', '3 室 · 2 卫'],
    [0, 0, 1, 'Studio · 1 ba', '开间 · 1 卫'],
    [0, 1, 1, '0+1 bd · 1 ba', '0+1 室 · 1 卫'],
    [1, 0, 1, '1 bd · 1 ba', '1 室 · 1 卫'],
    [4, 2, 5, '4+2 bd · 5 ba', '4+2 室 · 5 卫'],
  ])('%d+%d beds, %d baths', (beds, bedsPlus, baths, en, zh) => {
    expect(formatBedsBaths({ beds, bedsPlus, baths }, 'en-GB')).toBe(en)
    expect(formatBedsBaths({ beds, bedsPlus, baths }, 'zh-Hans-CN')).toBe(zh)
  })
})

describe('address', () => {
  it.each([
    ['88 Harbour St', '1203', '1203 - 88 Harbour St'],
    ['88 Harbour St', null, '88 Harbour St'],
    ['88 Harbour St', undefined, '88 Harbour St'],
    ['88 Harbour St', '', '88 Harbour St'],
    ['88 Harbour St', '  ', '88 Harbour St'],
    ['88 Harbour St', '#1203', '1203 - 88 Harbour St'],
    ['88 Harbour St', 'Unit 5', '5 - 88 Harbour St'],
    ['  1050 Burrard St ', ' PH1 ', 'PH1 - 1050 Burrard St'],
    ['12 Unity Rd', 'Upper', 'Upper - 12 Unity Rd'],
  ])('%s, unit %j', (address, unit, shown) => {
    expect(formatAddress(address, unit)).toBe(shown)
  })
})

describe('formatNeighbourhood', () => {
  const unionville = {
    neighbourhood: 'Unionville',
    neighbourhoodZh: '于人村',
    municipality: { en: 'Markham', zh: '万锦' },
  }
  it('names a community with its municipality, in each language’s order', () => {
    expect(formatNeighbourhood(unionville, 'en-GB')).toBe('Unionville, Markham')
    expect(formatNeighbourhood(unionville, 'zh-Hans-CN')).toBe('万锦 · 于人村')
  })
  it('names a neighbourhood of the two cities alone, keeping the board’s name where there is no Chinese one', () => {
    expect(formatNeighbourhood({ neighbourhood: 'Annex', neighbourhoodZh: '安妮克斯' }, 'zh-Hans-CN')).toBe('安妮克斯')
    expect(formatNeighbourhood({ neighbourhood: 'Annex', municipality: null }, 'en-GB')).toBe('Annex')
    expect(formatNeighbourhood({ neighbourhood: 'Somewhere New', neighbourhoodZh: null }, 'zh-Hans-CN')).toBe(
      'Somewhere New',
    )
  })
})
