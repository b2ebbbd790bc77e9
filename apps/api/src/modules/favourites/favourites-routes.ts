import {
  addFavouriteParamsSchema,
  envelopeSchema,
  favouriteAddedSchema,
  favouriteIdsQuerySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouritePageSchema,
  favouriteRemovedSchema,
  favouriteShareCreatedSchema,
  favouriteShareInputSchema,
  favouriteShareListSchema,
  favouriteShareParamsSchema,
  favouriteShareSchema,
  favouriteTargetParamsSchema,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorResponses } from '../../lib/route-schemas.ts'
import { requireRegistered } from '../../platform/access.ts'
import { ok } from '../../plugins/envelope.ts'
import type { FavouritesService } from './favourites-service.ts'

const BASE = '/house/api/attention/v1'

/** Favourites ("attention"): add, list, remove, the ids for hearts, and public read-only shares of a selection. */
export async function favouritesRoutes(root: FastifyInstance, opts: { favourites: FavouritesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>()
  const { favourites } = opts
  // Refused before the input is read, so a visitor is always told to sign in or register (403), whatever they sent.
  const guarded = {
    onRequest: async (req: FastifyRequest) => {
      requireRegistered(req.viewer)
    },
  }
  const security = [{ bearer: [] }]

  app.post(
    `${BASE}/addAttention/:id/:type/:id2`,
    {
      ...guarded,
      schema: {
        tags: ['favourites'],
        summary:
          "Adds an item (MLS number, project, layout, school number or agent id) to the caller's favourites; {id2} is the caller's own user id. Adding twice changes nothing",
        security,
        params: addFavouriteParamsSchema,
        response: { 200: envelopeSchema(favouriteAddedSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await favourites.add(req.viewer, req.params), req.t('favourite.api.added')),
  )

  app.get(
    `${BASE}/list`,
    {
      ...guarded,
      schema: {
        tags: ['favourites'],
        summary:
          "The caller's favourites, newest first, each with the item as it is now and the price and status it had when saved",
        security,
        querystring: favouriteListQuerySchema,
        response: { 200: envelopeSchema(favouritePageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await favourites.list(req.viewer, req.query)),
  )

  app.get(
    `${BASE}/ids`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['favourites'],
        summary: 'The ids of one kind the caller has saved, for the hearts on cards (empty for a visitor)',
        security,
        querystring: favouriteIdsQuerySchema,
        response: { 200: envelopeSchema(favouriteIdsSchema), ...errorResponses(400, 401) },
      },
    },
    async (req) => ok(await favourites.ids(req.viewer, req.query.type)),
  )

  app.post(
    `${BASE}/share`,
    {
      ...guarded,
      schema: {
        tags: ['favourites'],
        summary:
          "Shares up to 20 of the caller's favourites as a public read-only page; answers its token and path, the same link again for a selection already shared and live",
        security,
        body: favouriteShareInputSchema,
        response: { 200: envelopeSchema(favouriteShareCreatedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ok(await favourites.share(req.viewer, req.body)),
  )

  app.get(
    `${BASE}/share`,
    {
      ...guarded,
      schema: {
        tags: ['favourites'],
        summary: "The caller's own shares of favourites not yet revoked, newest first, to copy again or revoke",
        security,
        response: { 200: envelopeSchema(favouriteShareListSchema), ...errorResponses(401, 403) },
      },
    },
    async (req) => ok(await favourites.myShares(req.viewer)),
  )

  app.get(
    `${BASE}/share/:token`,
    {
      schema: {
        tags: ['favourites'],
        summary: 'A shared selection of favourites, for anyone with the link: each item now, and as it was when shared',
        params: favouriteShareParamsSchema,
        response: { 200: envelopeSchema(favouriteShareSchema), ...errorResponses(400, 404) },
      },
    },
    async (req) => ok(await favourites.requireShare(req.params.token, req.viewer)),
  )

  app.delete(
    `${BASE}/share/:token`,
    {
      ...guarded,
      schema: {
        tags: ['favourites'],
        summary: "Revokes a share of favourites; only its owner can (anyone else's request answers 404)",
        security,
        params: favouriteShareParamsSchema,
        response: { 200: envelopeSchema(favouriteRemovedSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ok(await favourites.revokeShare(req.viewer, req.params.token), req.t('favourite.api.shareRevoked')),
  )

  app.delete(
    `${BASE}/:type/:targetId`,
    {
      ...guarded,
      schema: {
        tags: ['favourites'],
        summary: "Removes an item from the caller's favourites",
        security,
        params: favouriteTargetParamsSchema,
        response: { 200: envelopeSchema(favouriteRemovedSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) =>
      ok(await favourites.remove(req.viewer, req.params.type, req.params.targetId), req.t('favourite.api.removed')),
  )
}
