import { Chat } from '@ai-sdk/react'
import { lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai'
import { readUnreadAnswers, setUnreadAnswers } from '../../shared/storage/unread-answers.ts'
import { createChatTransport } from './api/chat-transport.ts'
import type { ChatMessage } from './chat-message.ts'

/**
 * The conversations open in this tab, kept outside the screens so an answer goes on streaming when the person
 * leaves the screen, and the unread count (spec §4 imNoRead, kept in storage): an answer that finishes while no
 * conversation is on screen raises it; showing one zeroes it.
 */
const chats = new Map<string, Chat<ChatMessage>>()
const finished = new Set<(chatId: string) => void>()
let onScreen = 0

export const readUnread = readUnreadAnswers
const setUnread = setUnreadAnswers

/** Told when an answer of any conversation finishes (the sessions list refreshes). */
export function onAnswerFinished(listener: (chatId: string) => void): () => void {
  finished.add(listener)
  return () => finished.delete(listener)
}

/** A conversation is on screen until the returned function is called; while one is, answers are read. */
export function showConversation(): () => void {
  onScreen += 1
  if (readUnread() !== 0) setUnread(0)
  return () => {
    onScreen -= 1
  }
}

/** The conversation of this id, created with its stored messages the first time. */
export function chatFor(id: string, messages: ChatMessage[]): Chat<ChatMessage> {
  let chat = chats.get(id)
  if (!chat) {
    chat = new Chat<ChatMessage>({
      id,
      messages,
      transport: createChatTransport(),
      sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
      onFinish: ({ isAbort, isError }) => {
        if (!isAbort && !isError && onScreen === 0) setUnread(readUnread() + 1)
        for (const listener of finished) listener(id)
      },
    })
    chats.set(id, chat)
  }
  return chat
}

/** Forgets a conversation (deleted). */
export function forgetChat(id: string): void {
  chats.get(id)?.stop()
  chats.delete(id)
}
