import { describe, expect, it } from 'vitest'
import { groupByBuilding } from './buildings.ts'

const unit = (mlNum: string, address: string, city: 'toronto' | 'vancouver' = 'toronto') => ({
  mlNum,
  city,
  address,
  lng: -79.38,
  lat: 43.64,
})

describe('groupByBuilding', () => {
  it('puts the units listed at one street address in one building, in the order they came', () => {
    const out = groupByBuilding([
      unit('C1', '88 Harbour St'),
      unit('C2', '1 Yonge St'),
      unit('C3', '88  harbour st.'),
      unit('C4', '88 Harbour St'),
    ])
    expect(out.map((b) => [b.address, b.listings.map((l) => l.mlNum)])).toEqual([
      ['88 Harbour St', ['C1', 'C3', 'C4']],
      ['1 Yonge St', ['C2']],
    ])
  })

  it('keeps the same address far apart as two buildings', () => {
    // 0.002° of latitude is about 220 m.
    const out = groupByBuilding([
      unit('A', '20 Queen St'),
      { ...unit('B', '20 Queen St'), lat: 43.642 },
      unit('C', '20 Queen St'),
    ])
    expect(out.map((b) => b.listings.map((l) => l.mlNum))).toEqual([['A', 'C'], ['B']])
    expect(new Set(out.map((b) => b.key)).size).toBe(2)
  })

  it('keeps the same address in two cities apart', () => {
    const out = groupByBuilding([unit('T1', '100 Main St'), unit('V1', '100 Main St', 'vancouver')])
    expect(out).toHaveLength(2)
  })
})
