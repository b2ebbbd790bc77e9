import fp from 'fastify-plugin'
import { deriveKey } from '../../platform/keys.ts'
import type { ModuleContext } from '../../platform/module-context.ts'
import { appleReturnRoutes } from './apple-return-routes.ts'
import { createAuthRepository } from './auth-repository.ts'
import { authRoutes } from './auth-routes.ts'
import { type AuthService, createAuthService } from './auth-service.ts'
import { createSocialVerifier } from './social-identity.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in of every kind, token refresh and checks, registration and password reset. */
    auth: AuthService
  }
}

/** Sign-in, registration and password reset, over the users, codes and sessions modules and the rate limits. */
export const authModule = fp<ModuleContext>(
  async (app, ctx) => {
    const auth = createAuthService({
      repository: createAuthRepository(ctx.transactor),
      users: app.users,
      codes: app.codes,
      sessions: app.sessions,
      run: ctx.transactor.run,
      now: ctx.now,
      refreshKey: deriveKey(ctx.secret, 'refresh-tokens'),
      env: ctx.env,
      limits: { hit: app.hitLimit, reset: app.resetLimit },
      social: createSocialVerifier({
        audiences: { apple: ctx.env.APPLE_CLIENT_ID, facebook: ctx.env.FACEBOOK_APP_ID },
        jwksUrls: { apple: ctx.env.APPLE_JWKS_URL, facebook: ctx.env.FACEBOOK_JWKS_URL },
        now: ctx.now,
      }),
    })
    app.decorate('auth', auth)
    await app.register(authRoutes, { auth, forgetDevice: app.push.forgetDevice })
    await app.register(appleReturnRoutes, { appleClientId: ctx.env.APPLE_CLIENT_ID })
  },
  {
    name: 'maplenest-auth',
    dependencies: ['maplenest-users', 'maplenest-codes', 'maplenest-sessions', 'maplenest-viewer', 'maplenest-push'],
    decorators: { fastify: ['authRateLimit', 'hitLimit', 'resetLimit'] },
  },
)
