import { describe, expect, it } from 'vitest'
import { toFavouriteTargetId, toShareSelectionKey } from './share-selection.ts'

describe('the selection of a share', () => {
  it('is the same whatever the order, case of an MLS number or repeats', () => {
    const a = toShareSelectionKey([
      { type: 'listing', targetId: 'c1000002' },
      { type: 'school', targetId: '1234' },
      { type: 'listing', targetId: 'C1000001' },
    ])
    const b = toShareSelectionKey([
      { type: 'listing', targetId: 'C1000001' },
      { type: 'listing', targetId: 'C1000002' },
      { type: 'school', targetId: '1234' },
      { type: 'listing', targetId: 'C1000001' },
    ])
    expect(a).toBe('listing:C1000001,listing:C1000002,school:1234')
    expect(b).toBe(a)
  })

  it('differs for another set of homes', () => {
    const one = toShareSelectionKey([{ type: 'listing', targetId: 'C1000001' }])
    const two = toShareSelectionKey([
      { type: 'listing', targetId: 'C1000001' },
      { type: 'listing', targetId: 'C1000002' },
    ])
    expect(one).not.toBe(two)
  })

  it('keeps the case of ids other than MLS numbers', () => {
    expect(toFavouriteTargetId('precons', 'the-well')).toBe('the-well')
    expect(toFavouriteTargetId('listing', 'r2871234')).toBe('R2871234')
  })
})
