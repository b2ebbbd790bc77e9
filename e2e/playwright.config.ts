import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 8181)
const SPECS = readdirSync(join(import.meta.dirname, 'specs'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort()
/** The sweeps of every route, which only read. */
const isSweep = (file: string) => file === 'accessibility.spec.ts'
/** The journeys that start MapLibre, which needs WebGL. */
const needsWebgl = (file: string) => /^(map|chat)(-.+)?\.spec\.ts$/.test(file)
/**
 * With E2E_HALF (1 or 2), one half of the journeys, for two servers side by side (scripts/test.sh): each kind's files
 * in name order, dealt alternately, so that each half has its share of the WebGL journeys, which cost the most.
 * Without it, every journey.
 */
const HALF = Number(process.env.E2E_HALF ?? 0)
const journeys = (webgl: boolean) =>
  SPECS.filter((file) => !isSweep(file) && needsWebgl(file) === webgl)
    .filter((_, i) => !HALF || i % 2 === HALF - 1)
    .map((file) => `**/${file}`)

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
/**
 * WebGL for the map through SwiftShader, Chromium's software renderer: no GPU needed. It also composites every other
 * page through SwiftShader, which costs a third more of the browser's CPU than Chromium's own software drawing, so
 * only the journeys that start MapLibre have it; the map's first screen is a picture and needs none.
 */
const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist']
/**
 * The journeys open a fresh browser context for almost every test, and in each the service worker would precache the
 * whole app (about 470 files, 4 MiB) while the test runs: a quarter of the journeys' CPU. So the journeys run as a
 * first visit does, before the worker is installed; the sweeps keep it (one context per language, every route under
 * its control), and the journeys about it (working offline) allow it with `test.use`.
 */
const JOURNEY_USE = { serviceWorkers: 'block' } as const

/** Journeys in Debian's Chromium against the built app and api on a fresh embedded database. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry on CI: the map journeys draw with software WebGL on a 2-core machine shared with the build, and a
  // journey that passes only on its retry is reported as flaky in the count, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, '--disable-gpu'],
    },
    trace: 'off',
  },
  // Two kinds of run, each against a server of its own when run side by side (scripts/test.sh): the sweeps only
  // read (every route, both languages, for errors and axe violations); the journeys change data as people do.
  // The journeys are two projects by what the browser needs; a run names both.
  projects: [
    { name: 'sweeps', testMatch: SPECS.filter(isSweep).map((file) => `**/${file}`) },
    { name: 'journeys', testMatch: journeys(false), use: JOURNEY_USE },
    {
      name: 'journeys-webgl',
      testMatch: journeys(true),
      use: {
        ...JOURNEY_USE,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [...CHROMIUM_ARGS, ...WEBGL_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The journeys read verification codes from /dev/outbox, which exists only with DEV_OUTBOX on.
    env: { E2E_PORT: String(PORT), DEV_OUTBOX: 'true' },
  },
})
