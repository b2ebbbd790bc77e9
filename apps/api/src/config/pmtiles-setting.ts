import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'

/**
 * MAP_PMTILES: the operator's basemap, a PMTiles archive (an OpenStreetMap extract). A path is a file this server
 * serves with range requests; an http(s) URL is fetched by the browser itself (the host must allow the page's
 * origin, CORS, with the Range header).
 */
export type PmtilesSetting = { kind: 'file'; path: string } | { kind: 'url'; url: string }

/** A PMTiles archive starts with these seven bytes and its version. */
const MAGIC = 'PMTiles'
const SUPPORTED_VERSION = 3
/** The fixed header of a version 3 archive: nothing shorter is one. */
const HEADER_BYTES = 127

/** Why the file at `path` cannot be served as the basemap, or null when it can. */
export function pmtilesFileProblem(path: string): string | null {
  let size: number
  try {
    const stat = statSync(path)
    if (!stat.isFile()) return `${path} is not a file`
    size = stat.size
  } catch {
    return `no file at ${path}`
  }
  if (size < HEADER_BYTES) return `${path} is not a PMTiles archive (${size} bytes)`
  const head = Buffer.alloc(8)
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch {
    return `${path} cannot be read by this process`
  }
  try {
    readSync(fd, head, 0, 8, 0)
  } finally {
    closeSync(fd)
  }
  if (head.toString('latin1', 0, 7) !== MAGIC) return `${path} is not a PMTiles archive`
  if (head[7] !== SUPPORTED_VERSION) {
    return `${path} is a PMTiles version ${head[7]} archive; version ${SUPPORTED_VERSION} is needed (pmtiles convert makes one)`
  }
  return null
}

/** The setting as written: an http(s) URL, or a path (relative to the working folder) to a PMTiles v3 file. */
export const pmtilesSetting = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx): PmtilesSetting => {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
      if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
        ctx.addIssue({ code: 'custom', message: 'must be a file path or an http:// or https:// URL' })
        return z.NEVER
      }
      return { kind: 'url', url: value }
    }
    const path = resolve(value)
    const problem = pmtilesFileProblem(path)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    return { kind: 'file', path }
  })
