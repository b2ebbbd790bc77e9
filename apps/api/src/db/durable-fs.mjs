// Plain JavaScript like pglite-worker.mjs, which imports it.
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'

/**
 * PGlite's own start parameters with fsync turned back on: by default it passes `-F` (fsync off), and the
 * WAL is flushed with fsync() rather than fdatasync(), which its file system layer treats as a no-op.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
]

/**
 * PGlite's Node file system with a working fsync. Emscripten's NODEFS has no fsync of its own, so PostgreSQL's
 * fsync() calls, at every commit and every checkpoint, did nothing and a commit lived in the page cache only.
 * This one passes them to the real file, so a commit is on disk before PostgreSQL acknowledges it.
 */
export class DurableNodeFS extends NodeFS {
  /** @param {any} pg @param {any} opts */
  async init(pg, opts) {
    const { emscriptenOpts } = await super.init(pg, opts)
    /** @param {any} mod */
    const syncFiles = (mod) => {
      mod.NODEFS.stream_ops.fsync = (/** @type {{ nfd?: number }} */ stream) => {
        const fd = stream.nfd
        if (fd !== undefined) mod.NODEFS.tryFSOperation(() => fs.fsyncSync(fd))
        return 0
      }
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [syncFiles, ...(emscriptenOpts.preRun ?? [])] } }
  }
}
