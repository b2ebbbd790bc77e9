import { z } from 'zod'
import { MAP_SHARE_LIMIT } from '../constants.ts'
import { listingSummarySchema } from '../listings/listing.schema.ts'
import { FAVOURITE_SORTS, FAVOURITE_STATUSES, FAVOURITE_TYPES } from './favourite-types.ts'

/** A share page holds at most as many items as a map share (spec §9). */
export const FAVOURITE_SHARE_LIMIT = MAP_SHARE_LIMIT

export const favouriteTypeSchema = z.enum(FAVOURITE_TYPES, 'favourite.api.type')

/** Ids of every kind: MLS numbers, project and layout slugs, school numbers, agent ids. */
export const favouriteTargetIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64, 'error.field.tooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'favourite.api.targetId')

/** `POST /house/api/attention/v1/addAttention/{id}/{type}/{id2}`: the item, its kind, and the caller's user id. */
export const addFavouriteParamsSchema = z.strictObject({
  id: favouriteTargetIdSchema,
  type: favouriteTypeSchema,
  id2: z.uuid('favourite.api.userId'),
})
export type AddFavouriteParams = z.infer<typeof addFavouriteParamsSchema>

/** `DELETE /house/api/attention/v1/{type}/{targetId}`. */
export const favouriteTargetParamsSchema = z.strictObject({
  type: favouriteTypeSchema,
  targetId: favouriteTargetIdSchema,
})
export type FavouriteTargetParams = z.infer<typeof favouriteTargetParamsSchema>

export const favouriteListQuerySchema = z.strictObject({
  type: favouriteTypeSchema.optional(),
  sort: z.enum(FAVOURITE_SORTS, 'favourite.api.sort').default('newest'),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type FavouriteListQuery = z.infer<typeof favouriteListQuerySchema>

export const favouriteIdsQuerySchema = z.strictObject({ type: favouriteTypeSchema })
export type FavouriteIdsQuery = z.infer<typeof favouriteIdsQuerySchema>

/** What an item looks like now, the same few fields for every kind, so one row shows any favourite. */
export const favouriteCurrentSchema = z.object({
  /** Address (listing), project, layout, school or agent name. */
  title: z.string(),
  /** Neighbourhood, project name, board or brokerage. */
  subtitle: z.string(),
  /** Whole dollars: list price or monthly rent, a project's lowest price, a layout's price; null for the rest. */
  price: z.number().int().nullable(),
  status: z.enum(FAVOURITE_STATUSES).nullable(),
  photo: z.string().nullable(),
})
export type FavouriteCurrent = z.infer<typeof favouriteCurrentSchema>

export const favouriteItemSchema = z.object({
  type: favouriteTypeSchema,
  targetId: z.string(),
  savedAt: z.string(),
  savedPrice: z.number().int().nullable(),
  savedStatus: z.enum(FAVOURITE_STATUSES).nullable(),
  current: favouriteCurrentSchema,
  /** The listing itself, for a listing card (sale or lease, rooms, city for its link); null for other kinds. */
  listing: listingSummarySchema.nullable(),
})
export type FavouriteItem = z.infer<typeof favouriteItemSchema>

export const favouritePageSchema = z.object({
  items: z.array(favouriteItemSchema),
  nextCursor: z.string().nullable(),
})
export type FavouritePage = z.infer<typeof favouritePageSchema>

export const favouriteIdsSchema = z.object({ type: favouriteTypeSchema, ids: z.array(z.string()) })
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>

export const favouriteAddedSchema = z.object({
  type: favouriteTypeSchema,
  targetId: z.string(),
  savedAt: z.string(),
  /** False when it was already a favourite (adding twice changes nothing). */
  created: z.boolean(),
})
export type FavouriteAdded = z.infer<typeof favouriteAddedSchema>

export const favouriteRemovedSchema = z.object({ removed: z.number().int() })

/** `POST /house/api/attention/v1/share`: some of the caller's favourites, in the order chosen. */
export const favouriteShareInputSchema = z.strictObject({
  items: z
    .array(z.strictObject({ type: favouriteTypeSchema, targetId: favouriteTargetIdSchema }))
    .min(1, 'favourite.api.shareEmpty')
    .max(FAVOURITE_SHARE_LIMIT, 'favourite.api.shareTooMany'),
})
export type FavouriteShareInput = z.infer<typeof favouriteShareInputSchema>

export const favouriteShareTokenSchema = z
  .string()
  .trim()
  .min(8)
  .max(64, 'error.field.tooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'favourite.api.token')
export const favouriteShareParamsSchema = z.strictObject({ token: favouriteShareTokenSchema })

export const favouriteShareCreatedSchema = z.object({
  token: z.string(),
  path: z.string(),
  /** False when the same items (in any order) were already shared by the caller: the live link is answered again. */
  created: z.boolean(),
})
export type FavouriteShareCreated = z.infer<typeof favouriteShareCreatedSchema>

/** One of the caller's live shares, for the Favs tab to copy again or revoke. */
export const favouriteShareSummarySchema = z.object({
  token: z.string(),
  path: z.string(),
  sharedAt: z.string(),
  count: z.number().int(),
})
export type FavouriteShareSummary = z.infer<typeof favouriteShareSummarySchema>

/** `GET /house/api/attention/v1/share`: the caller's shares not yet revoked, newest first. */
export const favouriteShareListSchema = z.object({ items: z.array(favouriteShareSummarySchema) })
export type FavouriteShareList = z.infer<typeof favouriteShareListSchema>

/** The public page of a share: what was shared (with the price and status it had then) and how each item is now. */
export const favouriteShareSchema = z.object({
  token: z.string(),
  sharedAt: z.string(),
  items: z.array(favouriteItemSchema),
})
export type FavouriteShare = z.infer<typeof favouriteShareSchema>
