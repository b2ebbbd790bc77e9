import { z } from 'zod'
import { appAgentSchema } from '../agent-apps/agent-app.schema.ts'

/**
 * Shares (spec §3 Share record, §7 share calls): what a person shared, from which agent app, with or without the
 * agent's signature, and what the share page needs to show it with that agent's brand.
 */
export const SHARE_TYPES = ['listing', 'precons', 'precons-list', 'school', 'builder', 'layout'] as const
export type ShareType = (typeof SHARE_TYPES)[number]

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,64}$/, 'share.validation.id')
const flag = z.enum(['0', '1', 'true', 'false'], { error: 'share.validation.brokershow' })

/** GET /house/api/share/v1 — the spec's parameters; the target its type needs must be there. */
export const shareQuerySchema = z
  .strictObject({
    shareType: z.enum(SHARE_TYPES, { error: 'share.validation.shareType' }),
    mlNum: id.optional(),
    preconsId: id.optional(),
    preconsIds: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}(,[A-Za-z0-9-]{1,64}){0,19}$/, 'share.validation.id')
      .optional(),
    schoolNumbers: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}(,[A-Za-z0-9-]{1,64}){0,19}$/, 'share.validation.id')
      .optional(),
    builderId: id.optional(),
    layoutId: id.optional(),
    /** With the agent's signature (their name, photo and contact on the share page). */
    brokershow: flag.optional(),
    /** Shared inside an agent's app: that agent's brand and contact go with it. */
    appId: z.uuid({ error: 'share.validation.appId' }).optional(),
  })
  .superRefine((q, ctx) => {
    const need: Record<ShareType, keyof typeof q> = {
      listing: 'mlNum',
      precons: 'preconsId',
      'precons-list': 'preconsIds',
      school: 'schoolNumbers',
      builder: 'builderId',
      layout: 'layoutId',
    }
    const field = need[q.shareType]
    if (!q[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'share.validation.target' })
  })
export type ShareQuery = z.infer<typeof shareQuerySchema>

/** The share's target as one id (a list joined by commas). */
export function shareTarget(q: ShareQuery): string {
  const map: Record<ShareType, string | undefined> = {
    listing: q.mlNum,
    precons: q.preconsId,
    'precons-list': q.preconsIds,
    school: q.schoolNumbers,
    builder: q.builderId,
    layout: q.layoutId,
  }
  return map[q.shareType] ?? ''
}

export const isWithSignature = (flagValue: string | undefined) => flagValue === '1' || flagValue === 'true'

/** The brand a share carries: the app's name, icon and colour, and its agent. */
export const shareBrandSchema = z.object({
  appId: z.string(),
  appName: z.string(),
  appIconUrl: z.string(),
  themeColor: z.string(),
  agent: appAgentSchema,
})
export type ShareBrand = z.infer<typeof shareBrandSchema>

export const shareResultSchema = z.object({
  shareId: z.string(),
  /** The share page's address (under /h5/), with the agent app in it when there is one. */
  url: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  /** The agent's brand and contact go with the share; null for a share outside any agent app. */
  brand: shareBrandSchema.nullable(),
  withSignature: z.boolean(),
})
export type ShareResult = z.infer<typeof shareResultSchema>

/** GET /house/api/share/v2/webApp?userId&appId */
export const webAppShareQuerySchema = z.strictObject({
  userId: z.uuid({ error: 'share.validation.userId' }),
  appId: z.uuid({ error: 'share.validation.appId' }),
})
export const webAppShareSchema = z.object({
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  url: z.string(),
})
export type WebAppShare = z.infer<typeof webAppShareSchema>

/** GET /house/api/pdf/download/{mlNum}/{userId}/{status}: `status` 1 asks for the agent's signature block. */
export const pdfParamsSchema = z.strictObject({
  mlNum: id,
  userId: z.uuid({ error: 'share.validation.userId' }),
  status: z.enum(['0', '1'], { error: 'share.validation.status' }),
})
export const pdfQuerySchema = z.strictObject({
  language: z.enum(['en-GB', 'zh-Hans-CN'], { error: 'share.validation.language' }).optional(),
})
