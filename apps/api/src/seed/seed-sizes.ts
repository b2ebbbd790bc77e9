/**
 * How much demo data to make: tiny for tests, default for a first start, large (200,000 listings) and huge
 * (1,000,000) for benchmarks.
 */
export const SEED_SIZE_NAMES = ['tiny', 'default', 'large', 'huge'] as const
export type SeedSize = (typeof SEED_SIZE_NAMES)[number]

export const isSeedSize = (name: string): name is SeedSize => (SEED_SIZE_NAMES as readonly string[]).includes(name)
