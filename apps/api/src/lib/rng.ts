/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same demo data everywhere. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [lo, hi], both included. */
  int(lo: number, hi: number): number
  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** One of the items, chosen in proportion to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** Standard normal (Box–Muller). */
  normal(): number
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    range: (lo, hi) => lo + next() * (hi - lo),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted: (items) => {
      let total = 0
      for (const [, w] of items) total += w
      let r = next() * total
      for (const [item, w] of items) {
        r -= w
        if (r < 0) return item
      }
      return (items[items.length - 1] as (typeof items)[number])[0]
    },
    normal: () => {
      const u = 1 - next()
      const v = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
  }
  return rng
}

/** A 32-bit FNV-1a hash of a text: a stable seed for `createRng` or a colour from a name or an id. */
export function hashText(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
