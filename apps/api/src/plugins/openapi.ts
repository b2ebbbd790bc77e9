import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The OpenAPI document generated from the routes' zod schemas, browsable at /docs (JSON at /docs/json) when `serve`
 * is on. Off, the document is still built (`app.swagger()`) but nothing is served: a public map of every route is
 * a gift to whoever probes a production server, so there it is an explicit choice (API_DOCS).
 */
export const openapiPlugin = fp(async (app: FastifyInstance, opts: { serve: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'MapleNest API',
        version: '0.1.0',
        description: 'Every response is the envelope {code,msg,data}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  })
  if (opts.serve) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
})
