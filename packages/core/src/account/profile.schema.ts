import { z } from 'zod'
import { codeSchema, emailSchema, phoneSchema, SEXES, userRecordSchema } from '../auth/auth.schema.ts'
import { UPLOAD_LIMITS } from '../files/upload-limits.ts'

/** The profile photo: the types read from its bytes and the largest file; it is stored as a square. */
export const AVATAR_TYPES = UPLOAD_LIMITS.avatar.types
export const AVATAR_MAX_BYTES = UPLOAD_LIMITS.avatar.maxBytes

/** The longest display name, as registration allows (auth.schema.ts `userName`). */
export const NICKNAME_MAX = 30

export const nicknameSchema = z
  .string({ error: 'account.validation.nicknameEmpty' })
  .trim()
  .min(1, 'account.validation.nicknameEmpty')
  .max(NICKNAME_MAX, 'error.field.tooLong')

/**
 * PUT /house/api/user/v1/profile, and the edit form. A field left out stays as it is. A new e-mail address or phone
 * number needs the code sent to that new address (POST /auth/code/email or /sms with purpose 'contact'), so one
 * of the two changes at a time.
 */
export const profileUpdateSchema = z.strictObject({
  nickname: nicknameSchema.optional(),
  sex: z.enum(SEXES, { error: 'account.validation.sex' }).optional(),
  email: emailSchema.optional(),
  phonenumber: phoneSchema.optional(),
  code: codeSchema.optional(),
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

/** What a profile change answers: the record as it is now. */
export const profileResponseSchema = z.object({ user: userRecordSchema })
export type ProfileResponse = z.infer<typeof profileResponseSchema>
