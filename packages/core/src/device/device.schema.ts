import { z } from 'zod'

/** The kinds of terminal the app is installed on (appDownLoadUrl's terminalType, the push binding's platform). */
export const TERMINAL_TYPES = ['android', 'ios', 'web'] as const
export type TerminalType = (typeof TERMINAL_TYPES)[number]

/** A build's version: digits and dots, an optional leading v (v0.1.0.20261128120000). */
export const versionSchema = z
  .string()
  .trim()
  .max(64, 'error.field.tooLong')
  .regex(/^v?\d+(?:\.\d+){0,5}$/i, 'device.validation.version')

/** GET (query) or POST (body) /app/updateVersion: the running build's version, and the terminal it runs on. */
export const updateVersionInputSchema = z.strictObject({
  version: versionSchema.optional(),
  platform: z.enum(TERMINAL_TYPES, 'device.validation.terminalType').optional(),
})
export type UpdateVersionInput = z.infer<typeof updateVersionInputSchema>

export const updateVersionSchema = z.object({
  /** The live build's version; null when the server serves no built app. */
  version: z.string().nullable(),
  /** Whether the live build is newer than the version asked about. */
  update: z.boolean(),
  /** Where to get it: the app itself reloaded (web) or the install page. */
  url: z.string(),
})
export type UpdateVersion = z.infer<typeof updateVersionSchema>

/** GET /app/checkSession: is this token a live sign-in of this user? `random` comes back as sent (no cached answer). */
export const checkSessionQuerySchema = z.strictObject({
  userId: z.string().trim().min(1, 'device.validation.userId').max(64, 'error.field.tooLong'),
  token: z.string().trim().min(1, 'device.validation.token').max(4096, 'error.field.tooLong'),
  random: z.string().trim().min(1, 'device.validation.random').max(64, 'error.field.tooLong'),
})
export type CheckSessionQuery = z.infer<typeof checkSessionQuerySchema>

export const checkSessionSchema = z.object({ valid: z.boolean(), random: z.string() })
export type CheckSession = z.infer<typeof checkSessionSchema>

/** GET /house/home/appDownLoadUrl?terminalType: where a terminal gets the app. */
export const appDownloadQuerySchema = z.strictObject({
  terminalType: z.enum(TERMINAL_TYPES, 'device.validation.terminalType'),
})
export const appDownloadSchema = z.object({
  terminalType: z.enum(TERMINAL_TYPES),
  /** 'store' for an app store link, 'install' for the page that adds the web app to the home screen. */
  kind: z.enum(['store', 'install']),
  url: z.string(),
})
export type AppDownload = z.infer<typeof appDownloadSchema>

/** The app's page that explains adding it to the home screen. */
export const INSTALL_PAGE_PATH = '/pages/my/public/addhome'

/** GET /house/api/common/v1/webview?url: whether the in-app web view may frame this https address. */
export const webViewQuerySchema = z.strictObject({
  url: z
    .string()
    .trim()
    .max(2048, 'error.field.tooLong')
    .refine((v) => /^https:\/\/[^\s/]+/i.test(v), 'device.validation.httpsUrl'),
})
export const webViewSchema = z.object({ url: z.string(), framable: z.boolean() })
export type WebViewCheck = z.infer<typeof webViewSchema>

/** Connection kinds the app tracks (spec §4): none when offline, other otherwise. */
export const NETWORK_TYPES = ['none', 'other'] as const
export type NetworkType = (typeof NETWORK_TYPES)[number]
