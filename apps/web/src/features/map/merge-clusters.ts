import type { MapCluster } from '@maplenest/core'

/** A cluster circle grows with the log of its count: 44 px (one) to 76 px. */
export const clusterSize = (count: number) => Math.round(44 + Math.min(32, Math.log10(Math.max(1, count)) * 9))

/** Room kept between two circles: their pale rings (5 px each) and a hair between. */
const CLUSTER_GAP_PX = 12

/** A place in the pixels of the whole world at a zoom (Web Mercator, 512-pixel tiles as MapLibre draws them). */
function worldPixel(lng: number, lat: number, zoom: number): { x: number; y: number } {
  const size = 512 * 2 ** zoom
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

/**
 * The server counts listings per grid cell, and two cells' circles can sit on each other where their listings lie
 * near the shared edge. Circles that would touch on screen at this zoom are merged, biggest first: counts add up,
 * the place is the count-weighted mean and the price range spans both, so the circles still sum to the view's total.
 */
export function mergeClusters(clusters: readonly MapCluster[], zoom: number): MapCluster[] {
  let merged = [...clusters].sort((a, b) => b.count - a.count)
  // A merged circle is bigger and may now touch another: merge again until nothing changes.
  for (let pass = 0; pass < 4; pass++) {
    const kept: MapCluster[] = []
    for (const cluster of merged) {
      const at = worldPixel(cluster.lng, cluster.lat, zoom)
      const near = kept.findIndex((other) => {
        const there = worldPixel(other.lng, other.lat, zoom)
        const room = (clusterSize(cluster.count) + clusterSize(other.count)) / 2 + CLUSTER_GAP_PX
        return Math.hypot(at.x - there.x, at.y - there.y) < room
      })
      if (near < 0) {
        kept.push(cluster)
        continue
      }
      const other = kept[near]!
      const count = other.count + cluster.count
      kept[near] = {
        lng: (other.lng * other.count + cluster.lng * cluster.count) / count,
        lat: (other.lat * other.count + cluster.lat * cluster.count) / count,
        count,
        minPrice: Math.min(other.minPrice, cluster.minPrice),
        maxPrice: Math.max(other.maxPrice, cluster.maxPrice),
      }
    }
    if (kept.length === merged.length) return kept
    merged = kept.sort((a, b) => b.count - a.count)
  }
  return merged
}
