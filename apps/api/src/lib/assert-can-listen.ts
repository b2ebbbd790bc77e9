import { createServer } from 'node:net'

/**
 * Binds HOST:PORT for a moment and lets go, throwing the error a real listen would (EADDRINUSE, ENOTFOUND …).
 * The server checks this before it opens, migrates and seeds the database, which can take minutes, so a port in use
 * or a bad host name is reported at once. Another process could still take the port in between; the real listen
 * reports that the same way.
 */
export function assertCanListen(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()))
  })
}
