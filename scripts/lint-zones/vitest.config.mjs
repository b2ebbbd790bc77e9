import { defineConfig } from 'vitest/config'

export default defineConfig({
  // fixtures/ holds files named like tests that are only ever read by Biome
  test: { include: ['*.test.mjs'], testTimeout: 60_000 },
})
