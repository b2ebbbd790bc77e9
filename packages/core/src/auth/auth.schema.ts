import { z } from 'zod'
import { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN, TENANT_ID } from '../constants.ts'
import { isValidPhone } from '../format/phone.ts'

/**
 * Request shapes of sign-in, registration, codes and tokens. One schema validates the form in the web app
 * and the request in the api; messages are catalogue keys, translated where they are shown.
 */
const short = (max = 128) => z.string().max(max, 'error.field.tooLong')

export const phoneSchema = z
  .string({ error: 'auth.validation.phoneEmpty' })
  .trim()
  .min(1, 'auth.validation.phoneEmpty')
  .max(24, 'auth.validation.phoneFormat')
  .refine(isValidPhone, 'auth.validation.phoneFormat')

export const emailSchema = z
  .string({ error: 'auth.validation.emailEmpty' })
  .trim()
  .min(1, 'auth.validation.emailEmpty')
  .max(254, 'auth.validation.emailFormat')
  .pipe(z.email('auth.validation.emailFormat'))

export const passwordSchema = z
  .string({ error: 'auth.validation.passwordEmpty' })
  .min(1, 'auth.validation.passwordEmpty')
  .min(PASSWORD_MIN, 'auth.validation.passwordLength')
  .max(PASSWORD_MAX, 'auth.validation.passwordLength')

export const codeSchema = z
  .string({ error: 'auth.validation.codeEmpty' })
  .trim()
  .min(1, 'auth.validation.codeEmpty')
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'auth.validation.codeFormat')

/** An e-mail address or a phone number, as typed in a single "account" box. */
export const accountSchema = z
  .string({ error: 'auth.validation.accountEmpty' })
  .trim()
  .min(1, 'auth.validation.accountEmpty')
  .max(254, 'error.field.tooLong')
  .refine((v) => (v.includes('@') ? z.email().safeParse(v).success : isValidPhone(v)), 'auth.validation.phoneFormat')

export const agreementSchema = z.literal(true, { error: 'auth.validation.agreementRequired' })

const clientFields = {
  clientId: short(64),
  tenantId: z.literal(TENANT_ID).default(TENANT_ID),
  terminalId: short(128).optional(),
}

export const visitorLoginSchema = z.strictObject({
  ...clientFields,
  grantType: z.literal('app'),
  type: z.literal('visitor'),
  terminalId: short(128),
})

export const passwordLoginSchema = z.strictObject({
  ...clientFields,
  grantType: z.literal('password'),
  username: accountSchema,
  password: passwordSchema,
})

export const emailLoginSchema = z.strictObject({
  ...clientFields,
  grantType: z.literal('email'),
  email: emailSchema,
  emailCode: codeSchema,
})

export const smsLoginSchema = z.strictObject({
  ...clientFields,
  grantType: z.literal('sms'),
  phonenumber: phoneSchema,
  smsCode: codeSchema,
})

