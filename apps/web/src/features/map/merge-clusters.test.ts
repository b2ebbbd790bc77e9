import type { MapCluster } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { clusterSize, mergeClusters } from './merge-clusters.ts'

const at = (lng: number, lat: number, count: number, minPrice = 500_000, maxPrice = 900_000): MapCluster => ({
  lng,
  lat,
  count,
  minPrice,
  maxPrice,
})

describe('mergeClusters', () => {
  it('merges circles that would overlap on screen, keeping the total and the price range', () => {
    // At zoom 10 a degree of longitude is about 1,400 px: 0.01° apart is 14 px, well inside two circles.
    const out = mergeClusters([at(-79.4, 43.7, 30, 400_000, 800_000), at(-79.39, 43.7, 10, 600_000, 1_200_000)], 10)
    expect(out).toHaveLength(1)
    expect(out[0]).toMatchObject({ count: 40, minPrice: 400_000, maxPrice: 1_200_000 })
    // The bigger count pulls the place towards it.
    expect(out[0]!.lng).toBeCloseTo(-79.3975, 4)
  })

  it('leaves circles that are apart on screen as they are', () => {
    // 0.1° is about 140 px at zoom 10: more than two big circles need.
    const clusters = [at(-79.4, 43.7, 300), at(-79.3, 43.7, 200)]
    expect(mergeClusters(clusters, 10)).toHaveLength(2)
    // Zoomed out two steps the same places are 35 px apart and become one.
    expect(mergeClusters(clusters, 8)).toEqual([expect.objectContaining({ count: 500 })])
  })

  it('sizes circles from 44 px for one to at most 76 px', () => {
    expect(clusterSize(1)).toBe(44)
    expect(clusterSize(10_000_000)).toBe(76)
  })
})
