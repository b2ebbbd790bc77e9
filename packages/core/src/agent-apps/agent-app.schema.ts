import { z } from 'zod'
import { LOCALES } from '../i18n/locales.ts'
import { subdomainSchema } from './subdomain.schema.ts'

/**
 * Agents' own apps (spec §1, §3 appIdinfo and the agent app record, §7): an app is found by the sub-domain of a
 * product domain or by `appId` and `agentUserId` in the link, and carries the agent's brand.
 */

/** How a client first came to an agent's app: a scanned QR code, a shared link, or the app's own sub-domain. */
export const ATTRIBUTION_SOURCES = ['qr', 'link', 'subdomain'] as const
export type AttributionSource = (typeof ATTRIBUTION_SOURCES)[number]

/** The spec's signature switch is the text 'true' or 'false'. */
export const SIGNATURE_SWITCH_VALUES = ['true', 'false'] as const
export type SignatureSwitch = (typeof SIGNATURE_SWITCH_VALUES)[number]

export const APP_NAME_MAX = 40
export const APP_SHORT_NAME_MAX = 12

const uuid = (message: string) => z.uuid({ error: message })

/** GET /house/api/pdf/test?domain= — the host the app was opened on. */
export const appDomainQuerySchema = z.strictObject({
  domain: z
    .string('agentApp.validation.domainRequired')
    .trim()
    .min(1, 'agentApp.validation.domainRequired')
    .max(253, 'error.field.tooLong'),
})
export type AppDomainQuery = z.infer<typeof appDomainQuerySchema>

/** The agent app record of a sub-domain look-up (spec §3). */
export const agentAppRecordSchema = z.object({
  appId: z.string(),
  userId: z.string(),
  appName: z.string(),
  appIconUrl: z.string(),
  appAdvUrl: z.string(),
  userName: z.string(),
})
export type AgentAppRecord = z.infer<typeof agentAppRecordSchema>

/** The icons of the app's web manifest and home-screen icon, as URLs. */
export const appIconsSchema = z.object({
  icon192: z.string(),
  icon512: z.string(),
  maskable512: z.string(),
  appleTouch180: z.string(),
})
export type AppIcons = z.infer<typeof appIconsSchema>

/** The agent behind an app, as the app shows them (contact actions, share pages, the PDF's signature). */
export const appAgentSchema = z.object({
  userId: z.string(),
  /** Her broker profile (the agent page of the app), or null for an account without one. */
  profileId: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  avatar: z.string(),
  brokerage: z.string(),
  practiceName: z.string(),
})
export type AppAgent = z.infer<typeof appAgentSchema>

/** GET /house/api/user/v1/subscriber/{appId} → data.appInfoVo (spec §3: appIconUrl, appName, domain, signatureSwitch…). */
export const appInfoVoSchema = z.object({
  appId: z.string(),
  userId: z.string(),
  appName: z.string(),
  shortName: z.string(),
  appIconUrl: z.string(),
  appLogoUrl: z.string(),
  appAdvUrl: z.string(),
  /** The app's own host (`<sub-domain>.<first product domain>`), or null when it has no sub-domain. */
  domain: z.string().nullable(),
  subdomain: z.string().nullable(),
  themeColor: z.string(),
  signatureSwitch: z.enum(SIGNATURE_SWITCH_VALUES),
  /** Live while its subscription is active; a lapsed app is not served. */
  live: z.boolean(),
  icons: appIconsSchema,
  agent: appAgentSchema,
  /** The link that opens the app and makes the person its agent's client (its long form). */
  inviteUrl: z.string(),
  /** The language the app opens in for a person who has chosen none (decision 0133). */
  defaultLanguage: z.enum(LOCALES),
})
export type AppInfoVo = z.infer<typeof appInfoVoSchema>

export const subscriberAnswerSchema = z.object({ appInfoVo: appInfoVoSchema })
export type SubscriberAnswer = z.infer<typeof subscriberAnswerSchema>

export const appIdParamsSchema = z.strictObject({ appId: uuid('agentApp.validation.appId') })

/** POST /house/api/app/v1/{appId}/join — the person opened the app; `switch` answers "change agent?" with yes. */
export const appJoinSchema = z.strictObject({
  source: z.enum(ATTRIBUTION_SOURCES, { error: 'agentApp.validation.source' }),
  switch: z.boolean().optional(),
})
export type AppJoin = z.infer<typeof appJoinSchema>

