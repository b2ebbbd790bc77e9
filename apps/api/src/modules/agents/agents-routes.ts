import multipart from '@fastify/multipart'
import {
  AGENT_APPLICATION_STATUSES,
  AGENT_PHOTO_MAX_BYTES,
  agentApplicationSchema,
  agentApplicationStatusSchema,
  agentDetailSchema,
  agentPageSchema,
  agentSearchQuerySchema,
  directPageSchema,
  directSearchQuerySchema,
  envelopeSchema,
  findUnsafeText,
  isMessageKey,
  type MessageKey,
  myAgentApplicationSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest, notFound } from '../../lib/http-error.ts'
import { formReadError } from '../../lib/multipart-errors.ts'
import { errorEnvelopeSchema, errorResponses } from '../../lib/route-schemas.ts'
import { type Refusal, requireRegistered, requireRole, requireSignedIn } from '../../platform/access.ts'
import { UploadRefusal } from '../../platform/storage/upload-pipeline.ts'
import { ok } from '../../plugins/envelope.ts'
import { unsafeTextRefusal } from '../../plugins/input-hygiene.ts'
import { drawPhoto } from '../media/index.ts'
import type { AgentsService, ApplicationPhoto } from './agents-service.ts'
import { drawAvatar, drawLogo } from './agents-svg.ts'

const idParamsSchema = z.strictObject({ id: z.string().min(1).max(64) })
const photoParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  file: z.string().regex(/^\d{1,2}\.svg$/, 'error.field.invalid'),
})
const FORM_FIELDS = ['name', 'practiceName', 'email', 'appointmentStart', 'appointmentEnd', 'location', 'languages']
const DIRECT_CAPTIONS = ['Exterior', 'Living room', 'Kitchen', 'Bedroom', 'Bathroom', 'Dining room']
const with409 = { 409: errorEnvelopeSchema }
const REGISTERED_ONLY: Refusal = { status: 403, key: 'agent.api.registeredOnly' }

interface FieldIssue {
  field: string
  key: MessageKey
}

/**
 * The form fields and the photo of a multipart request. The photo goes through the upload pipeline (type from its
 * bytes, re-encoded without metadata); its problems come first among the fields', as they did when it was read.
 */
async function readApplication(req: FastifyRequest, agents: Pick<AgentsService, 'preparePhoto'>) {
  if (!req.isMultipart()) throw badRequest('agent.api.multipart', {}, { fields: [{ field: 'body' }] })
  const fields: Record<string, string | string[]> = {}
  const issues: FieldIssue[] = []
  let photo: ApplicationPhoto | null = null
  let upload: Buffer | null = null
  let sawPhoto = false
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || sawPhoto) {
          part.file.resume()
          continue
        }
        sawPhoto = true
        const bytes = await part.toBuffer()
        if (part.file.truncated) issues.push({ field: 'photo', key: 'agent.validation.photoSize' })
        else if (bytes.length > 0) upload = bytes
        continue
      }
      if (!FORM_FIELDS.includes(part.fieldname)) continue
      const value = String(part.value ?? '')
      if (part.fieldname === 'languages') {
        const list = (fields.languages as string[] | undefined) ?? []
        fields.languages = [...list, ...value.split(',').filter(Boolean)]
      } else fields[part.fieldname] = value
    }
  } catch (err) {
    throw formReadError(req, err)
  }
  // The text fields are refused as every other request's are; the body never reaches the hook that checks those.
  const unsafe = findUnsafeText(fields)
  if (unsafe) throw unsafeTextRefusal(req, 'body', unsafe.slice(0, 1))
  if (upload) {
    try {
      photo = await agents.preparePhoto(upload)
    } catch (err) {
      if (!(err instanceof UploadRefusal)) throw err
      const key =
        err.key === 'file.upload.unsupportedType' ? 'agent.validation.photoType' : 'agent.validation.photoSize'
      issues.push({ field: 'photo', key })
    }
  }
  const parsed = agentApplicationSchema.safeParse(fields)
  if (!parsed.success) {
    const seen = new Set(issues.map((i) => i.field))
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'body')
      if (seen.has(field)) continue
      seen.add(field)
      issues.push({ field, key: isMessageKey(issue.message) ? issue.message : 'error.field.invalid' })
    }
  }
  if (!photo && !issues.some((i) => i.field === 'photo'))
    issues.push({ field: 'photo', key: 'agent.validation.photoRequired' })
  if (issues.length > 0 || !parsed.success || !photo) {
    const first = issues[0] ?? { field: 'body', key: 'error.badRequest' as MessageKey }
    throw badRequest(
      first.key,
      { field: first.field },
      {
        fields: issues.map((i) => ({ field: i.field, message: req.t(i.key, { field: i.field }) })),
      },
    )
  }
  return { input: parsed.data, photo }
}

