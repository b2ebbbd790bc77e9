import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // property tests run hundreds of cases; a loaded machine must not turn them into time-outs
    testTimeout: 30_000,
  },
})
