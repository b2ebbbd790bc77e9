import multipart from '@fastify/multipart'
import {
  CONTRACT_PDF_MAX_BYTES,
  contractListQuerySchema,
  contractPageSchema,
  contractSchema,
  contractSignSchema,
  contractUpdateSchema,
  envelopeSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema, errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered, requireRole } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { FilesService } from '../files/index.ts'
import { CONTRACT_BODY_LIMIT, CONTRACT_PDF_LIMIT, readContractForm } from './contract-form.ts'
import { CONTRACTS_PATH, type ContractsService } from './contracts-service.ts'

const idParamsSchema = z.strictObject({ id: z.uuid('error.field.invalid') })

/** Lease contracts (my/contract screens): an agent issues and changes them; only the tenant and that agent read them. */
export async function contractsRoutes(
  root: FastifyInstance,
  opts: { contracts: ContractsService; files: Pick<FilesService, 'process'> },
) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { contracts, files } = opts
  // Registered accounts only, refused before the input is read: a visitor is told to sign in (403) whatever they sent.
  const guarded = {
    onRequest: async (req: FastifyRequest) => {
      requireRegistered(app.requireViewer(req))
    },
  }
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: CONTRACT_PDF_LIMIT.maxBytes, files: 2, fields: 20, fieldSize: 16 * 1024, parts: 30 },
  })

  app.post(
    CONTRACTS_PATH,
    {
      // Agents only, refused before the form is read, so a refusal tells nothing of it.
      onRequest: async (req) => {
        requireRole(app.requireViewer(req), 'agent', { status: 403, key: 'contract.api.agentOnly' })
      },
      bodyLimit: CONTRACT_BODY_LIMIT,
      schema: {
        tags: ['contracts'],
        summary: `Agents: issues a lease contract (multipart: tenant phone or e-mail, address, province ON|BC, uploadDate, endDate, keyDeposit, remarks, agentInfo, landlord, concierge, propertyManagement, electricity, water, internet, tenantInsurance, and the PDF "file" up to ${CONTRACT_PDF_MAX_BYTES / 1024 / 1024} MB)`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: envelopeSchema(contractSchema), ...errorResponses(400, 401, 403), 413: errorEnvelopeSchema },
      },
    },
    async (req, reply) => {
      const viewer = app.requireViewer(req)
      const { input, pdf } = await readContractForm(req, files)
      const created = await contracts.issue(viewer, input, pdf)
      return reply.status(201).send({ code: 201, msg: req.t('contract.api.issued'), data: created })
    },
  )

  app.get(
    CONTRACTS_PATH,
    {
      ...guarded,
      schema: {
        tags: ['contracts'],
        summary:
          'The contracts the caller is on, as tenant or as issuing agent (each with its role), newest first (keyset cursor)',
        security: [{ bearer: [] }],
        querystring: contractListQuerySchema,
        response: { 200: envelopeSchema(contractPageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await contracts.list(app.requireViewer(req), req.query)),
  )

  app.get(
    `${CONTRACTS_PATH}/:id`,
    {
      ...guarded,
      schema: {
        tags: ['contracts'],
        summary: 'One contract, for its tenant or its issuing agent (403 for anyone else)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: envelopeSchema(contractSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await contracts.requireReadable(app.requireViewer(req), req.params.id)),
  )

  app.get(
    `${CONTRACTS_PATH}/:id/file`,
    {
      ...guarded,
      schema: {
        tags: ['contracts'],
        summary: "The contract's PDF (inline, private caching), for its tenant or its issuing agent",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (req, reply) => {
      const { contract, file } = await contracts.requireFile(app.requireViewer(req), req.params.id)
      const name = `lease-${contract.endDate}.pdf`
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${name}"`)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          // Read with a token: never kept by a shared cache, and checked again each time.
          .header('cache-control', 'private, no-cache')
          .header('cross-origin-resource-policy', 'same-origin')
          // The typed reply knows only the documented error envelopes; the PDF goes as its bytes.
          .send(file.body as never)
      )
    },
  )

  app.put(
    `${CONTRACTS_PATH}/:id`,
    {
      // The issuing agent only: anyone else on an existing contract is refused before the body is read.
      onRequest: async (req) => {
        await contracts.assertMayChange(app.requireViewer(req), (req.params as { id: string }).id)
      },
      schema: {
        tags: ['contracts'],
        summary:
          'The issuing agent changes the dates (uploadDate, endDate) or the remarks; the tenant is told. 409 once anyone has signed',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: contractUpdateSchema,
        response: { 200: envelopeSchema(contractSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) =>
      ok(await contracts.update(app.requireViewer(req), req.params.id, req.body), req.t('contract.api.updated')),
  )

  app.post(
    `${CONTRACTS_PATH}/:id/sign`,
    {
      // The two parties only: anyone else on an existing contract is refused before the body is read.
      onRequest: async (req) => {
        await contracts.assertParty(app.requireViewer(req), (req.params as { id: string }).id)
      },
      schema: {
        tags: ['contracts'],
        summary:
          'A party signs the lease electronically: the tenant for themselves, the issuing agent for the landlord ({ name: typed full name, agree: true }), once each (409 after). The second signature makes the signed PDF and locks the contract',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: contractSignSchema,
        response: { 200: envelopeSchema(contractSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const context = { locale: req.locale, ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null }
      const signed = await contracts.sign(app.requireViewer(req), req.params.id, req.body, context)
      return ok(signed, req.t('contract.api.signed'))
    },
  )
}
