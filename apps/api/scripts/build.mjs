// Bundles the api into dist/server.js and its commands into dist/cli/ (src/cli/: db-migrate, seed, ingest,
// agent-approve): our code and @maplenest/core inlined, npm packages left external.
import { build } from 'esbuild'

await build({
  entryPoints: [
    'src/server.ts',
    // the command-line entry points, one folder down: dist/cli/db-migrate.js (the release step), seed, ingest, agent-approve
    'src/cli/db-migrate.ts',
    'src/cli/seed.ts',
    'src/cli/ingest.ts',
    'src/cli/agent-approve.ts',
    // the embedded database's thread, started by file name: dist/pglite-worker.js
    { in: 'src/db/pglite-worker.mjs', out: 'pglite-worker' },
    // the listing PDF's threads (piscina starts them by file name): dist/pdf-worker.js
    { in: 'src/modules/shares/pdf-worker.ts', out: 'pdf-worker' },
  ],
  outdir: process.env.API_OUT_DIR ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@maplenest/core': '../../packages/core/src/index.ts' },
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
})
