import fp from 'fastify-plugin'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createAuthRepository } from './auth-repository.ts'
import { createSessionsService, type SessionsService } from './auth-sessions.ts'
import { createAccessTokens } from './auth-tokens.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Access tokens and the sign-ins behind them: who is calling. */
    sessions: SessionsService
  }
}

/**
 * Who is calling, with no other module needed: the viewer plugin (plugins/auth.ts) reads every request's token
 * through it, so it comes before the users module, whose routes are for signed-in callers, and before sign-in
 * (auth-module.ts), which needs the users module.
 */
export const sessionsModule = fp<ModuleContext>(
  async (app, ctx) => {
    const sessions = createSessionsService({
      repository: createAuthRepository(ctx.transactor),
      tokens: createAccessTokens(ctx.secret, ctx.now),
      now: ctx.now,
    })
    app.decorate('sessions', sessions)
  },
  { name: 'maplenest-sessions' },
)
