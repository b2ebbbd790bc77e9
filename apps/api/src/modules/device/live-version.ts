import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** The build's version file, written by the web build beside index.html. */
const VERSION_FILE = 'version.json'

/**
 * The version of the web app this server serves, read from `<webDist>/version.json` and read again when the file
 * changes (a new build copied in while the server runs). Null when there is no build, or its file is unreadable.
 */
export function createLiveVersion(webDist: string): () => Promise<string | null> {
  const file = join(webDist, VERSION_FILE)
  let cached: { mtimeMs: number; version: string | null } | null = null
  return async () => {
    try {
      const { mtimeMs } = await stat(file)
      if (cached?.mtimeMs === mtimeMs) return cached.version
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown }
      const version = typeof parsed.version === 'string' ? parsed.version : null
      cached = { mtimeMs, version }
      return version
    } catch {
      cached = null
      return null
    }
  }
}
