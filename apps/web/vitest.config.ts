import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The workspace root holds node_modules: `?url` imports from it (the map's worker) must be served whatever the cwd. */
const WORKSPACE_ROOT = decodeURIComponent(new URL('../..', import.meta.url).pathname)

export default defineConfig({
  plugins: [react()],
  server: { fs: { allow: [WORKSPACE_ROOT] } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
    maxWorkers: 2,
    // generous: a loaded CI machine runs these beside the api suites
    testTimeout: 20_000,
  },
})
