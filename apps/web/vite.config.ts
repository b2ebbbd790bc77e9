import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
// Relative import: the config runs in Node before Vite can compile the workspace package's TypeScript.
import { PWA_THEME_COLOR } from '../../packages/core/src/constants.ts'
import { version } from './package.json'

const API = 'http://localhost:8080'
const API_PATHS = ['/auth', '/house', '/getInfo', '/app', '/file', '/dev', '/docs']

/**
 * This build's version: the package version and the build's UTC time (0.1.0.20261128120000), so every build is newer
 * than the one before. The app sends it to /app/updateVersion and
 * the server reads version.json beside index.html to know which build is live.
 */
const APP_VERSION = `${version}.${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`

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

export default defineConfig({
  base: '/h5/',
  // One React on the page, whatever a dependency's peer range says (see the root package.json overrides).
  resolve: { dedupe: ['react', 'react-dom'] },
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    react(),
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
    rolldownOptions: {
      // A feature's or entity's index.ts only re-exports. Saying so lets each lazy screen take just the files it
      // uses through the index; otherwise every screen importing it pulls in all the feature's screens.
      treeshake: { moduleSideEffects: [{ test: /\/src\/(features|entities)\/[^/]+\/index\.ts$/, sideEffects: false }] },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API, changeOrigin: true }])),
  },
})
