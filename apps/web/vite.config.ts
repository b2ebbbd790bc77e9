import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
// Relative import: the config runs in Node before Vite can compile the workspace package's TypeScript.
import { PWA_THEME_COLOR } from '../../packages/core/src/constants.ts'
import webPackage from './package.json' with { type: 'json' }

const API = 'http://localhost:8080'
const API_PATHS = ['/auth', '/house', '/getInfo', '/app', '/file', '/dev', '/docs']

/**
 * This build's version: the package version and the build's UTC time (0.1.0.20261128120000), so every build is newer
 * than the one before. The app sends it to /app/updateVersion and
 * the server reads version.json beside index.html to know which build is live.
 */
const APP_VERSION = `${webPackage.version}.${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`

function versionFile(): Plugin {
  return {
    name: 'maplenest-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: APP_VERSION })}\n`,
      })
    },
  }
}

/** A file's path beside this config (no Node built-ins here: the config shares the browser code's lint zone). */
const pathOf = (relative: string) => decodeURIComponent(new URL(relative, import.meta.url).pathname)

/**
 * Core's catalogue module bundles both languages, and core's formatting rules translate through it. In the browser
 * it is swapped for src/shared/i18n/core-catalogue.ts — the same functions over the catalogues the page has loaded —
 * so a page downloads only the language it shows (decision 0081). The server render and the tests keep core's own.
 */
function browserCatalogue(): Plugin {
  const core = pathOf('../../packages/core/src/i18n/catalogue.ts')
  const browser = pathOf('./src/shared/i18n/core-catalogue.ts')
  return {
    name: 'maplenest-browser-catalogue',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('catalogue.ts') || importer === browser) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === core ? browser : null
    },
  }
}

/**
 * antd-mobile's fallback render for its toasts and dialogs (es/utils/render.js, rc-util's legacy render with its async
 * helpers) is swapped in the browser for src/app/antd-fallback-render.ts: the app sets its own render at start, so the
 * fallback only has to be small, and it comes with every page through the start.
 */
function browserAntdFallbackRender(): Plugin {
  const kit = pathOf('../../node_modules/antd-mobile/es/utils/render.js')
  const browser = pathOf('./src/app/antd-fallback-render.ts')
  return {
    name: 'maplenest-browser-antd-fallback-render',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== './render' || !importer?.includes('antd-mobile')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === kit ? browser : null
    },
  }
}

/** The browser's catalogue chunks (src/shared/i18n/parts/<locale>.ts and <locale>-later.ts), each a language's part. */
const CATALOGUE_MODULE = /[\\/]src[\\/]shared[\\/]i18n[\\/]parts[\\/][A-Za-z-]+\.ts$/

/**
 * A catalogue's file holds its messages as one JSON text read with JSON.parse: about half the time of running the same
 * messages as a script's object literals (three thousand strings in some forty parts, spread into one), on the page's
 * main thread as the app takes a drawn screen over. The file is run here once at build time to take its messages.
 */
