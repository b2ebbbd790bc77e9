// Plain JavaScript, not TypeScript: Node 20 does not pass a TypeScript loader on to worker threads, and this file
// must run the same from src/ (tests, tsx) and from the bundle.
/**
 * The embedded database's own thread: PGlite runs PostgreSQL as synchronous WebAssembly, so a long query on the
 * main thread would stop every other request (even /healthz) until it ends. Here it blocks only this thread.
 *
 * The main thread talks the PostgreSQL wire protocol to us over a MessagePort per connection (see
 * worker-connection.ts): bytes in, bytes out, exactly what a PostgreSQL server's socket carries, so node-postgres
 * and Drizzle's node-postgres driver are used unchanged. This file cuts the byte stream into whole messages and
 * hands them, one at a time and in order, to PGlite.
 */
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-fs.mjs'

const SSL_REQUEST = 80877103
const TERMINATE = 0x58 // 'X'

/** @type {import('./worker-messages.ts').WorkerOptions} */
const options = workerData
if (!parentPort) throw new Error('pglite-worker runs as a worker thread')
const parent = parentPort

/** Every use of PGlite, in arrival order: it serves one statement at a time. */
let queue = Promise.resolve()
/** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
function serially(task) {
  const next = queue.then(task)
  queue = next.catch(() => {})
  return next
}

/** @type {PGlite} */
let db
try {
  // pg_trgm backs fuzzy address search; the listings migration creates the extension.
  // A folder gets fsync at commit (see durable-fs.mjs); an in-memory database has nothing to sync.
  // A copy of a prepared database starts in a fraction of the time an empty one takes to initialise; a folder that
  // holds a database already keeps it.
  const copy =
    options.from && !(options.dir && existsSync(join(options.dir, 'PG_VERSION')))
      ? { loadDataDir: new Blob([await readFile(options.from)]) }
      : {}
  db = options.dir
    ? await PGlite.create({
        fs: new DurableNodeFS(options.dir),
        startParams: DURABLE_START_PARAMS,
        extensions: { pg_trgm },
        ...copy,
      })
    : await PGlite.create({ extensions: { pg_trgm }, ...copy })
  parent.postMessage({ type: 'ready' })
} catch (err) {
  parent.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) })
  process.exit(1)
}

parent.on('message', (/** @type {import('./worker-messages.ts').ToWorker} */ msg) => {
  if (msg.type === 'connect') serve(msg.port)
  if (msg.type === 'archive') {
    void serially(async () => {
      const archive = await db.dumpDataDir('none')
      await writeFile(msg.path, Buffer.from(await archive.arrayBuffer()))
    }).then(
      () => parent.postMessage({ type: 'archived' }),
      (err) => parent.postMessage({ type: 'archived', error: err instanceof Error ? err.message : String(err) }),
    )
  }
  if (msg.type === 'close') {
    void serially(() => db.close()).finally(() => parent.postMessage({ type: 'closed' }))
  }
})

/** One client connection: its bytes are cut into protocol messages and run in order. */
/** @param {import('node:worker_threads').MessagePort} port */
function serve(port) {
  let pending = Buffer.alloc(0)
  let started = false
  let ended = false

  const end = () => {
    if (ended) return
    ended = true
    // A connection that goes away inside a transaction leaves it to be rolled back, as a server does.
    void serially(async () => {
      if (db.isInTransaction()) await db.exec('rollback')
    })
    port.close()
  }

  /** Takes the complete messages off the front of what arrived; the rest waits for more bytes. */
  const takeMessages = () => {
    /** @type {Buffer[]} */
    const messages = []
    for (;;) {
      // The first message has no type byte: a length, then the protocol version (or the SSL request code).
      const headerLength = started ? 5 : 8
      if (pending.length < headerLength) break
      const length = started ? 1 + pending.readInt32BE(1) : pending.readInt32BE(0)
      if (pending.length < length) break
      const message = pending.subarray(0, length)
      pending = pending.subarray(length)
      if (!started && message.readInt32BE(4) === SSL_REQUEST) {
        port.postMessage({ type: 'data', bytes: Buffer.from('N') })
        continue
      }
      started = true
      if (message[0] === TERMINATE) return { messages, terminate: true }
      messages.push(message)
    }
    return { messages, terminate: false }
  }

  port.on('message', (/** @type {import('./worker-messages.ts').OnConnection} */ msg) => {
    if (ended) return
    if (msg.type !== 'data') return end()
    pending = Buffer.concat([pending, Buffer.from(msg.bytes)])
    const { messages, terminate } = takeMessages()
    if (messages.length) run(messages)
    if (terminate) end()
  })

  const run = (/** @type {Buffer[]} */ messages) =>
    void serially(async () => {
      /** @type {Buffer[]} */
      const out = []
      for (const message of messages) {
        await db.runExclusive(() =>
          db.execProtocolRawStream(message, { onRawData: (data) => void out.push(Buffer.from(data)) }),
        )
      }
      if (out.length && !ended) port.postMessage({ type: 'data', bytes: Buffer.concat(out) })
    }).catch((err) => {
      // PGlite itself failed (not a SQL error, which comes back as protocol bytes): drop the connection.
      port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) })
      end()
    })
}
