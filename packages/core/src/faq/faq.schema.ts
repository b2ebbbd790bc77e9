import { z } from 'zod'
import type { Locale } from '../i18n/locales.ts'

/** The FAQ's topics, in the order the list shows them. */
export const FAQ_TOPICS = ['searching', 'sold', 'showings', 'contracts', 'students', 'agents', 'account'] as const
export type FaqTopic = (typeof FAQ_TOPICS)[number]

export const FAQ_QUERY_MAX = 100

export const faqQuerySchema = z.strictObject({
  q: z.string().trim().max(FAQ_QUERY_MAX, 'error.field.tooLong').optional(),
  topic: z.enum(FAQ_TOPICS).optional(),
})
export type FaqQuery = z.infer<typeof faqQuerySchema>

/** One question as a reader sees it: in their language. */
export const faqEntrySchema = z.object({
  id: z.number().int(),
  topic: z.enum(FAQ_TOPICS),
  question: z.string(),
  answer: z.string(),
})
export type FaqEntry = z.infer<typeof faqEntrySchema>

/** What an administrator writes: both languages at once, so no reader ever gets a half-translated FAQ. */
export const faqInputSchema = z.strictObject({
  topic: z.enum(FAQ_TOPICS),
  position: z.number().int().min(0).max(10_000).default(0),
  questionEn: z.string().trim().min(1, 'error.field.required').max(300, 'error.field.tooLong'),
  answerEn: z.string().trim().min(1, 'error.field.required').max(5000, 'error.field.tooLong'),
  questionZh: z.string().trim().min(1, 'error.field.required').max(300, 'error.field.tooLong'),
  answerZh: z.string().trim().min(1, 'error.field.required').max(5000, 'error.field.tooLong'),
})
export type FaqInput = z.infer<typeof faqInputSchema>

export const faqIdParamsSchema = z.strictObject({
  id: z.coerce.number('error.field.invalid').int('error.field.invalid').min(1).max(2_147_483_647),
})

/** The language of the FAQ a reader gets: Chinese for zh-Hans-CN, English otherwise. */
export const faqLanguage = (locale: Locale): 'en' | 'zh' => (locale === 'zh-Hans-CN' ? 'zh' : 'en')
