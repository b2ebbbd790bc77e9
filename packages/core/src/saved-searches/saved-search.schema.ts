import { z } from 'zod'
import { listingSearchQuerySchema } from '../listings/listing.schema.ts'
import { polygonSchema } from '../map/map.schema.ts'
import { LISTING_ALERT_KINDS } from './listing-alert.ts'
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from './saved-search-codes.ts'

/**
 * A saved search's criteria: the listing search's parameters as the list and the map take them (place, type,
 * price, rooms, status…), without the page's own cursor and size.
 */
export const savedSearchQuerySchema = listingSearchQuerySchema.transform(({ cursor: _c, limit: _l, ...rest }) => rest)
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>

const name = z.string().trim().min(1, 'savedSearch.api.name').max(SAVED_SEARCH_NAME_MAX, 'error.field.tooLong')
const channels = z.strictObject({ push: z.boolean().optional(), email: z.boolean().optional() })

/** POST /house/api/search/v1/saved: a name is proposed from the criteria when none is given. */
export const savedSearchCreateSchema = z.strictObject({
  name: name.optional(),
  query: savedSearchQuerySchema,
  /** The map's drawn area, as the map takes it. */
  polygon: polygonSchema.nullish(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES).default('instant'),
  /** Push is on unless turned off; e-mail only when asked for, which records the consent. */
  channels: channels.optional(),
})
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>

/** PUT /house/api/search/v1/saved/{id}: any of the fields, and pausing or resuming. */
export const savedSearchUpdateSchema = z.strictObject({
  name: name.optional(),
  query: savedSearchQuerySchema.optional(),
  polygon: polygonSchema.nullish(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES).optional(),
  channels: channels.optional(),
  paused: z.boolean().optional(),
})
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>

export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.number()])),
  polygon: z.array(z.object({ lat: z.number(), lng: z.number() })).nullable(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  channels: z.object({ push: z.boolean(), email: z.boolean() }),
  paused: z.boolean(),
  /** The criteria in words, in the caller's language. */
  summary: z.string(),
  /** Homes that alerted since the search was last opened. */
  newCount: z.number().int(),
  /** True when unopened instant alerts stepped it down to a daily digest (cleared by choosing a frequency). */
  steppedDown: z.boolean(),
  /** When e-mail was agreed to, with the words agreed to; null while e-mail is off. */
  emailConsent: z.object({ at: z.string(), wording: z.string() }).nullable(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
})
export type SavedSearch = z.infer<typeof savedSearchSchema>

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) })
export type SavedSearchList = z.infer<typeof savedSearchListSchema>

/** POST /house/api/search/v1/saved/{id}/open: the search, and the homes new to it since it was last opened. */
export const savedSearchOpenedSchema = z.object({
  search: savedSearchSchema,
  fresh: z.array(z.object({ mlNum: z.string(), kind: z.enum(LISTING_ALERT_KINDS), at: z.string() })),
})
export type SavedSearchOpened = z.infer<typeof savedSearchOpenedSchema>

/** GET /house/api/search/v1/name: the name proposed for criteria, in the caller's language. */
export const savedSearchNameSchema = z.object({ name: z.string() })

export const savedSearchIdParamsSchema = z.strictObject({ id: z.uuid('savedSearch.api.notFound') })

/** The one-click unsubscribe link's query: the signed token of the person. */
export const savedSearchUnsubscribeQuerySchema = z.strictObject({ token: z.string().min(1).max(200) })
