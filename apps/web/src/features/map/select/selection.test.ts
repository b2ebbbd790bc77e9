import { MAP_SHARE_LIMIT } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { selectFirst, toggleSelection } from './selection.ts'

const numbers = (n: number) => Array.from({ length: n }, (_, i) => `C${i + 1}`)

describe('selection for sharing', () => {
  it('is limited to 20 listings', () => expect(MAP_SHARE_LIMIT).toBe(20))

  it('select all takes the first 20 in list order', () => {
    expect(selectFirst(numbers(35))).toEqual(numbers(20))
    expect(selectFirst(numbers(3))).toEqual(numbers(3))
  })

  it('refuses a 21st and keeps the 20', () => {
    const full = selectFirst(numbers(25))
    const result = toggleSelection(full, 'C21')
    expect(result.refused).toBe(true)
    expect(result.selection).toEqual(full)
  })

  it('adds and removes one', () => {
    expect(toggleSelection(['C1'], 'C2')).toEqual({ selection: ['C1', 'C2'], refused: false })
    expect(toggleSelection(['C1', 'C2'], 'C1')).toEqual({ selection: ['C2'], refused: false })
    // Removing from a full selection is always allowed.
    expect(toggleSelection(numbers(20), 'C5').selection).toHaveLength(19)
  })
})
