import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // property tests run hundreds of cases; a loaded machine must not turn them into time-outs
    testTimeout: 30_000,
    // Core is pure functions of their arguments (no mocks, timers or globals), so the test files share their worker's
    // loaded modules instead of each loading core again: a seventh of the CPU time.
    isolate: false,
  },
})
