/**
 * Versions of the app, compared after stripping a leading v (spec §5): dot-separated parts compared as numbers,
 * left to right, a missing part counting as 0 (1.2 = 1.2.0). A part that is not a number compares as text after the
 * numbers of the same place, so 1.2.0-beta sorts after 1.2.0 only by its text, never crashes the comparison.
 */
export function stripVersionPrefix(version: string): string {
  return version.trim().replace(/^v/i, '')
}

/** -1 when a is older than b, 0 when the same, 1 when newer. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = stripVersionPrefix(a).split('.')
  const pb = stripVersionPrefix(b).split('.')
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '0'
    const y = pb[i] ?? '0'
    const nx = /^\d+$/.test(x) ? Number(x) : Number.NaN
    const ny = /^\d+$/.test(y) ? Number(y) : Number.NaN
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx < ny ? -1 : 1
      continue
    }
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/** Whether `live` is a newer build than `current`. */
export function isNewerVersion(live: string, current: string): boolean {
  return compareVersions(live, current) > 0
}
