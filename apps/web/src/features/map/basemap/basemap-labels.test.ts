import { describe, expect, it } from 'vitest'
import data from './basemap-data.json'

/** Chinese characters, digits and the dashes and brackets names use; a Latin letter means an English name leaked. */
const CHINESE = /^[\p{Script=Han}0-9–\-·（）]+$/u

describe('bundled basemap labels', () => {
  it('carry an English and a Chinese name, the Chinese one without Latin letters', () => {
    const labels = data.labels as { kind: string; en?: unknown; zh?: unknown }[]
    expect(labels.length).toBeGreaterThan(0)
    const wrong = labels.filter(
      (l) => typeof l.en !== 'string' || l.en === '' || typeof l.zh !== 'string' || !CHINESE.test(l.zh),
    )
    expect(wrong).toEqual([])
  })

  it('label every kind of place the map names', () => {
    const kinds = new Set(data.labels.map((l) => l.kind))
    expect([...kinds].sort()).toEqual([
      'area',
      'campus',
      'district',
      'line',
      'side-street',
      'station',
      'street',
      'water',
    ])
  })
})
