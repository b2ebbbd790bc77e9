import { Duplex } from 'node:stream'
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads'
import type { OnConnection, ToWorker } from './worker-messages.ts'

/**
 * A socket-shaped stream node-postgres connects through instead of TCP: what it writes goes to the database worker
 * over a MessagePort, what the worker answers is read back. pg asks a socket for `connect`, `setNoDelay`,
 * `setKeepAlive`, `ref` and `unref`; the rest is an ordinary Duplex.
 */
export class WorkerConnection extends Duplex {
  #port: MessagePort | undefined
  #outgoing: Buffer[] = []
  #flushQueued = false

  constructor(private readonly worker: Worker) {
    super()
  }

  connect(): this {
    const { port1, port2 } = new MessageChannel()
    this.#port = port1
    port1.on('message', (msg: OnConnection) => {
      if (msg.type === 'data') this.push(Buffer.from(msg.bytes))
      else if (msg.type === 'error') this.destroy(new Error(`embedded database: ${msg.message}`))
      else this.push(null)
    })
    port1.on('close', () => {
      if (!this.destroyed) this.destroy()
    })
    this.worker.postMessage({ type: 'connect', port: port2 } satisfies ToWorker, [port2])
    process.nextTick(() => this.emit('connect'))
    return this
  }

  setNoDelay(): this {
    return this
  }

  setKeepAlive(): this {
    return this
  }

  ref(): this {
    this.#port?.ref()
    return this
  }

  unref(): this {
    this.#port?.unref()
    return this
  }

  override _read(): void {}

  // pg writes Parse, Bind, Describe, Execute and Sync one by one in the same tick: sent as one message.
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (err?: Error | null) => void): void {
    this.#outgoing.push(chunk)
    if (!this.#flushQueued) {
      this.#flushQueued = true
      queueMicrotask(() => this.#flush())
    }
    callback()
  }

  override _final(callback: (err?: Error | null) => void): void {
    this.#flush()
    this.#port?.postMessage({ type: 'end' } satisfies OnConnection)
    this.#port?.close()
    callback()
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    this.#port?.close()
    callback(err)
  }

  #flush(): void {
    this.#flushQueued = false
    if (!this.#outgoing.length || !this.#port) return
    const bytes = Buffer.concat(this.#outgoing)
    this.#outgoing = []
    this.#port.postMessage({ type: 'data', bytes } satisfies OnConnection)
  }
}
