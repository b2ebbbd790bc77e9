import { z } from 'zod'

/** The conversations API (`/house/api/chat/v1/sessions…`): one person's conversations and their messages. */

export const CHAT_TITLE_MAX = 60
export const CHAT_TEXT_MAX = 500
/** Conversations kept per person: the oldest beyond this go when a new one starts. */
export const CHAT_SESSIONS_MAX = 100

const title = z
  .string('error.field.required')
  .trim()
  .min(1, 'error.field.required')
  .max(CHAT_TITLE_MAX, 'error.field.tooLong')

export const chatSessionCreateSchema = z.strictObject({ title: title.optional() })
export type ChatSessionCreate = z.infer<typeof chatSessionCreateSchema>

export const chatSessionUpdateSchema = z.strictObject({ title })
export type ChatSessionUpdate = z.infer<typeof chatSessionUpdateSchema>

export const chatSessionIdParamsSchema = z.strictObject({ id: z.uuid('chat.api.sessionId') })

export const chatSessionListQuerySchema = z.strictObject({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type ChatSessionListQuery = z.infer<typeof chatSessionListQuerySchema>

export const chatSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last thing said, shortened, for the list. */
  preview: z.string().nullable(),
})
export type ChatSession = z.infer<typeof chatSessionSchema>

export const chatSessionPageSchema = z.object({
  items: z.array(chatSessionSchema),
  nextCursor: z.string().nullable(),
})
export type ChatSessionPage = z.infer<typeof chatSessionPageSchema>

/** Who said a message: the person or the assistant. */
export const CHAT_ROLES = ['user', 'assistant'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]

/** One message as the AI SDK's UI message: text, tool calls with input and output, and data parts. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(CHAT_ROLES),
  parts: z.array(z.looseObject({ type: z.string() })),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatSessionDetailSchema = /* @__PURE__ */ chatSessionSchema.extend({
  messages: z.array(chatMessageSchema),
})
export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>

/**
 * POST …/sessions/{id}/messages: a question (`text`), or the person's answer to a confirmation the assistant asked
 * for (`approval`: the booking of a showing). The conversation so far is the server's, never the client's copy.
 */
export const chatMessageBodySchema = z
  .strictObject({
    id: z.string().trim().min(1).max(100).optional(),
    text: z.string('chat.api.text').trim().min(1, 'chat.api.text').max(CHAT_TEXT_MAX, 'error.field.tooLong').optional(),
    approval: z.strictObject({ id: z.string().trim().min(1).max(100), approved: z.boolean() }).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.text === undefined) === (body.approval === undefined))
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'chat.api.text' })
  })
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>
