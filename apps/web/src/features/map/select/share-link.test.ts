import { describe, expect, it } from 'vitest'
import { toSharedMapUrl } from './share-link.ts'

describe('a shared selection', () => {
  it('builds the address that opens the selection on the map', () => {
    expect(toSharedMapUrl('abc_DEF-1234', 'https://app.test', '/h5')).toBe(
      'https://app.test/h5/pages/map/map?share=abc_DEF-1234',
    )
  })
})
