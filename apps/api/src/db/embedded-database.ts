import { existsSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import pg from 'pg'
import { WorkerConnection } from './worker-connection.ts'
import type { FromWorker, ToWorker, WorkerOptions } from './worker-messages.ts'

/**
 * The worker's file: `pglite-worker.mjs` beside this one when running from source, and the bundle's
 * `pglite-worker.js` when running from dist/ (server.js sits beside it, the commands in cli/ one folder down).
 */
function workerFile(): URL {
  const here = import.meta.url
  if (here.endsWith('.ts')) return new URL('./pglite-worker.mjs', here)
  const candidates = [new URL('./pglite-worker.js', here), new URL('../pglite-worker.js', here)]
  return candidates.find((url) => existsSync(url)) ?? candidates[0]!
}

export interface EmbeddedDatabase {
  /** node-postgres pool of one connection: PGlite serves one session, so queries and transactions queue here. */
  pool: pg.Pool
  /** Writes the whole data folder to `path` as an archive a later start can begin from (`from`). */
  archive(path: string): Promise<void>
  close(): Promise<void>
}

/**
 * Starts PGlite on a worker thread (in `dir`, or in memory when null; as a copy of the archive `from` when given, in a
 * folder only while it holds no database) and connects a pool to it.
 */
export async function startEmbeddedDatabase(
  dir: string | null,
  onIdleError: (err: Error) => void,
  from?: string,
): Promise<EmbeddedDatabase> {
  const worker = new Worker(workerFile(), { workerData: { dir, from } satisfies WorkerOptions })
  let exited = false
  const exit = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  await new Promise<void>((resolve, reject) => {
    const onMessage = (msg: FromWorker) => {
      if (msg.type === 'ready') resolve()
      if (msg.type === 'failed') reject(new Error(`embedded database did not start: ${msg.message}`))
    }
    worker.on('message', onMessage)
    worker.once('error', reject)
    void exit.then(() => reject(new Error('embedded database worker stopped while starting')))
  })
  worker.on('error', (err) => onIdleError(err))

  const pool = new pg.Pool({
    max: 1,
    // pg would otherwise read PGHOST, PGSSLMODE and friends meant for a real server
    host: 'pglite',
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    password: 'pglite',
    ssl: false,
    stream: () => new WorkerConnection(worker),
  })
  pool.on('error', onIdleError)

  return {
    pool,
    archive: (path) =>
      new Promise<void>((resolve, reject) => {
        const onMessage = (msg: FromWorker) => {
          if (msg.type !== 'archived') return
          worker.off('message', onMessage)
          if (msg.error) reject(new Error(`embedded database not archived: ${msg.error}`))
          else resolve()
        }
        worker.on('message', onMessage)
        worker.postMessage({ type: 'archive', path } satisfies ToWorker)
      }),
    close: async () => {
      await pool.end()
      if (exited) return
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (msg: FromWorker) => msg.type === 'closed' && resolve())
      })
      worker.postMessage({ type: 'close' } satisfies ToWorker)
      await Promise.race([closed, exit])
      await worker.terminate()
    },
  }
}
