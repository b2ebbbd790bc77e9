import {
  agentListingsSchema,
  CITIES,
  checkPlaceFilters,
  envelopeSchema,
  listingDetailSchema,
  listingPageSchema,
  listingSearchQuerySchema,
  listingSuggestionSchema,
} from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { ok } from '../../plugins/envelope.ts'
import { shareParam } from '../../plugins/static-web.ts'
import type { ListingsService } from './listings-service.ts'

export const mlNumParamsSchema = z.strictObject({
  mlNum: z
    .string()
    .trim()
    .min(1)
    .max(20, 'error.field.tooLong')
    .regex(/^[A-Za-z0-9-]+$/, 'listing.api.mlNum'),
})

const suggestQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(100, 'error.field.tooLong'),
  city: z.enum(CITIES).optional(),
})

/**
 * The search query with its place parameters checked against the gazetteer: here rather than in core's schema, so
 * that the screens that read a search from their address carry no gazetteer.
 */
const searchQuerySchema = listingSearchQuerySchema.superRefine((query, ctx) => checkPlaceFilters(query, ctx))

/** Listing share pages (condo-detail-share, res-detail-share, lease-…-share, van-detail-share) under /h5/pages/. */
const LISTING_SHARE_PAGE = /^pages\/(?:[\w-]+\/)*share\/(?:condo|res|lease-condo|lease-res|van)-detail-share$/

/** Listing search, suggestions and detail (spec §3–§4 listings; sold data under the VOW rule). */
export async function listingsRoutes(root: FastifyInstance, opts: { listings: ListingsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { listings } = opts
  root.sharePreviews.register(LISTING_SHARE_PAGE, async (query, locale) => {
    const mlNum = shareParam(query, 'mlNum')
    return mlNum ? listings.getSharePreview(mlNum, locale) : null
  })

  app.get(
    '/house/api/listing/v1/search',
    {
      schema: {
        tags: ['listings'],
        summary:
          'One page of listings by filters and sort, with the total, a keyset cursor and what VOW access the caller has',
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(listingPageSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await listings.search(req.query, req.viewer)),
  )

  app.get(
    '/house/api/listing/v1/suggest',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Up to 8 search suggestions in the request’s language: places the text names (municipalities, districts, neighbourhoods, stations, campuses, streets), then MLS numbers, neighbourhoods and streets like it (typos allowed), each with the search parameters that select it',
        querystring: suggestQuerySchema,
        response: { 200: envelopeSchema(z.array(listingSuggestionSchema)), ...errorResponses(400) },
      },
    },
    async (req) => ok(await listings.suggest(req.query, req.locale)),
  )

  app.get(
    '/house/api/listing/v1/agent/:agentId',
    {
      schema: {
        tags: ['listings'],
        summary: "An agent's active listings, newest first (at most 10), and how many they have",
        params: z.strictObject({ agentId: z.string().trim().min(1).max(64, 'error.field.tooLong') }),
        response: { 200: envelopeSchema(agentListingsSchema), ...errorResponses(400) },
      },
    },
    async (req) => ok(await listings.byAgent(req.params.agentId, req.viewer)),
  )

  app.get(
    '/house/api/listing/v1/:mlNum',
    {
      schema: {
        tags: ['listings'],
        summary:
          'One listing with rooms, photos, nearby schools and similar listings; history and close price under the VOW rule',
        params: mlNumParamsSchema,
        response: { 200: envelopeSchema(listingDetailSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await listings.requireDetail(req.params.mlNum, req.viewer)),
  )
}
