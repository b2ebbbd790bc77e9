import { z } from 'zod'
import type { MessageKey } from '../i18n/catalogue.ts'

/** The spec's feedback types: 0 Suggestions, 1 Bugs, 2 Business enquiries. */
export const FEEDBACK_TYPES = [0, 1, 2] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]
export const feedbackTypeKey = (type: FeedbackType) => `feedback.type.${type}` as MessageKey

export const FEEDBACK_TEXT_MAX = 2000
export const FEEDBACK_CONTACT_MAX = 100
export const FEEDBACK_REPLY_MAX = 2000
export const FEEDBACK_STATUSES = ['open', 'replied'] as const
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]

/** The form's text fields (the images travel beside them as files); one schema for the screen and the request. */
export const feedbackFormSchema = z.strictObject({
  type: z.coerce
    .number('feedback.validation.type')
    .int('feedback.validation.type')
    .refine((n): n is FeedbackType => (FEEDBACK_TYPES as readonly number[]).includes(n), 'feedback.validation.type'),
  text: z
    .string('feedback.validation.textRequired')
    .trim()
    .min(1, 'feedback.validation.textRequired')
    .max(FEEDBACK_TEXT_MAX, 'feedback.validation.textTooLong'),
  contact: z
    .string()
    .trim()
    .max(FEEDBACK_CONTACT_MAX, 'feedback.validation.contactTooLong')
    .optional()
    .transform((v) => (v ? v : null)),
})
export type FeedbackForm = z.input<typeof feedbackFormSchema>
export type FeedbackInput = z.output<typeof feedbackFormSchema>

export const feedbackSchema = z.object({
  id: z.string(),
  type: z.number().int(),
  text: z.string(),
  contact: z.string().nullable(),
  /** URLs the owner (and administrators) can open. */
  images: z.array(z.string()),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type Feedback = z.infer<typeof feedbackSchema>

export const feedbackAdminItemSchema = /* @__PURE__ */ feedbackSchema.extend({ userId: z.string() })
export type FeedbackAdminItem = z.infer<typeof feedbackAdminItemSchema>

export const feedbackAdminQuerySchema = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const feedbackReplySchema = z.strictObject({
  reply: z
    .string('feedback.validation.replyRequired')
    .trim()
    .min(1, 'feedback.validation.replyRequired')
    .max(FEEDBACK_REPLY_MAX, 'feedback.validation.textTooLong'),
})
export type FeedbackReply = z.infer<typeof feedbackReplySchema>
