import { z } from 'zod'

/**
 * A report of a suspected scam on a listing or an agent, for the administrators' queue. Reasons are the patterns
 * that hit students: money before a viewing, a personal account abroad, a rent too good to be true, someone posing
 * as a licensed agent, months of rent up front, a caller posing as police.
 */
export const SCAM_TARGETS = ['listing', 'agent'] as const
export type ScamTarget = (typeof SCAM_TARGETS)[number]

export const SCAM_REASONS = [
  'paymentBeforeViewing',
  'foreignAccount',
  'tooCheap',
  'fakeAgent',
  'upfrontMonths',
  'impersonation',
  'other',
] as const
export type ScamReason = (typeof SCAM_REASONS)[number]

export const SCAM_REPORT_STATUSES = ['open', 'resolved'] as const
export type ScamReportStatus = (typeof SCAM_REPORT_STATUSES)[number]

/** What the administrator did: took the listing or agent down, warned them, or found nothing wrong. */
export const SCAM_RESOLUTIONS = ['removed', 'warned', 'noIssue'] as const
export type ScamResolution = (typeof SCAM_RESOLUTIONS)[number]

export const SCAM_DETAILS_MAX = 1000
export const SCAM_PAGE_MAX = 50

/** POST /house/api/rental/v1/report */
export const scamReportSchema = z.strictObject({
  targetType: z.enum(SCAM_TARGETS, 'rental.validation.reportTarget'),
  targetId: z
    .string('rental.validation.reportTarget')
    .trim()
    .min(1, 'rental.validation.reportTarget')
    .max(64, 'rental.validation.reportTarget'),
  reason: z.enum(SCAM_REASONS, 'rental.validation.reportReason'),
  details: z
    .string()
    .trim()
    .max(SCAM_DETAILS_MAX, 'error.field.tooLong')
    .nullish()
    .transform((v) => (v ? v : null)),
})
export type ScamReportInput = z.output<typeof scamReportSchema>
export type ScamReportForm = z.input<typeof scamReportSchema>

/** POST /house/api/admin/v1/reports/{id}/resolve */
export const scamResolveSchema = z.strictObject({
  resolution: z.enum(SCAM_RESOLUTIONS, 'rental.validation.resolution'),
  note: z
    .string()
    .trim()
    .max(500, 'error.field.tooLong')
    .nullish()
    .transform((v) => (v ? v : null)),
})
export type ScamResolveInput = z.output<typeof scamResolveSchema>

export const scamReportListQuerySchema = z.strictObject({
  status: z.enum(SCAM_REPORT_STATUSES, 'rental.validation.reportStatus').default('open'),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(SCAM_PAGE_MAX).default(20),
})
export type ScamReportListQuery = z.infer<typeof scamReportListQuerySchema>

export const scamReportIdParamsSchema = z.strictObject({ id: z.uuid('rental.api.reportNotFound') })

export const scamReportSchemaOut = z.object({
  id: z.string(),
  targetType: z.enum(SCAM_TARGETS),
  targetId: z.string(),
  /** The listing's address or the agent's name, as they are now (null when gone). */
  targetLabel: z.string().nullable(),
  reason: z.enum(SCAM_REASONS),
  details: z.string().nullable(),
  status: z.enum(SCAM_REPORT_STATUSES),
  resolution: z.enum(SCAM_RESOLUTIONS).nullable(),
  note: z.string().nullable(),
  /** How many people reported the same target. */
  reports: z.number().int(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
})
export type ScamReport = z.infer<typeof scamReportSchemaOut>

export const scamReportPageSchema = z.object({
  items: z.array(scamReportSchemaOut),
  nextCursor: z.string().nullable(),
})
export type ScamReportPage = z.infer<typeof scamReportPageSchema>

export const scamReportCreatedSchema = z.object({ id: z.string() })
