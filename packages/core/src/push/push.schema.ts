import { z } from 'zod'
import { TERMINAL_TYPES } from '../device/device.schema.ts'

/** A browser push subscription (PushSubscription.toJSON()): where to send, and the keys to encrypt for. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(1024, 'error.field.tooLong')
    .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), 'push.validation.endpoint'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed, base64url: 65 bytes → 87 characters. */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'push.validation.keys'),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, 'push.validation.keys'),
  }),
})
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>

/** Reads `token` of the binding call: a push subscription as JSON text. */
const subscriptionToken = z
  .string({ error: 'push.validation.token' })
  .min(1, 'push.validation.token')
  .max(4096, 'error.field.tooLong')
  .transform((text, ctx) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'push.validation.token' })
      return z.NEVER
    }
    const result = pushSubscriptionSchema.safeParse(parsed)
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'push.validation.token' })
      return z.NEVER
    }
    return result.data
  })

/** POST /app/bindingEquipment (spec §7): binds this device's push subscription to the signed-in person. */
export const bindingEquipmentSchema = z.strictObject({
  token: subscriptionToken,
  userId: z.string().trim().min(1, 'push.validation.userId').max(64, 'error.field.tooLong'),
  platform: z.enum(TERMINAL_TYPES, 'device.validation.terminalType'),
  clientId: z.string().trim().min(1, 'push.validation.clientId').max(64, 'error.field.tooLong'),
})
export type BindingEquipment = z.infer<typeof bindingEquipmentSchema>

export const pushBindingSchema = z.object({ bound: z.boolean(), clientId: z.string() })
export type PushBinding = z.infer<typeof pushBindingSchema>

/** POST /house/api/push/v1/unbind: this device no longer receives pushes (turned off, or signed out). */
export const pushUnbindSchema = z.strictObject({
  clientId: z.string().trim().min(1, 'push.validation.clientId').max(64, 'error.field.tooLong'),
})

/** GET /house/api/push/v1/key: the server's VAPID public key, for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() })

/** What a push carries to the service worker: a notice's words in the reader's language and where it leads. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** An app path (under /h5) opened when the notification is tapped. */
  url: z.string(),
  tag: z.string().optional(),
})
export type PushPayload = z.infer<typeof pushPayloadSchema>
