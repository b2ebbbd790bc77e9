import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
// Relative import: the config runs in Node before Vite can compile the workspace package's TypeScript.
import { PWA_THEME_COLOR } from '../../packages/core/src/constants.ts'

const API = 'http://localhost:8080'
const API_PATHS = ['/auth', '/house', '/getInfo', '/dev', '/docs']

export default defineConfig({
  base: '/h5/',
  // One React on the page, whatever a dependency's peer range says (see the root package.json overrides).
  resolve: { dedupe: ['react', 'react-dom'] },
  plugins: [
    react(),
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
