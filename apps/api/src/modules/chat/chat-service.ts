import {
  type BookShowingInput,
  CHAT_SESSIONS_MAX,
  CHAT_TITLE_MAX,
  type ChatMessageBody,
  type ChatParse,
  type ChatParseRequest,
  type ChatSession,
  type ChatSessionCreate,
  type ChatSessionDetail,
  type ChatSessionListQuery,
  type ChatSessionPage,
  type ChatState,
  checkSteering,
  detectLocale,
  type Locale,
  parseChat,
  planTurn,
  translate,
} from '@maplenest/core'
import { createUIMessageStream, generateId, type LanguageModel, type UIMessageChunk } from 'ai'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { isRegistered, requireSignedIn, type Viewer } from '../../platform/access.ts'
import { defineCursor } from '../../platform/cursor.ts'
import { answerWithModel, modelTools } from './chat-model.ts'
import { answerOffline, formatBooked } from './chat-offline.ts'
import type { ChatRepository, ChatSessionRow, StoredMessage } from './chat-repository.ts'
import { AnswerWriter, type ChatUIMessage } from './chat-stream.ts'
import type { ChatTools } from './chat-tools.ts'

export interface ChatService {
  /** POST /parse: what the built-in engine understands of one message (no streaming, nothing stored). */
  parse(body: ChatParseRequest): ChatParse
  create(viewer: Viewer | null, body: ChatSessionCreate, locale: Locale): Promise<ChatSession>
  list(viewer: Viewer | null, query: ChatSessionListQuery): Promise<ChatSessionPage>
  get(viewer: Viewer | null, id: string): Promise<ChatSessionDetail>
  rename(viewer: Viewer | null, id: string, title: string): Promise<ChatSession>
  remove(viewer: Viewer | null, id: string): Promise<void>
  /**
   * Answers a question (or the person's confirmation of a booking) as a UI message stream, and stores the
   * conversation when the answer ends. Everything that can be refused is refused before the stream starts.
   * `address` is the caller's: the visitors of one address share one person's budget of questions.
   */
  reply(
    viewer: Viewer | null,
    id: string,
    body: ChatMessageBody,
    locale: Locale,
    address: string,
  ): Promise<ReadableStream<UIMessageChunk>>
  /** Gives a visitor's conversations to the account they signed in to. */
  moveVisitor(visitorId: string, userId: string): Promise<number>
}

interface ChatServiceDeps {
  repository: ChatRepository
  tools: ChatTools
  /** The configured model, or null: the built-in engine answers. */
  model: LanguageModel | null
  sendListingData: boolean
  timeoutMs: number
  messagesPerMinute: number
  /** Counts one question against a key (plugins/limits.ts), shared by every process on PostgreSQL. */
  hitLimit(key: string, max: number, windowMs: number): Promise<void>
  now: () => Date
}

const PAGES = defineCursor({ value: 'timestamp', id: 'uuid', error: 'chat.api.cursor' })
const PREVIEW_MAX = 80

const toSession = (row: ChatSessionRow): ChatSession => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  preview: row.preview,
})

