import {
  envelopeSchema,
  savedSearchCreateSchema,
  savedSearchIdParamsSchema,
  savedSearchListSchema,
  savedSearchOpenedSchema,
  savedSearchSchema,
  savedSearchUnsubscribeQuerySchema,
  savedSearchUpdateSchema,
  translate,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../lib/http-error.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { SavedSearchesService } from './saved-searches-service.ts'

const BASE = '/house/api/search/v1/saved'
const UNSUBSCRIBE = '/house/api/search/v1/unsubscribe'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page the unsubscribe link opens: what happened, in the person's language. */
function unsubscribePage(title: string, body: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:32rem;margin:3rem auto;padding:0 1.25rem;color:#1f2933;line-height:1.5}h1{font-size:1.4rem}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></body></html>`
}

/** Saved searches (Account › Saved searches and every "save this search"), and the alert e-mails' unsubscribe link. */
export async function savedSearchesRoutes(root: FastifyInstance, opts: { savedSearches: SavedSearchesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { savedSearches } = opts
  // Registered accounts only, refused before the input is read: a visitor is told to sign in (403) whatever they sent.
  const onRequest = async (req: FastifyRequest) => {
    requireRegistered(app.requireViewer(req))
  }
  const common = { tags: ['saved searches'], security: [{ bearer: [] }] }
  // A mail client's one-click unsubscribe posts the form "List-Unsubscribe=One-Click" (RFC 8058).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  app.post(
    BASE,
    {
      onRequest,
      config: { idempotent: true },
      schema: {
        ...common,
        summary: 'Saves a search (the list or map parameters, a drawn area, how often to alert): 201 with the search',
        body: savedSearchCreateSchema,
        response: { 201: envelopeSchema(savedSearchSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const created = await savedSearches.create(app.requireViewer(req), req.body, req.locale)
      return reply.status(201).send({ code: 201, msg: req.t('savedSearch.api.saved'), data: created })
    },
  )

  app.get(
    BASE,
    {
      onRequest,
      schema: {
        ...common,
        summary: "The caller's saved searches, newest first, each with its criteria in words and its new homes",
        response: { 200: envelopeSchema(savedSearchListSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok({ items: await savedSearches.list(app.requireViewer(req), req.locale) }),
  )

  app.put(
    `${BASE}/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Changes a saved search: name, criteria, frequency, channels, paused',
        params: savedSearchIdParamsSchema,
        body: savedSearchUpdateSchema,
        response: { 200: envelopeSchema(savedSearchSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) =>
      ok(
        await savedSearches.update(app.requireViewer(req), req.params.id, req.body, req.locale),
        req.t('savedSearch.api.saved'),
      ),
  )

  app.delete(
    `${BASE}/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Deletes a saved search and its alerts',
        params: savedSearchIdParamsSchema,
        response: {
          200: envelopeSchema(z.object({ deleted: z.literal(true) })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => {
      await savedSearches.remove(app.requireViewer(req), req.params.id)
      return ok({ deleted: true as const }, req.t('savedSearch.api.deleted'))
    },
  )

  app.post(
    `${BASE}/:id/open`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Opens a saved search: the homes that alerted it since it was last opened; it is marked opened',
        params: savedSearchIdParamsSchema,
        response: { 200: envelopeSchema(savedSearchOpenedSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await savedSearches.open(app.requireViewer(req), req.params.id, req.locale)),
  )

  // The link in every alert e-mail: one click, no sign-in. GET shows the page; POST is the mail client's one-click
  // unsubscribe (List-Unsubscribe-Post, RFC 8058). Both turn e-mail off on every search of the person.
  app.get(
    UNSUBSCRIBE,
    {
      schema: {
        tags: ['saved searches'],
        summary: "Turns off the signed link's person's alert e-mails and says so in their language (an HTML page)",
        querystring: savedSearchUnsubscribeQuerySchema,
        response: { 200: z.string().describe('text/html'), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { done, locale } = await savedSearches.unsubscribe(req.query.token)
      if (!done) throw badRequest('savedSearch.api.unsubscribe.invalid')
      const page = unsubscribePage(
        translate(locale, 'savedSearch.api.unsubscribed.title'),
        translate(locale, 'savedSearch.api.unsubscribed.body'),
        locale,
      )
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page)
    },
  )

  app.post(
    UNSUBSCRIBE,
    {
      schema: {
        tags: ['saved searches'],
        summary: 'One-click unsubscribe from alert e-mails (List-Unsubscribe-Post)',
        querystring: savedSearchUnsubscribeQuerySchema,
        response: { 200: envelopeSchema(z.object({ unsubscribed: z.literal(true) })), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { done } = await savedSearches.unsubscribe(req.query.token)
      if (!done)
        return reply.status(400).send({ code: 400, msg: req.t('savedSearch.api.unsubscribe.invalid'), data: null })
      return ok({ unsubscribed: true as const }, req.t('savedSearch.api.unsubscribed.title'))
    },
  )
}
