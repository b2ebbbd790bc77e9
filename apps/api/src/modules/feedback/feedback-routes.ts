import multipart from '@fastify/multipart'
import {
  envelopeSchema,
  FEEDBACK_MAX_IMAGES,
  feedbackAdminItemSchema,
  feedbackAdminQuerySchema,
  feedbackReplySchema,
  feedbackSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema, errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered, requireRole } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import { idempotencyDigest } from '../../plugins/idempotency.ts'
import type { FilesService } from '../files/index.ts'
import { FEEDBACK_BODY_LIMIT, FEEDBACK_IMAGE_LIMIT, readFeedbackForm } from './feedback-form.ts'
import type { FeedbackService } from './feedback-service.ts'

const idParamsSchema = z.strictObject({ id: z.uuid('error.field.invalid') })

/** Feedback (my/feedback screens): send with images, read one's own, and administrators' queue and replies. */
export async function feedbackRoutes(
  root: FastifyInstance,
  opts: { feedback: FeedbackService; files: Pick<FilesService, 'process'> },
) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { feedback, files } = opts
  // Registered accounts only, refused before the input is read: a visitor is told to sign in (403) whatever they sent.
  const guarded = {
    onRequest: async (req: FastifyRequest) => {
      requireRegistered(app.requireViewer(req))
    },
  }
  // One file more than allowed is read, so a tenth image is refused by name rather than dropped without a word.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: FEEDBACK_IMAGE_LIMIT.maxBytes,
      files: FEEDBACK_MAX_IMAGES + 1,
      fields: 10,
      fieldSize: 16 * 1024,
      parts: 30,
    },
  })
  const requireAdmin = (req: FastifyRequest) =>
    requireRole(req.viewer, 'admin', { status: 403, key: 'feedback.api.adminOnly' })
  // Administrators' routes refuse everyone else before their input is read, so a refusal tells nothing of it.
  const adminOnly = {
    onRequest: async (req: FastifyRequest) => {
      requireAdmin(req)
    },
  }

  app.post(
    '/house/api/feedback/v1',
    {
      ...guarded,
      bodyLimit: FEEDBACK_BODY_LIMIT,
      config: { idempotent: true },
      schema: {
        tags: ['feedback'],
        summary: `Sends feedback (multipart: type 0|1|2, text, contact, up to ${FEEDBACK_MAX_IMAGES} files "images" under 10 MB together)`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: envelopeSchema(feedbackSchema), ...errorResponses(400, 401, 403), 413: errorEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const viewer = app.requireViewer(req)
      const { input, images } = await readFeedbackForm(req, files)
      // The form is read by now: a retry of this submission (same Idempotency-Key) gets the first answer.
      const digest = idempotencyDigest([JSON.stringify(input), ...images.map((image) => image.bytes)])
      if (await app.idempotency.claim(req, reply, digest)) return reply
      const created = await feedback.create(viewer, input, images)
      return reply.status(201).send({ code: 201, msg: req.t('feedback.api.sent'), data: created })
    },
  )

  app.get(
    '/house/api/feedback/v1',
    {
      ...guarded,
      schema: {
        tags: ['feedback'],
        summary: "The caller's feedback, newest first, with replies",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(z.array(feedbackSchema)), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await feedback.listMine(app.requireViewer(req))),
  )

  app.get(
    '/house/api/feedback/v1/admin',
    {
      ...adminOnly,
      schema: {
        tags: ['feedback'],
        summary: 'Administrators: everyone’s feedback, newest first, optionally by status (open, replied)',
        security: [{ bearer: [] }],
        querystring: feedbackAdminQuerySchema,
        response: { 200: envelopeSchema(z.array(feedbackAdminItemSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await feedback.listForAdmin(req.query.status, req.query.limit)),
  )

  app.get(
    '/house/api/feedback/v1/:id',
    {
      ...guarded,
      schema: {
        tags: ['feedback'],
        summary: "One of the caller's feedback, with the reply",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: envelopeSchema(feedbackSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await feedback.requireMine(app.requireViewer(req), req.params.id)),
  )

  app.post(
    '/house/api/feedback/v1/:id/reply',
    {
      ...adminOnly,
      schema: {
        tags: ['feedback'],
        summary: 'Administrators: replies to one feedback; its author gets a notification',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: feedbackReplySchema,
        response: { 200: envelopeSchema(feedbackAdminItemSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const admin = requireAdmin(req)
      return ok(await feedback.reply(req.params.id, req.body.reply, admin.userId), req.t('feedback.api.replied'))
    },
  )
}
