// Plain JavaScript, like db/pglite-worker.mjs: Node 20 does not pass a TypeScript loader on to worker threads. When
// the server runs from src/ (tsx, tests), the PDF workers start here, load tsx themselves and then the worker's
// TypeScript; the bundle has its own dist/pdf-worker.js instead.
import { register } from 'tsx/esm/api'

register()
const { default: drawListingPdf } = await import('./pdf-worker.ts')

export default drawListingPdf
