import type { MessagePort } from 'node:worker_threads'

/** What the main thread tells the database worker when starting it. */
export interface WorkerOptions {
  /** PGlite's data folder; null keeps the database in memory. */
  dir: string | null
  /**
   * The database starts as a copy of this data-folder archive (PGlite's `dumpDataDir`), in memory or in a folder that
   * holds none yet.
   */
  from?: string
}

/** Main thread → worker: open a connection on this port, write an archive of the data folder, or close the database. */
export type ToWorker = { type: 'connect'; port: MessagePort } | { type: 'archive'; path: string } | { type: 'close' }

/** Worker → main thread, about the database as a whole. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'archived'; error?: string }
  | { type: 'closed' }

/** Either way on a connection's port: wire-protocol bytes, the end of the connection, or a failure of PGlite. */
export type OnConnection = { type: 'data'; bytes: Uint8Array } | { type: 'end' } | { type: 'error'; message: string }
