import { z } from 'zod'
import { listingSummarySchema } from '../listings/listing.schema.ts'
import { AGE_CODES, DIRECTIONS } from '../listings/listing-codes.ts'
import { COMPARE_LIMIT, COMPARE_ROWS } from './compare-limits.ts'

/** An MLS number as the basket keeps it. */
export const compareMlNumSchema = z
  .string()
  .trim()
  .min(1, 'error.field.required')
  .max(20, 'error.field.tooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'compare.api.mlNum')
  .transform((v) => v.toUpperCase())

/** `PUT|DELETE /house/api/compare/v1/{mlNum}`. */
export const compareParamsSchema = z.strictObject({ mlNum: compareMlNumSchema })
export type CompareParams = z.infer<typeof compareParamsSchema>

/** The basket: MLS numbers in the order they were added, and how many it may hold. */
export const compareBasketSchema = z.object({
  items: z.array(z.string()),
  limit: z.number().int(),
})
export type CompareBasket = z.infer<typeof compareBasketSchema>

/**
 * `POST /house/api/compare/v1/merge`: the basket a visitor kept on the device, joined to the account's at sign-in.
 * More than the limit may come (an old device list); what does not fit is named in `dropped`.
 */
export const compareMergeBodySchema = z.strictObject({
  mlNums: z.array(compareMlNumSchema, 'compare.api.mlNums').max(COMPARE_LIMIT * 5, 'compare.api.tooMany'),
})
export type CompareMergeBody = z.infer<typeof compareMergeBodySchema>

export const compareMergedSchema = /* @__PURE__ */ compareBasketSchema.extend({ dropped: z.array(z.string()) })
export type CompareMerged = z.infer<typeof compareMergedSchema>

/** `GET /house/api/compare/v1/table?mlNums=A,B,C`: one to four MLS numbers, comma-separated, each once. */
export const compareTableQuerySchema = z.strictObject({
  mlNums: z
    .string('compare.api.mlNums')
    .max(200, 'error.field.tooLong')
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(compareMlNumSchema)
        .min(1, 'compare.api.mlNums')
        .max(COMPARE_LIMIT, 'compare.api.tooMany')
        .refine((list) => new Set(list).size === list.length, 'compare.api.repeated'),
    ),
})
export type CompareTableQuery = z.infer<typeof compareTableQuerySchema>

const distanceSchema = z.object({ name: z.string(), distanceM: z.number().int() })

/** One home's column: the card's facts and the figures the rows compare. Money in whole dollars unless named. */
export const compareColumnSchema = z.object({
  listing: listingSummarySchema,
  /** Dollars per square foot of the middle of the board's band; null without a price or a usable area. */
  pricePerSqft: z.number().int().nullable(),
  /** The area the price per square foot used (the middle of the band), for the row's note. */
  sqftMid: z.number().int().nullable(),
  maintenanceCents: z.number().int().nullable(),
  taxesCents: z.number().int().nullable(),
  taxYear: z.number().int().nullable(),
  yearBuilt: z.number().int().nullable(),
  age: z.enum(AGE_CODES).nullable(),
  exposure: z.enum(DIRECTIONS).nullable(),
  /** The nearest subway or SkyTrain station within 5 km. */
  station: distanceSchema.nullable(),
  /** The nearest school of our data within 5 km, with its rating. */
  school: distanceSchema.extend({ schoolNumber: z.string(), rating: z.number().nullable() }).nullable(),
  /** Sale listings on the market: the calculator's monthly payment at the stated terms; else null. */
  monthlyPaymentCents: z.number().int().nullable(),
})
export type CompareColumn = z.infer<typeof compareColumnSchema>

export const compareTableSchema = z.object({
  columns: z.array(compareColumnSchema),
  /** For each row where one value is better, the MLS numbers holding the best one (ties share it). */
  best: z.partialRecord(z.enum(COMPARE_ROWS), z.array(z.string())),
  /** Asked-for numbers that are no longer in our data. */
  missing: z.array(z.string()),
  /** The terms the monthly payments were worked out at. */
  terms: z.object({
    downPaymentPercent: z.number(),
    annualRatePercent: z.number(),
    amortizationYears: z.number().int(),
  }),
})
export type CompareTable = z.infer<typeof compareTableSchema>
