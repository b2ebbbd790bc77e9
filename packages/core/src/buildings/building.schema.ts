import { z } from 'zod'
import { vowAccessSchema } from '../listings/listing.schema.ts'
import { CITIES, LISTING_STATUSES, LSC_CODES, ROOM_TYPES, SALE_OR_LEASE } from '../listings/listing-codes.ts'
import { nearbyStationSchema } from '../surroundings/surroundings.schema.ts'

/** Longest street address a building is asked by ("2191 Yonge St" and the like, with room to spare). */
export const BUILDING_ADDRESS_MAX = 120

/**
 * GET /house/api/building/v1: a condominium building by its city and street address without the unit, as the
 * listings write it ("88 Harbour St"); letters' case does not matter.
 */
export const buildingQuerySchema = z.strictObject({
  city: z.enum(CITIES, 'building.validation.city').default('toronto'),
  address: z
    .string('building.validation.address')
    .trim()
    .min(1, { message: 'building.validation.address', abort: true })
    .max(BUILDING_ADDRESS_MAX, 'error.field.tooLong')
    .regex(/[\p{L}\p{N}]/u, 'building.validation.address'),
})
export type BuildingQuery = z.infer<typeof buildingQuerySchema>

/** One listing of a unit in the building, for the list by floor. */
export const buildingUnitSchema = z.object({
  mlNum: z.string(),
  unit: z.string().nullable(),
  /** The floor as the board writes it ("12"); null when the listing gives none. */
  level: z.string().nullable(),
  sr: z.enum(SALE_OR_LEASE),
  status: z.enum(LISTING_STATUSES),
  lsc: z.enum(LSC_CODES),
  roomType: z.enum(ROOM_TYPES),
  /** List price (sale) or monthly rent (lease), whole dollars. */
  price: z.number().int(),
  /** Sold or leased price: only for a viewer the VOW rule lets see it, else null. */
  closePrice: z.number().int().nullable(),
  /** Close date: only for a viewer the VOW rule lets see it, else null. */
  closeDate: z.string().nullable(),
  inputDate: z.string(),
  beds: z.number().int(),
  bedsPlus: z.number().int(),
  baths: z.number().int(),
  sqft: z.string().nullable(),
  /** True when the VOW rule withheld this listing's close figures. */
  restricted: z.boolean(),
})
export type BuildingUnit = z.infer<typeof buildingUnitSchema>

/** The listings of one floor, newest first; `level` null gathers the listings that name no floor. */
export const buildingFloorSchema = z.object({
  level: z.string().nullable(),
  units: z.array(buildingUnitSchema),
})
export type BuildingFloor = z.infer<typeof buildingFloorSchema>

/**
 * One calendar year (the city's clock) of the building: listings put up for sale and for lease that year, for
 * everyone; listings sold and leased that year (by close date) with the median price per square foot, only for a
 * viewer the VOW rule lets see them (null otherwise).
 */
export const buildingYearSchema = z.object({
  year: z.number().int(),
  forSale: z.number().int(),
  forLease: z.number().int(),
  sold: z.number().int().nullable(),
  leased: z.number().int().nullable(),
  /** Median close price over the sqft band's midpoint, whole dollars; null when none sold with a band (or withheld). */
  soldPerSqft: z.number().nullable(),
  /** Median monthly rent over the band's midpoint, dollars to the cent; null when none leased with a band (or withheld). */
  leasedPerSqft: z.number().nullable(),
})
export type BuildingYear = z.infer<typeof buildingYearSchema>

/** The pre-construction project the building came from. */
export const buildingProjectSchema = z.object({ id: z.string(), name: z.string() })
export type BuildingProject = z.infer<typeof buildingProjectSchema>

export const buildingDetailSchema = z.object({
  city: z.enum(CITIES),
  /** The street address as its newest listing writes it. */
  address: z.string(),
  neighbourhood: z.string(),
  neighbourhoodZh: z.string().nullable(),
  /** The covered municipality round the two cities the neighbourhood lies in, in both languages; null in the cities. */
  municipality: z.object({ en: z.string(), zh: z.string() }).nullable(),
  lat: z.number(),
  lng: z.number(),
  yearBuilt: z.number().int().nullable(),
  /** The condominium corporation's registration (TSCC 2345, EPS1234, LMS4321). */
  registrationNumber: z.string().nullable(),
  management: z.string().nullable(),
  /** The highest floor any listing names; null when none names a floor in figures. */
  highestFloor: z.number().int().nullable(),
  /** Distinct units among the listings. */
  unitsSeen: z.number().int(),
  /** Every listing at the address, of any year. */
  listingCount: z.number().int(),
  stations: z.array(nearbyStationSchema),
  project: buildingProjectSchema.nullable(),
  /** Listings a buyer or tenant can act on today. */
  forSaleNow: z.number().int(),
  forLeaseNow: z.number().int(),
  /** The last five calendar years, newest first. */
  years: z.array(buildingYearSchema),
  /** Listings by floor, highest first, each floor's newest first. */
  floors: z.array(buildingFloorSchema),
  /** What the viewer may see of sold and leased figures, and what to do to see them. */
  vow: vowAccessSchema,
})
export type BuildingDetail = z.infer<typeof buildingDetailSchema>
