import { z } from 'zod'
import { CITIES } from '../listings/listing-codes.ts'
import {
  COMMUTE_MINUTES_MAX,
  COMMUTE_MINUTES_MIN,
  COMMUTE_MODES,
  RENTAL_BEDROOMS,
  RENTAL_BUDGET_MAX,
  RENTAL_SHORT_MAX,
} from './rental-demand.schema.ts'

/** A school of the demand form: a university or college campus of our reference. */
export const rentalSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameZh: z.string().nullable(),
  city: z.enum(CITIES),
})
export type RentalSchool = z.infer<typeof rentalSchoolSchema>

/**
 * GET /house/api/rental/v1/areas: the neighbourhoods within the commute a student accepts from a campus, and how
 * many leases on the market fit the budget and bedrooms there now (all of them when those are not given yet).
 */
export const rentalAreasQuerySchema = z.strictObject({
  school: z
    .string('rental.validation.schoolRequired')
    .trim()
    .min(1, 'rental.validation.schoolRequired')
    .max(RENTAL_SHORT_MAX),
  mode: z.enum(COMMUTE_MODES, 'rental.validation.commuteMode').default('transit'),
  minutes: z.coerce
    .number('rental.validation.commuteMinutes')
    .int('rental.validation.commuteMinutes')
    .min(COMMUTE_MINUTES_MIN, 'rental.validation.commuteMinutes')
    .max(COMMUTE_MINUTES_MAX, 'rental.validation.commuteMinutes')
    .default(30),
  budget: z.coerce
    .number('rental.validation.budgetPositive')
    .int('rental.validation.budgetWhole')
    .positive('rental.validation.budgetPositive')
    .max(RENTAL_BUDGET_MAX, 'rental.validation.budgetTooHigh')
    .optional(),
  bedrooms: z.enum(RENTAL_BEDROOMS, 'rental.validation.bedroomsRequired').optional(),
  /** Only leases free by this day ("YYYY-MM-DD"). */
  moveIn: z.iso.date('rental.validation.dateFormat').optional(),
})
export type RentalAreasQuery = z.infer<typeof rentalAreasQuerySchema>

export const rentalAreaSchema = z.object({
  /** The neighbourhood's name as our listings carry it. */
  name: z.string(),
  /** Door-to-door minutes to campus from the neighbourhood's centre in the chosen mode. */
  minutes: z.number().int(),
  /** Leases on the market there that fit now. */
  leases: z.number().int(),
})
export type RentalArea = z.infer<typeof rentalAreaSchema>

export const rentalAreasSchema = z.object({
  school: rentalSchoolSchema,
  areas: z.array(rentalAreaSchema),
  /** Leases that fit across every proposed neighbourhood. */
  total: z.number().int(),
})
export type RentalAreas = z.infer<typeof rentalAreasSchema>
