import { randomBytes } from 'node:crypto'
import type { Dirent } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { assertStorageKey, assertStoragePrefix, type FileMeta, type FileStorage } from './file-storage.ts'

// Beside the files, under names no key can take (a key segment never starts with a dot).
const META_DIR = '.meta'
const TEMP_DIR = '.tmp'
const STALE_TEMP_MS = 60 * 60 * 1000

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Files in a folder (DATA_DIR/files by default). Every write goes to a temporary file first and is renamed into
 * place, so a reader sees the old file or the new one, never half of one; the content type is kept in a small
 * JSON file under `.meta/`, written before the file itself appears.
 */
export async function createLocalFileStorage(rootDir: string): Promise<FileStorage> {
  const root = resolve(rootDir)
  const tempDir = join(root, TEMP_DIR)
  await mkdir(tempDir, { recursive: true })
  await removeStaleTemps(tempDir)

  const pathOf = (key: string) => {
    assertStorageKey(key)
    const path = resolve(root, key)
    // The key rules already forbid escaping; this is the second lock on the same door.
    if (!path.startsWith(root + sep)) throw new Error(`storage key escapes its folder: ${key}`)
    return path
  }
  const metaPathOf = (key: string) => join(root, META_DIR, `${key}.json`)

  const writeAtomically = async (path: string, bytes: Buffer | string) => {
    const temp = join(tempDir, randomBytes(12).toString('hex'))
    await writeFile(temp, bytes, { mode: 0o600 })
    try {
      await mkdir(dirname(path), { recursive: true })
      await rename(temp, path)
    } catch (err) {
      await rm(temp, { force: true })
      throw err
    }
  }

  const readMeta = async (key: string, size: number): Promise<FileMeta> => {
    try {
      const meta = JSON.parse(await readFile(metaPathOf(key), 'utf8')) as { contentType?: unknown }
      const contentType = typeof meta.contentType === 'string' ? meta.contentType : 'application/octet-stream'
      return { contentType, size }
    } catch (err) {
      if (isMissing(err) || err instanceof SyntaxError) return { contentType: 'application/octet-stream', size }
      throw err
    }
  }

  return {
    kind: 'local',

    async put(key, bytes, meta) {
      const path = pathOf(key)
      await writeAtomically(metaPathOf(key), JSON.stringify({ contentType: meta.contentType }))
      await writeAtomically(path, bytes)
    },

    async get(key) {
      const path = pathOf(key)
      let handle: Awaited<ReturnType<typeof open>>
      try {
        handle = await open(path, 'r')
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null
        throw err
      }
      try {
        // The size of the file this handle holds, even if a newer one is renamed over the name meanwhile.
        const info = await handle.stat()
        if (!info.isFile()) {
          await handle.close()
          return null
        }
        const meta = await readMeta(key, info.size)
        return { ...meta, body: handle.createReadStream({ autoClose: true }) }
      } catch (err) {
        await handle.close()
        throw err
      }
    },

    async head(key) {
      try {
        const info = await stat(pathOf(key))
        return info.isFile() ? readMeta(key, info.size) : null
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true })
      await rm(metaPathOf(key), { force: true })
    },

    async *list(prefix) {
      assertStoragePrefix(prefix)
      yield* walk(root, prefix)
    },

    async close() {},
  }
}

/** Every file under `root/prefix`, as keys; the `.meta` and `.tmp` folders are not keys. */
async function* walk(root: string, prefix: string): AsyncIterable<string> {
  let entries: Dirent[]
  try {
    entries = await readdir(join(root, prefix), { withFileTypes: true })
  } catch (err) {
    if (isMissing(err)) return
    throw err
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    if (entry.isDirectory()) yield* walk(root, `${prefix}${entry.name}/`)
    else if (entry.isFile()) yield `${prefix}${entry.name}`
  }
}

/** Temporary files a crashed write left behind; young ones may belong to a write still running. */
async function removeStaleTemps(tempDir: string): Promise<void> {
  const cutoff = Date.now() - STALE_TEMP_MS
  for (const name of await readdir(tempDir)) {
    const path = join(tempDir, name)
    const info = await stat(path).catch(() => null)
    if (info && info.mtimeMs < cutoff) await rm(path, { force: true })
  }
}