function catalogueAsJson(): Plugin {
  return {
    name: 'maplenest-catalogue-as-json',
    apply: 'build',
    async renderChunk(code, chunk) {
      if (!chunk.facadeModuleId || !CATALOGUE_MODULE.test(chunk.facadeModuleId)) return null
      if (chunk.imports.length > 0)
        throw new Error(`${chunk.fileName}: a catalogue should import nothing, not ${chunk.imports}`)
      const messages = (await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`)) as Record<
        string,
        unknown
      >
      const names = Object.keys(messages)
      for (const name of names) {
        const value = messages[name]
        const plain =
          typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
        if (!plain) throw new Error(`${chunk.fileName}: export ${name} is not a table of messages`)
      }
      const parsed = names.map(
        (name, i) => `const m${i}=JSON.parse(${JSON.stringify(JSON.stringify(messages[name]))});`,
      )
      return { code: `${parsed.join('')}export{${names.map((name, i) => `m${i} as ${name}`).join(',')}};`, map: null }
    },
  }
}

/**
 * The boot script starts a page the server drew before any of the app is fetched (decision 0080), so it must stay one
 * file: the page's marks it reads from core are written into it (`inlineConst` below), and a build in which it would
 * import another file — and with it the app's start — fails here.
 */
function bootStandsAlone(): Plugin {
  return {
    name: 'maplenest-boot-stands-alone',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'boot' && chunk.imports.length > 0)
          this.error(`${chunk.fileName}: the boot script should import nothing, not ${chunk.imports.join(', ')}`)
    },
  }
}

/** The framework's parts, each a file of its own that the boot script runs as one task. */
const FRAMEWORK_PARTS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'data', test: /node_modules[\\/](@tanstack|zustand|use-sync-external-store)[\\/]/ },
  { name: 'translations', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
]

const TREESHAKE = {
  // A feature's or entity's index.ts only re-exports. Saying so lets each lazy screen take just the files it
  // uses through the index; otherwise every screen importing it pulls in all the feature's screens.
  moduleSideEffects: [
    { test: /\/src\/(features|entities)\/[^/]+\/index\.ts$/, sideEffects: false },
    // An entity's modules only declare (components, hooks, rules over core's schemas): one a screen takes nothing from
    // is left out rather than loaded for what its imports build (a schema of core's, kept as a possible effect).
    { test: /\/src\/entities\/.+\.tsx?$/, sideEffects: false },
  ],
  // Building a zod schema has no effect beyond the schema: one the page never uses is left out rather than built
  // as its file loads (core's contract files hold the api's schemas beside the few the web app checks with).
  manualPureFunctions: ['z'],
}

/**
 * The server render (`vite build --ssr`): the same app drawn to HTML by the api server, one bundle with every
 * dependency inside (antd-mobile's modules import their CSS, which only a bundler can take), written beside the
 * client build in dist/server/, which the server never serves.
 */
const serverRenderConfig = defineConfig({
  base: '/h5/',
  resolve: { dedupe: ['react', 'react-dom'] },
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/server',
    emptyOutDir: false,
    copyPublicDir: false,
    rolldownOptions: { treeshake: TREESHAKE },
  },
})

const clientConfig = defineConfig({
  base: '/h5/',
  // One React on the page, whatever a dependency's peer range says (see the root package.json overrides).
  resolve: { dedupe: ['react', 'react-dom'] },
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    react(),
    browserCatalogue(),
    browserAntdFallbackRender(),
    catalogueAsJson(),
    bootStandsAlone(),
    versionFile(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        id: '/h5/',
        name: 'MapleNest',
        short_name: 'MapleNest',
        description: 'Homes in Toronto and Vancouver, in English and Chinese.',
        lang: 'en-GB',
        start_url: '/h5/',
        scope: '/h5/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: PWA_THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // the server render's bundle is the server's, never the browser's
        globIgnores: ['server/**'],
        navigateFallback: '/h5/index.html',
        navigateFallbackAllowlist: [/^\/h5\//],
        cleanupOutdatedCaches: true,
        // Web Push: the push and notificationclick handlers, kept in public/push-sw.js beside the generated worker.
        importScripts: ['push-sw.js'],
        // Listing and project pictures (public, never per viewer) stay on the phone once seen, so a saved listing
        // opens offline with its photos. The data itself is saved by the app (shared/offline), which knows viewers.
        runtimeCaching: [
          {
            urlPattern: /\/house\/api\/(media\/v1|precons\/v1\/media)\//,
            handler: 'CacheFirst',
            options: {
              cacheName: 'maplenest-pictures',
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    // The server reads which scripts and styles each screen needs from the manifest (dist/.vite/manifest.json).
    manifest: true,
    // MapLibre's chunk (about 1.1 MB, 300 kB gzip) loads only when a map opens; what each first screen loads is held
    // to its budget by bench/js-budget.mjs, so Vite's 500 kB warning would only ever name that chunk.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // boot.ts starts the pages the server drew; index.html every other page
      input: { index: 'index.html', boot: 'src/boot.ts' },
      treeshake: TREESHAKE,
      // Constants are written where they are used: core's page marks then leave the boot script no import to make.
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // What every page needs comes in a few files rather than dozens of small ones (on a slow phone network every
        // request costs a round trip): the framework in four parts (React, the router, the data layer, the
        // translations) and the UI kit, which change rarely, and the app's own start. The boot script runs them one
        // task each, so no single file's start is a long task on a phone. Code that only screens use is split by the
        // bundler as they share it, so a screen loads no other screen's code.
        codeSplitting: {
          groups: [
            ...FRAMEWORK_PARTS.map(({ name, test }) => ({
              name,
              test,
              tags: ['$initial' as const],
              priority: 3,
              includeDependenciesRecursively: false,
            })),
            {
              name: 'ui-kit',
              test: /node_modules[\\/](antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|rc-[a-z-]+|ahooks|@babel[\\/]runtime|classnames|@floating-ui|staged-components|lodash|runes2|js-cookie|dayjs|tslib|react-is|nano-memoize)[\\/]/,
              tags: ['$initial'],
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: 'start',
              // boot.ts is an entry of its own and stays one small file
              test: (id: string) => !id.endsWith('/src/boot.ts'),
              tags: ['$initial'],
              priority: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API, changeOrigin: true }])),
  },
})

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderConfig : clientConfig))