/** Agent search and detail, broker onboarding with admin review, and owner-direct listings. */
export async function agentsRoutes(root: FastifyInstance, opts: { agents: AgentsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { agents } = opts
  // Multipart only for this module's routes; the photo limit is enforced while reading, one file at most.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: AGENT_PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 30 },
  })

  /** A request without any token is a visitor's (403, saying to sign in); a token that stopped working asks for a refresh (401). */
  const signedOut = (req: FastifyRequest): Refusal => (req.headers.authorization ? { status: 401 } : REGISTERED_ONLY)
  const requireAdmin = (req: FastifyRequest) =>
    requireRole(req.viewer, 'admin', { status: 403, key: 'agent.api.adminOnly' })

  app.get(
    '/house/api/agent/v1/search',
    {
      schema: {
        tags: ['agents'],
        summary: 'One page of agents by service city, language and text, most transactions or best rated first',
        querystring: agentSearchQuerySchema,
        response: { 200: envelopeSchema(agentPageSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await agents.search(req.query)),
  )

  app.get(
    '/house/api/agent/v1/applications/mine',
    {
      schema: {
        tags: ['agents'],
        summary: "The caller's newest broker application and whether the account is a broker",
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(myAgentApplicationSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await agents.mine(requireSignedIn(req.viewer, signedOut(req)))),
  )

  app.post(
    '/house/api/agent/v1/applications',
    {
      // room for the largest photo and the form fields; a larger photo is refused by its own limit while read
      bodyLimit: AGENT_PHOTO_MAX_BYTES + 2 * 1024 * 1024,
      schema: {
        tags: ['agents'],
        summary:
          'Apply to become a broker (multipart: name, practiceName, email, appointmentStart, appointmentEnd, location, languages, photo)',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: envelopeSchema(agentApplicationStatusSchema), ...errorResponses(400, 401, 403), ...with409 },
      },
    },
    async (req, reply) => {
      const viewer = requireRegistered(req.viewer, { signedOut: signedOut(req), visitor: REGISTERED_ONLY })
      const { input, photo } = await readApplication(req, agents)
      const application = await agents.apply(viewer, input, photo)
      return reply.status(201).send({ code: 201, msg: req.t('agent.api.submitted'), data: application })
    },
  )

  app.get(
    '/house/api/agent/v1/applications',
    {
      schema: {
        tags: ['agents'],
        summary: 'Admins: the review queue, applications by status (default pending), oldest first',
        security: [{ bearer: [] }],
        querystring: z.strictObject({
          status: z.enum(AGENT_APPLICATION_STATUSES).default('pending'),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: envelopeSchema(z.array(agentApplicationStatusSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      requireAdmin(req)
      return ok(await agents.listApplications(req.query.status, req.query.limit))
    },
  )

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/house/api/agent/v1/applications/:id/${action}`,
      {
        schema: {
          tags: ['agents'],
          summary:
            action === 'approve'
              ? 'Admins: approve a pending application; the user becomes a broker with a profile'
              : 'Admins: reject a pending application',
          security: [{ bearer: [] }],
          params: idParamsSchema,
          response: {
            200: envelopeSchema(agentApplicationStatusSchema),
            ...errorResponses(401, 403, 404),
            ...with409,
          },
        },
      },
      async (req) => {
        const admin = requireAdmin(req)
        const result =
          action === 'approve'
            ? await agents.approve(req.params.id, admin.userId)
            : await agents.reject(req.params.id, admin.userId)
        return ok(result, req.t(action === 'approve' ? 'agent.api.approved' : 'agent.api.rejected'))
      },
    )
  }

  app.get(
    '/house/api/agent/v1/:id',
    {
      schema: {
        tags: ['agents'],
        summary: 'Every field of one agent profile',
        params: idParamsSchema,
        response: { 200: envelopeSchema(agentDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await agents.requireDetail(req.params.id)),
  )

  app.get(
    '/house/api/agent/v1/:id/avatar',
    {
      schema: {
        tags: ['agents'],
        summary: "The agent's photo (a redirect to the stored file), or a generated portrait",
        params: idParamsSchema,
      },
    },
    async (req, reply) => {
      const avatar = await agents.avatar(req.params.id)
      if (!avatar) throw notFound('agent.api.notFound')
      reply.header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff')
      if ('url' in avatar) return reply.redirect(avatar.url, 302)
      return reply.type('image/svg+xml; charset=utf-8').send(drawAvatar(avatar.name))
    },
  )

  app.get(
    '/house/api/agent/v1/:id/logo.svg',
    { schema: { tags: ['agents'], summary: "The agent's company logo (generated)", params: idParamsSchema } },
    async (req, reply) => {
      const company = await agents.logoSubject(req.params.id)
      if (!company) throw notFound('agent.api.notFound')
      reply.header('cache-control', 'public, max-age=3600')
      return reply.type('image/svg+xml; charset=utf-8').send(drawLogo(company))
    },
  )

  app.get(
    '/house/api/direct/v1/search',
    {
      schema: {
        tags: ['agents'],
        summary: 'One page of owner-direct listings, newest first',
        querystring: directSearchQuerySchema,
        response: { 200: envelopeSchema(directPageSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await agents.searchDirect(req.query)),
  )

  app.get(
    '/house/api/direct/v1/:id/photos/:file',
    {
      schema: {
        tags: ['agents'],
        summary: 'A direct listing photo (generated illustration)',
        params: photoParamsSchema,
      },
    },
    async (req, reply) => {
      const n = Number.parseInt(req.params.file, 10)
      const row = await agents.directPhotoSubject(req.params.id, n)
      if (!row) throw notFound()
      reply.header('cache-control', 'public, max-age=86400')
      const subject = {
        city: row.city,
        roomType: row.type,
        caption: DIRECT_CAPTIONS[(n - 1) % DIRECT_CAPTIONS.length] ?? null,
        updatedAt: row.createdAt,
      }
      return reply.type('image/svg+xml; charset=utf-8').send(drawPhoto(`D${row.id}`, n, subject))
    },
  )
}
