import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/config/env.ts'
import type { Database } from '../../src/db/client.ts'
import { createTransactor } from '../../src/db/transaction.ts'
import { browseModule } from '../../src/modules/browse/index.ts'
import { MODULES } from '../../src/modules/index.ts'
import { listingsModule } from '../../src/modules/listings/index.ts'
import { usersModule } from '../../src/modules/users/index.ts'
import type { ModuleContext, ModulePlugin } from '../../src/platform/module-context.ts'
import { authPlugin } from '../../src/plugins/auth.ts'
import { databasePlugin } from '../../src/plugins/database.ts'
import { envelopePlugin } from '../../src/plugins/envelope.ts'
import { limitsPlugin } from '../../src/plugins/limits.ts'
import { sharePreviewsPlugin } from '../../src/plugins/static-web.ts'
import { webBrandsPlugin } from '../../src/plugins/web-brands.ts'
import { createTestDatabase } from '../helpers/test-database.ts'

const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret-1234' })

describe('modules as named plugins', () => {
  let database: Database
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  /** The app-wide plugins buildApp registers before the modules, then these modules in this order. */
  async function start(modules: readonly ModulePlugin[]) {
    const app = Fastify({ logger: false })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(envelopePlugin)
    await app.register(limitsPlugin, {
      perMinute: 1000,
      authPerMinute: 1000,
      visitorPerMinute: 1000,
      heavyPerMinute: 1000,
      database,
    })
    await app.register(databasePlugin, { database })
    await app.register(sharePreviewsPlugin)
    await app.register(webBrandsPlugin, { productDomains: env.PRODUCT_DOMAINS })
    const context: ModuleContext = {
      env,
      now: () => new Date(),
      transactor: createTransactor(database.db),
      secret: new TextEncoder().encode(env.JWT_SECRET),
    }
    try {
      for (const plugin of modules) await app.register(plugin, context)
      await app.ready()
    } finally {
      await app.close()
    }
  }

  it('start in the order of the list', async () => {
    await expect(start(MODULES)).resolves.toBeUndefined()
  })

  it('refuse to start when a module comes before one it depends on', async () => {
    const listingsLast = [...MODULES.filter((m) => m !== listingsModule), listingsModule]
    await expect(start(listingsLast)).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringMatching(
        /^The dependency 'maplenest-listings' of plugin 'maplenest-[a-z-]+' is not registered$/,
      ),
    })
  })

  it('refuse to start a module whose dependency is missing', async () => {
    const withoutListings = MODULES.filter((m) => m !== listingsModule)
    await expect(start(withoutListings)).rejects.toMatchObject({ code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED' })
    await expect(start([browseModule])).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: expect.stringMatching(
        /^The dependency 'maplenest-listings' of plugin 'maplenest-[a-z-]+' is not registered$/,
      ),
    })
  })

  it('refuse routes for signed-in callers before the viewer is known', async () => {
    const viewerLate = MODULES.filter((m) => m !== authPlugin)
    viewerLate.splice(viewerLate.indexOf(usersModule) + 1, 0, authPlugin)
    await expect(start(viewerLate)).rejects.toMatchObject({
      message: "The dependency 'maplenest-viewer' of plugin 'maplenest-users' is not registered",
    })
  })
})
