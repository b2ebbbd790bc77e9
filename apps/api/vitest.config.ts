import { defineConfig } from 'vitest/config'

/**
 * Files that time the event loop, start worker threads of their own, hold a data folder's lock or read the process's
 * environment run each in a fresh process; the rest share their worker's loaded modules (each still builds its own app
 * on its own database), which saves seconds of importing per file.
 */
const ON_THEIR_OWN = [
  'test/db/**/*.test.ts',
  'test/config/**/*.test.ts',
  'test/ingest/ingest-schedule.test.ts',
  'test/modules/shares/pdf-workers.test.ts',
  'test/plugins/pressure.test.ts',
]

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    projects: [
      {
        extends: true,
        test: { name: 'api', include: ['test/**/*.test.ts'], exclude: ON_THEIR_OWN, isolate: false },
      },
      { extends: true, test: { name: 'api-on-their-own', include: ON_THEIR_OWN } },
    ],
  },
})