/**
 * What joining did: `joined` (first touch recorded now), `already` (this app's client since `since`),
 * `askSwitch` (the client belongs to another agent's app, `current`; nothing changed), `switched` (moved on request).
 */
export const APP_JOIN_OUTCOMES = ['joined', 'already', 'askSwitch', 'switched'] as const
export const appJoinResultSchema = z.object({
  outcome: z.enum(APP_JOIN_OUTCOMES),
  appId: z.string(),
  since: z.string(),
  source: z.enum(ATTRIBUTION_SOURCES),
  current: z.object({ appId: z.string(), appName: z.string(), agentName: z.string() }).nullable(),
})
export type AppJoinResult = z.infer<typeof appJoinResultSchema>

/** The agent's own view of their app: its settings and whether it is live (GET /house/api/app/v1/mine). */
export const myAppSchema = z.object({
  app: appInfoVoSchema.nullable(),
  /** The agent is an approved broker (only brokers subscribe, spec §6). */
  broker: z.boolean(),
  /** Until when the subscription runs, when it is active. */
  activeUntil: z.string().nullable(),
})
export type MyApp = z.infer<typeof myAppSchema>

/** PUT /house/api/app/v1/mine — the settings of appconfig (pictures go through their own upload). */
export const appConfigSchema = z.strictObject({
  appName: z
    .string('agentApp.validation.appNameRequired')
    .trim()
    .min(2, 'agentApp.validation.appNameLength')
    .max(APP_NAME_MAX, 'agentApp.validation.appNameLength'),
  shortName: z
    .string()
    .trim()
    .max(APP_SHORT_NAME_MAX, 'agentApp.validation.shortNameLength')
    .optional()
    .transform((v) => v || null),
  themeColor: z
    .string('agentApp.validation.colour')
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'agentApp.validation.colour')
    .transform((v) => v.toLowerCase()),
  /** Empty: no sub-domain (the app opens by its link on the main domain). */
  subdomain: z.union([z.literal(''), subdomainSchema]).transform((v) => v || null),
  signatureSwitch: z.enum(SIGNATURE_SWITCH_VALUES, { error: 'agentApp.validation.signatureSwitch' }),
  /** The language the app opens in for a person who has chosen none; left out: unchanged. */
  defaultLanguage: z.enum(LOCALES, { error: 'agentApp.validation.defaultLanguage' }).optional(),
})
export type AppConfigInput = z.input<typeof appConfigSchema>
export type AppConfig = z.output<typeof appConfigSchema>

/** The pictures of an app, each uploaded on its own. */
export const APP_PICTURES = ['icon', 'logo', 'adv'] as const
export type AppPicture = (typeof APP_PICTURES)[number]
export const appPictureParamsSchema = z.strictObject({
  picture: z.enum(APP_PICTURES, { error: 'agentApp.validation.picture' }),
})

/**
 * Short invite links (decision 0133): `/h5/i/<code>` stands for an app and, when the agent chose one, the language the
 * link opens in. A code is twelve characters of an alphabet without look-alikes (about 59 bits): not to be guessed.
 */
export const INVITE_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const INVITE_CODE_LENGTH = 12
export const SHORT_INVITE_PATH = '/h5/i/'
/** Whether a text has the shape of an invite code (whether it stands for an app is the database's answer). */
export const isInviteCodeShape = (code: string): boolean => /^[a-hj-km-np-z2-9]{12}$/.test(code)

/** POST /house/api/app/v1/mine/invite — the language the shared link opens in; null: the reader's own. */
export const appInviteSchema = z.strictObject({
  language: z.enum(LOCALES, { error: 'agentApp.validation.inviteLanguage' }).nullable(),
})
export type AppInvite = z.infer<typeof appInviteSchema>

/** An app's short invite link for a language (the same code each time it is asked for). */
export const appInviteLinkSchema = z.object({
  code: z.string(),
  language: z.enum(LOCALES).nullable(),
  /** The short link: what the QR code holds. */
  url: z.string(),
  /** The same invite in its long form (`/h5/?appId=…&agentUserId=…`). */
  longUrl: z.string(),
})
export type AppInviteLink = z.infer<typeof appInviteLinkSchema>
