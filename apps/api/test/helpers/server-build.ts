import { join } from 'node:path'
import { inject } from 'vitest'

/** The server as built once for this run (global setup), for a test that starts it in a process of its own. */
export const builtServer = (): string => join(inject('serverBuild'), 'server.js')

/** A command-line entry point as built once for this run: `db-migrate`, `agent-approve`, `seed`, `ingest`. */
export const builtCommand = (name: string): string => join(inject('serverBuild'), 'cli', `${name}.js`)
