import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../lib/http-error.ts'
import type { Viewer } from '../platform/access.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: set from a live `Authorization: Bearer` access token, otherwise null. */
    viewer: Viewer | null
  }
  interface FastifyInstance {
    /** The caller, or a 401 'Your sign-in has expired. Please sign in again.' when the token is missing, tampered, expired or revoked. */
    requireViewer(req: FastifyRequest): Viewer
    /** A route hook (`onRequest: app.authenticate`) that answers 401 before anything else when there is no viewer. */
    authenticate: onRequestAsyncHookHandler
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i
const MAX_TOKEN_LENGTH = 4096

/**
 * Reads the access token of every request that carries one: the signature and expiry of the JWT, then one
 * primary-key lookup of its sign-in row (the sessions service), which must be neither revoked nor expired. Public
 * routes see `req.viewer === null` for a bad token; protected routes answer 401 through `authenticate` or
 * `requireViewer`. Its hook must precede every route, so modules with routes that read the viewer name it
 * ('maplenest-viewer') among their dependencies.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { sessions } = app
    app.decorateRequest('viewer', null)
    app.addHook('onRequest', async (req) => {
      const header = req.headers.authorization
      if (!header) return
      const token = BEARER.exec(header)?.[1]
      if (!token || token.length > MAX_TOKEN_LENGTH) return
      req.viewer = await sessions.authenticate(token)
    })

    const requireViewer = (req: FastifyRequest): Viewer => {
      if (!req.viewer) throw unauthorized()
      return req.viewer
    }
    app.decorate('requireViewer', requireViewer)
    app.decorate('authenticate', async (req: FastifyRequest) => {
      requireViewer(req)
    })
  },
  { name: 'maplenest-viewer', dependencies: ['maplenest-sessions'] },
)
