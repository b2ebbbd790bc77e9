import {
  chatMessageBodySchema,
  chatParseRequestSchema,
  chatParseSchema,
  chatSessionCreateSchema,
  chatSessionDetailSchema,
  chatSessionIdParamsSchema,
  chatSessionListQuerySchema,
  chatSessionPageSchema,
  chatSessionSchema,
  chatSessionUpdateSchema,
  envelopeSchema,
} from '@maplenest/core'
import { JsonToSseTransformStream } from 'ai'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireSignedIn } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import { callerAddress } from '../../plugins/limits.ts'
import type { ChatService } from './chat-service.ts'

const BASE = '/house/api/chat/v1'

/** The assistant: what the engine understands, and one person's conversations with their streamed answers. */
export async function chatRoutes(root: FastifyInstance, opts: { chat: ChatService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { chat } = opts
  // A conversation belongs to whoever is signed in, a visitor too; without a token the app signs in as a visitor.
  const onRequest = async (req: { viewer: Parameters<typeof requireSignedIn>[0] }) => {
    requireSignedIn(req.viewer)
  }
  const common = { tags: ['chat'], security: [{ bearer: [] }] }

  app.post(
    `${BASE}/parse`,
    {
      schema: {
        tags: ['chat'],
        summary:
          'What the built-in engine understands of a message (and of a follow-up, given the previous result as context): intent, the listing search query, neighbourhood, drawn area and reply',
        body: chatParseRequestSchema,
        response: { 200: envelopeSchema(chatParseSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(chat.parse(req.body)),
  )

  app.post(
    `${BASE}/sessions`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Starts a conversation (201); the title follows the first question unless one is given',
        body: chatSessionCreateSchema.optional(),
        response: { 201: envelopeSchema(chatSessionSchema), ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const created = await chat.create(req.viewer, req.body ?? {}, req.locale)
      return reply.status(201).send({ code: 201, msg: req.t('chat.api.created'), data: created })
    },
  )

  app.get(
    `${BASE}/sessions`,
    {
      onRequest,
      schema: {
        ...common,
        summary: "The caller's conversations, most recently active first",
        querystring: chatSessionListQuerySchema,
        response: { 200: envelopeSchema(chatSessionPageSchema), ...errorResponses(400, 401) },
      },
    },
    async (req) => ok(await chat.list(req.viewer, req.query)),
  )

  app.get(
    `${BASE}/sessions/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'One of the caller’s conversations with its messages (text, tool calls with their cards, chips)',
        params: chatSessionIdParamsSchema,
        response: { 200: envelopeSchema(chatSessionDetailSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await chat.get(req.viewer, req.params.id)),
  )

  app.patch(
    `${BASE}/sessions/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Renames one of the caller’s conversations',
        params: chatSessionIdParamsSchema,
        body: chatSessionUpdateSchema,
        response: { 200: envelopeSchema(chatSessionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await chat.rename(req.viewer, req.params.id, req.body.title), req.t('chat.api.renamed')),
  )

  app.delete(
    `${BASE}/sessions/:id`,
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Deletes one of the caller’s conversations with its messages',
        params: chatSessionIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      await chat.remove(req.viewer, req.params.id)
      return ok(null, req.t('chat.api.deleted'))
    },
  )

  app.post(
    `${BASE}/sessions/:id/messages`,
    {
      onRequest,
      // Server-sent events go out as they are written: compression would hold them back.
      config: { compress: false },
      schema: {
        ...common,
        summary:
          'Asks a question (text) or answers a confirmation (approval); the answer streams as the AI SDK UI message stream (server-sent events) and is stored with its tool calls',
        params: chatSessionIdParamsSchema,
        body: chatMessageBodySchema,
        response: {
          200: z.string().describe('text/event-stream: the AI SDK UI message stream'),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (req, reply) => {
      const stream = await chat.reply(req.viewer, req.params.id, req.body, req.locale, callerAddress(req))
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-vercel-ai-ui-message-stream', 'v1')
        .header('x-accel-buffering', 'no')
        .send(stream.pipeThrough(new JsonToSseTransformStream()).pipeThrough(new TextEncoderStream()) as never)
    },
  )
}
