import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The api package folder, found from this file whether it runs from src/ (tsx, vitest) or dist/ (the bundle). */
export function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'drizzle.config.ts'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('cannot find the api package root')
    dir = parent
  }
  return dir
}