export const SOCIAL_PROVIDERS = ['apple', 'facebook', 'google', 'wechat'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const socialLoginSchema = z.strictObject({
  ...clientFields,
  grantType: z.literal('social'),
  type: short(32).optional(),
  openLoginType: z.enum(SOCIAL_PROVIDERS),
  /** The provider's id of the person; when an identity token comes too, it must be that token's subject. */
  openId: short(256),
  /**
   * The provider's OpenID Connect ID token (Sign in with Apple's `id_token`, Facebook Login's OIDC token), verified
   * by the server against the provider's published keys. Without it no social sign-in succeeds.
   */
  identityToken: short(8192).optional(),
  nickName: short(64).optional(),
  avatar: short(1024).optional(),
  email: emailSchema.optional(),
})

export const loginSchema = z.discriminatedUnion('grantType', [
  visitorLoginSchema,
  passwordLoginSchema,
  emailLoginSchema,
  smsLoginSchema,
  socialLoginSchema,
])
export type LoginRequest = z.infer<typeof loginSchema>

export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expire_in: z.number().int(),
  client_id: z.string(),
  userId: z.string(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const CODE_CHANNELS = ['email', 'sms'] as const
/** 'contact' proves a new e-mail address or phone number before the profile takes it. */
export const CODE_PURPOSES = ['login', 'register', 'reset', 'contact'] as const
export type CodeChannel = (typeof CODE_CHANNELS)[number]
export type CodePurpose = (typeof CODE_PURPOSES)[number]

/** The agent's app a code is asked for in, whose name the message then carries; absent on the product's own app. */
const codeAppId = z.uuid('auth.validation.appId').optional()
export const sendEmailCodeSchema = z.strictObject({
  email: emailSchema,
  purpose: z.enum(CODE_PURPOSES),
  appId: codeAppId,
})
export const sendSmsCodeSchema = z.strictObject({
  phonenumber: phoneSchema,
  purpose: z.enum(CODE_PURPOSES),
  appId: codeAppId,
})

const passwordPair = {
  password: passwordSchema,
  confirmPassword: z.string({ error: 'auth.validation.passwordEmpty' }).min(1, 'auth.validation.passwordEmpty'),
}
const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword

/** The device a registration signs in on, as a sign-in names it; a client that sends none gets one of its own. */
const registerClientId = short(64).optional()

export const registerSchema = z
  .discriminatedUnion('channel', [
    z.strictObject({
      channel: z.literal('email'),
      email: emailSchema,
      code: codeSchema,
      phonenumber: phoneSchema.optional(),
      userName: short(30).optional(),
      agreement: agreementSchema,
      clientId: registerClientId,
      ...passwordPair,
    }),
    z.strictObject({
      channel: z.literal('sms'),
      phonenumber: phoneSchema,
      code: codeSchema,
      userName: short(30).optional(),
      agreement: agreementSchema,
      clientId: registerClientId,
      ...passwordPair,
    }),
  ])
  .refine(passwordsMatch, { message: 'auth.validation.passwordsDiffer', path: ['confirmPassword'] })
export type RegisterRequest = z.infer<typeof registerSchema>

export const resetPasswordSchema = z
  .discriminatedUnion('channel', [
    z.strictObject({ channel: z.literal('email'), email: emailSchema, code: codeSchema, ...passwordPair }),
    z.strictObject({ channel: z.literal('sms'), phonenumber: phoneSchema, code: codeSchema, ...passwordPair }),
  ])
  .refine(passwordsMatch, { message: 'auth.validation.passwordsDiffer', path: ['confirmPassword'] })
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>

export const refreshSchema = z.strictObject({ group: short(64).optional(), refresh_token: short(256) })
export const refreshResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  member: z.object({ userId: z.string(), userName: z.string(), type: z.string() }),
})

export const USER_TYPES = ['visitor', 'user', 'agent', 'admin'] as const
export type UserType = (typeof USER_TYPES)[number]
export const SEXES = ['0', '1', '2'] as const

/** The user record a client may read: spec §3 user info and profile. */
export const userRecordSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  orgName: z.string(),
  phonenumber: z.string(),
  email: z.string(),
  sex: z.enum(SEXES),
  type: z.enum(USER_TYPES),
  isBroker: z.boolean(),
  language: z.string(),
  createdAt: z.string(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

/** `?token=` of the token check and verify calls; a missing token is simply not valid. */
export const tokenQuerySchema = z.strictObject({ token: z.string().max(4096).optional() })

/** GET /auth/check: msg 'valid' with `{valid:true,userId,type}`, or msg 'invalid' with `{valid:false}`. */
export const tokenCheckResponseSchema = z.object({
  valid: z.boolean(),
  userId: z.string().optional(),
  type: z.enum(USER_TYPES).optional(),
})
export type TokenCheckResponse = z.infer<typeof tokenCheckResponseSchema>

/** GET /auth/verify: the token echoed with its owner and expiry, or null when it is not valid. */
export const tokenVerifyResponseSchema = z
  .object({ token: z.string(), userId: z.string(), expiresAt: z.string() })
  .nullable()
export type TokenVerifyResponse = z.infer<typeof tokenVerifyResponseSchema>

/** A code was sent: seconds until another may be requested (the resend countdown). */
export const sendCodeResponseSchema = z.object({ seconds: z.number().int() })
/** A registration signs the new account in: the answer is a sign-in's. */
export const registerResponseSchema = loginResponseSchema
export const userInfoResponseSchema = z.object({ user: userRecordSchema })
export type RefreshResponse = z.infer<typeof refreshResponseSchema>
