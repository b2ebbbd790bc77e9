import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
}

/** Shares the opened database with every module; the caller that opened it closes it. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database)
})
