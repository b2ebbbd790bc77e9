import { APPLE_RETURN_PATH, appleReturnSchema, envelopeSchema, socialConfigSchema } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'

/** The largest form Apple posts back: an ID token, a code, a state and, the first time, the person's name. */
const FORM_LIMIT = 16 * 1024

/**
 * Sign in with Apple on the web: which providers the web may start (`GET /auth/social`), and the return address
 * Apple posts its answer to (`response_mode=form_post`). The post is turned into a redirect to the same page with
 * the answer in the fragment, which the app reads: a fragment never reaches a server log or a Referer header. The
 * identity token is verified later, by `/auth/login`, like any other.
 */
export async function appleReturnRoutes(root: FastifyInstance, opts: { appleClientId: string | undefined }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  app.get(
    '/auth/social',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in the web can start: Apple (its services id) when configured, else null',
        response: { 200: envelopeSchema(socialConfigSchema) },
      },
    },
    async () => ok({ apple: opts.appleClientId ? { clientId: opts.appleClientId } : null }),
  )

  app.post(
    `/h5${APPLE_RETURN_PATH}`,
    {
      schema: {
        tags: ['auth'],
        summary:
          "Sign in with Apple's form post (state, id_token, code or error): a 303 to the same page with the answer in the fragment",
        body: appleReturnSchema,
        response: { 303: z.null().describe('redirect to the page'), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const answer = new URLSearchParams({ state: req.body.state })
      if (req.body.id_token) answer.set('id_token', req.body.id_token)
      if (req.body.error) answer.set('error', req.body.error)
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`/h5${APPLE_RETURN_PATH}#${answer.toString()}`, 303)
    },
  )
}
