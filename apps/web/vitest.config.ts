import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/** The workspace root holds node_modules: `?url` imports from it (the map's worker) must be served whatever the cwd. */
const WORKSPACE_ROOT = decodeURIComponent(new URL('../..', import.meta.url).pathname)

/**
 * Files run each in a fresh VM context on worker threads, which share the loaded packages, rather than each in a
 * fresh process that loads them again: a fraction of the CPU time. A file that replaces what a window holds fixed
 * (its location) runs in a process of its own, where the window's parts are the test's to replace.
 */
const OWN_PROCESS = ['src/pages/my/public/login.test.tsx']
/**
 * Every file's fresh context loads core (about 350 modules) and the UI kit again: two thirds of a file's setup. Bundled
 * into one module each (esbuild, through Vite's dependency optimizer) they load in a fifth of the time. Bundled again
 * on every run (`force`), so a change to core is always what the tests see. The own-process files load them as Node
 * does, where the kit’s CSS imports cannot be bundled. A watching run sees a change to core when started again.
 */
const BUNDLED = { client: { enabled: true, force: true, include: ['@maplenest/core', 'antd-mobile'] } }
const INCLUDE = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}']

export default defineConfig({
  plugins: [react()],
  server: { fs: { allow: [WORKSPACE_ROOT] } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
    maxWorkers: 2,
    // generous: a loaded CI machine runs these beside the api suites
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: { name: 'web', include: INCLUDE, exclude: OWN_PROCESS, pool: 'vmThreads', deps: { optimizer: BUNDLED } },
      },
      { extends: true, test: { name: 'web-own-process', include: OWN_PROCESS, pool: 'forks' } },
    ],
  },
})