/** The text of a message's text parts. */
function textOf(message: { parts: readonly unknown[] }): string {
  return message.parts
    .flatMap((p) => {
      const part = p as { type?: string; text?: string }
      return part.type === 'text' && part.text ? [part.text] : []
    })
    .join(' ')
    .trim()
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

interface ToolPart {
  type: string
  toolCallId: string
  state: string
  input?: unknown
  approval?: { id: string; approved?: boolean }
}

export function createChatService(deps: ChatServiceDeps): ChatService {
  const { repository, tools, now } = deps

  /** The conversation, if it is the caller's: 404 for none, 403 for someone else's. */
  async function requireOwn(viewer: Viewer | null, id: string): Promise<{ who: Viewer; row: ChatSessionRow }> {
    const who = requireSignedIn(viewer)
    const row = await repository.find(id)
    if (!row) throw notFound('chat.api.notFound')
    if (row.ownerId !== who.userId) throw new HttpError(403, 'chat.api.notYours')
    return { who, row }
  }

  /** Stores the conversation as the answer left it. */
  async function store(
    row: ChatSessionRow,
    messages: readonly ChatUIMessage[],
    state: ChatState,
    firstQuestion: string | null,
  ) {
    const last = messages.at(-1)
    const preview = last ? shorten(textOf(last), PREVIEW_MAX) || null : null
    const title = firstQuestion && row.titleSet === 'auto' ? shorten(firstQuestion, CHAT_TITLE_MAX) : undefined
    const stored: StoredMessage[] = messages.map((m) => ({
      id: m.id,
      role: m.role === 'user' ? 'user' : 'assistant',
      parts: m.parts,
    }))
    await repository.save(row.id, stored, { state, preview, title, at: now() })
  }

  /** The answer to a question: the model when one is configured (the engine when it fails), else the engine. */
  function answerQuestion(
    viewer: Viewer,
    row: ChatSessionRow,
    history: ChatUIMessage[],
    question: ChatUIMessage,
    text: string,
  ): ReadableStream<UIMessageChunk> {
    const state = (row.state ?? {}) as ChatState
    const locale = detectLocale(text)
    const turn = planTurn(text, state, { now: now(), locale })
    let next: ChatState = state
    return createUIMessageStream<ChatUIMessage>({
      originalMessages: [...history, question],
      generateId,
      onError: () => translate(locale, 'chat.api.failed'),
      execute: async ({ writer }) => {
        const w = new AnswerWriter(writer)
        w.start()
        // Steering is refused before any model sees the question.
        if (deps.model && !checkSteering(text)) {
          const outcome = await answerWithModel({
            model: deps.model,
            writer,
            messages: [...history, question],
            tools: modelTools({ tools, viewer, locale, sendListingData: deps.sendListingData }),
            locale,
            timeoutMs: deps.timeoutMs,
          })
          if (outcome === 'answered') {
            // The engine's understanding is kept all the same, so a follow-up refines what was asked.
            if (turn.kind === 'search') {
              const { reply: _reply, ...parse } = turn.parse
              next = {
                ...state,
                search: {
                  intent: 'search',
                  query: parse.query,
                  neighbourhood: parse.neighbourhood,
                  areaOf: parse.areaOf ?? null,
                },
              }
            }
            w.finish()
            return
          }
        }
        next = await answerOffline(w, turn, { tools, viewer, state })
        w.finish()
      },
      onFinish: async ({ messages }) => {
        await store(row, messages, next, history.length === 0 ? text : null)
      },
    })
  }

  /** The person's answer to a confirmation: the tool runs (or not) and the same assistant message goes on. */
  async function answerApproval(
    viewer: Viewer,
    row: ChatSessionRow,
    history: ChatUIMessage[],
    approval: { id: string; approved: boolean },
    locale: Locale,
  ): Promise<ReadableStream<UIMessageChunk>> {
    const last = history.at(-1)
    const part =
      last?.role === 'assistant'
        ? (last.parts as unknown as ToolPart[]).find(
            (p) => p.approval?.id === approval.id && p.state === 'approval-requested',
          )
        : undefined
    if (!last || !part) throw new HttpError(409, 'chat.api.approvalGone')
    const input = part.input as BookShowingInput
    const answered: ChatUIMessage = {
      ...last,
      parts: last.parts.map((p) =>
        p === (part as unknown)
          ? ({
              ...part,
              state: 'approval-responded',
              approval: { id: approval.id, approved: approval.approved },
            } as never)
          : p,
      ),
    }
    const messages = [...history.slice(0, -1), answered]
    const speak = detectLocale(textOf(answered)) === 'zh-Hans-CN' ? 'zh-Hans-CN' : locale
    return createUIMessageStream<ChatUIMessage>({
      originalMessages: messages,
      generateId,
      onError: () => translate(speak, 'chat.api.failed'),
      execute: async ({ writer }) => {
        const w = new AnswerWriter(writer)
        w.start(last.id)
        if (!approval.approved) {
          w.denied(part.toolCallId)
          w.text(translate(speak, 'chat.reply.bookDeclined'))
        } else {
          const out = await tools.bookShowing(input, viewer, speak)
          w.approved(part.toolCallId, out)
          const place = await tools.listingPlace(input.mlNum)
          w.text(formatBooked(out, place?.address ?? input.mlNum, place?.city ?? 'toronto', speak))
        }
        w.finish()
      },
      onFinish: async ({ messages: all }) => {
        await store(row, all, (row.state ?? {}) as ChatState, null)
      },
    })
  }

  return {
    parse(body) {
      return parseChat(body.text, body.context ?? null, { now: now() })
    },

    async create(viewer, body, locale) {
      const who = requireSignedIn(viewer)
      const at = now()
      const row = await repository.create({
        ownerId: who.userId,
        title: body.title ?? translate(locale, 'chat.api.newTitle'),
        titleSet: body.title ? 'person' : 'auto',
        createdAt: at,
        updatedAt: at,
      })
      await repository.trim(who.userId, CHAT_SESSIONS_MAX)
      return toSession(row)
    },

    async list(viewer, query) {
      const who = requireSignedIn(viewer)
      const hash = 'chat-sessions'
      const after = query.cursor ? PAGES.decode(query.cursor, hash) : null
      const rows = await repository.list(
        who.userId,
        after ? { updatedAt: after.value, id: after.id } : null,
        query.limit + 1,
      )
      const page = rows.slice(0, query.limit)
      const last = page.at(-1)
      return {
        items: page.map(toSession),
        nextCursor:
          rows.length > query.limit && last
            ? PAGES.encode({ value: last.updatedAt.toISOString(), id: last.id }, hash)
            : null,
      }
    },

    async get(viewer, id) {
      const { row } = await requireOwn(viewer, id)
      const messages = await repository.messages(row.id)
      return { ...toSession(row), messages: messages as ChatSessionDetail['messages'] }
    },

    async rename(viewer, id, title) {
      const { row } = await requireOwn(viewer, id)
      const renamed = await repository.rename(row.id, title, now())
      if (!renamed) throw notFound('chat.api.notFound')
      return toSession(renamed)
    },

    async remove(viewer, id) {
      const { row } = await requireOwn(viewer, id)
      await repository.remove(row.id)
    },

    async reply(viewer, id, body, locale, address) {
      const { who, row } = await requireOwn(viewer, id)
      await deps.hitLimit(`chat:${who.userId}`, deps.messagesPerMinute, 60_000)
      // Anyone can sign in as a visitor again for a fresh budget: the visitors of one address share one between them.
      if (!isRegistered(who)) await deps.hitLimit(`chat:visitors:${address}`, deps.messagesPerMinute, 60_000)
      const history = (await repository.messages(row.id)) as unknown as ChatUIMessage[]
      if (body.approval) return answerApproval(who, row, history, body.approval, locale)
      const text = body.text ?? ''
      // The client's id for the question keeps both copies of the conversation in step, unless it is taken.
      const questionId = body.id && !history.some((m) => m.id === body.id) ? body.id : generateId()
      const question: ChatUIMessage = { id: questionId, role: 'user', parts: [{ type: 'text', text }] }
      return answerQuestion(who, row, history, question, text)
    },

    moveVisitor(visitorId, userId) {
      return repository.moveOwner(visitorId, userId)
    },
  }
}
