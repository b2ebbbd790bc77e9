import { DefaultChatTransport } from 'ai'
import { api } from '../../../shared/api/api.ts'
import { type ChatMessage, textOf } from '../chat-message.ts'
import { CHAT_PATH } from './chat-keys.ts'

/** What the server needs of the last message: the new question, or the person's answer to a confirmation. */
function toMessageBody(last: ChatMessage | undefined): Record<string, unknown> {
  if (last?.role === 'user') return { id: last.id, text: textOf(last) }
  for (const part of last?.parts ?? []) {
    if ('approval' in part && part.state === 'approval-responded' && part.approval)
      return { approval: { id: part.approval.id, approved: part.approval.approved } }
  }
  return {}
}

/**
 * POST /house/api/chat/v1/sessions/{id}/messages through the app's API client (headers, sign-in renewal, the
 * catalogue's messages): only the last message goes, the server holds the conversation.
 */
export function createChatTransport() {
  return new DefaultChatTransport<ChatMessage>({
    api: `${CHAT_PATH}/sessions`,
    prepareSendMessagesRequest: ({ id, messages }) => ({
      api: `${CHAT_PATH}/sessions/${encodeURIComponent(id)}/messages`,
      body: toMessageBody(messages.at(-1)),
    }),
    fetch: (input, init) =>
      api.stream(String(input), JSON.parse(String(init?.body ?? '{}')), {
        signal: init?.signal ?? undefined,
        toast: false,
      }),
  })
}
