import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import {
  bookShowingInputSchema,
  chatMortgageInputSchema,
  checkAnswer,
  findProjectsInputSchema,
  findSchoolsInputSchema,
  formatRefusal,
  getListingInputSchema,
  type Locale,
  marketFactsInputSchema,
  searchListingsInputSchema,
} from '@maplenest/core'
import {
  convertToModelMessages,
  type LanguageModel,
  stepCountIs,
  streamText,
  type ToolSet,
  tool,
  type UIMessageChunk,
  type UIMessageStreamWriter,
} from 'ai'
import type { Env } from '../../config/env.ts'
import type { Viewer } from '../../platform/access.ts'
import type { ChatUIMessage } from './chat-stream.ts'
import type { ChatTools } from './chat-tools.ts'

/** Model steps (tool calls and answers) one question may take. */
const MODEL_STEPS_MAX = 4

/** The configured OpenAI-compatible model, or null for the built-in engine alone. */
export function modelFromEnv(env: Pick<Env, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>): LanguageModel | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null
  const provider = createOpenAICompatible({
    name: 'assistant',
    baseURL: env.AI_BASE_URL,
    ...(env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {}),
  })
  return provider.chatModel(env.AI_MODEL)
}

const SYSTEM_PROMPT = `You are MapleNest's home-search assistant for the City of Toronto and the City of Vancouver.
Answer in the language of the person's last message (British English or Simplified Chinese), in one to three short sentences.
Use the tools for every fact: listings, schools, pre-construction projects, market figures and mortgage payments come only
from tool results. Never invent a listing, an address, a price or a number. The person sees tool results as cards, so do not
repeat them line by line; when a result says its details are not shared with you, say how many were found and stop.
Never choose, rank or describe homes or areas by race, ancestry, place of origin, colour, ethnic origin, citizenship, creed,
sex, sexual orientation, gender identity or expression, age, marital or family status, disability, or source of income, nor
by "safety" or crime as a stand-in for who lives there (Ontario and BC Human Rights Codes); decline politely and offer a
lawful alternative such as near good schools, a park or the subway. Book a showing only with the bookShowing tool: the
person confirms it on screen.`

const NOT_SHARED = {
  type: 'json',
  value: { shownToPerson: true, note: 'The person sees this result; its listing data is not shared with you.' },
} as const

interface ModelToolsContext {
  tools: ChatTools
  viewer: Viewer | null
  locale: Locale
  /** AI_SEND_LISTING_DATA: whether listing data may go to the model (the boards decide). */
  sendListingData: boolean
}

/**
 * The tools a model may call: the same tools over the same services as the built-in engine. Without
 * AI_SEND_LISTING_DATA the model sees only counts of what listing tools found; the person sees the cards.
 */
export function modelTools(ctx: ModelToolsContext): ToolSet {
  const { tools, viewer, locale, sendListingData } = ctx
  const listingData = <T>(summary: (output: T) => unknown) => ({
    toModelOutput: ({ output }: { output: T }) =>
      sendListingData
        ? { type: 'json' as const, value: output as never }
        : { ...NOT_SHARED, value: { ...NOT_SHARED.value, ...(summary(output) as object) } },
  })
  return {
    searchListings: tool({
      description:
        'Search listings for sale or rent: every filter of the listing search, plus a neighbourhood or district name and an area (ring of {lat,lng}).',
      inputSchema: searchListingsInputSchema,
      execute: (input) => tools.searchListings(input, viewer),
      ...listingData((o: Awaited<ReturnType<ChatTools['searchListings']>>) => ({
        total: o.total,
        shown: o.items.length,
      })),
    }),
    getListing: tool({
      description: 'One listing by its MLS number.',
      inputSchema: getListingInputSchema,
      execute: (input) => tools.getListing(input, viewer),
      ...listingData((o: Awaited<ReturnType<ChatTools['getListing']>>) => ({ found: o.found })),
    }),
    findSchools: tool({
      description: 'Schools near a point (best rated first), or universities and colleges of a city (kind university).',
      inputSchema: findSchoolsInputSchema,
      execute: (input) => tools.findSchools(input),
    }),
    findProjects: tool({
      description: 'Pre-construction projects by city, type and price.',
      inputSchema: findProjectsInputSchema,
      execute: (input) => tools.findProjects(input),
    }),
    marketFacts: tool({
      description:
        'Median price and days on market of a neighbourhood or city from our data: listed now, and sold in the last months (signed-in users only).',
      inputSchema: marketFactsInputSchema,
      execute: (input) => tools.marketFacts(input, viewer),
      ...listingData((o: Awaited<ReturnType<ChatTools['marketFacts']>>) => ({ listedNow: o.active.count })),
    }),
    mortgage: tool({
      description: 'Monthly payment, default insurance, land transfer tax and cash to close (Canadian rules).',
      inputSchema: chatMortgageInputSchema,
      execute: async (input) => tools.mortgage(input, locale),
    }),
    bookShowing: tool({
      description:
        'Request a showing of a listing at a time (ISO 8601 with the city offset); the person confirms first.',
      inputSchema: bookShowingInputSchema,
      needsApproval: true,
      execute: (input) => tools.bookShowing(input, viewer, locale),
    }),
  }
}

/**
 * Checks a model's answer as it streams: text is let through a sentence at a time, after the answer so far passes
 * the steering check; the first sentence that fails is replaced by the refusal and nothing more of the text follows.
 */
function guardAnswer(stream: ReadableStream<UIMessageChunk>, locale: Locale): ReadableStream<UIMessageChunk> {
  let said = ''
  let pending = ''
  let stopped = false
  const SENTENCE = /[^.!?。！？\n]*[.!?。！？\n]+/g
  const release = (id: string, controller: TransformStreamDefaultController<UIMessageChunk>, final: boolean) => {
    const sentences: string[] = [...(pending.match(SENTENCE) ?? [])]
    const whole = sentences.join('')
    const rest = pending.slice(whole.length)
    if (final && rest) sentences.push(rest)
    pending = final ? '' : rest
    for (const piece of sentences) {
      const hit = checkAnswer(said + piece)
      if (hit) {
        stopped = true
        controller.enqueue({ type: 'text-delta', id, delta: ` ${formatRefusal(hit.ground, locale)}` })
        return
      }
      said += piece
      controller.enqueue({ type: 'text-delta', id, delta: piece })
    }
  }
  return stream.pipeThrough(
    new TransformStream<UIMessageChunk, UIMessageChunk>({
      transform(chunk, controller) {
        if (chunk.type === 'text-delta') {
          if (stopped) return
          pending += chunk.delta
          release(chunk.id, controller, false)
          return
        }
        if (chunk.type === 'text-end' && !stopped) release(chunk.id, controller, true)
        controller.enqueue(chunk)
      },
    }),
  )
}

type ModelOutcome = 'answered' | 'failed'

/**
 * Streams a model's answer (tool calls included) into the writer. 'failed' when the model errs, is aborted or takes
 * longer than `timeoutMs`: the caller then answers with the built-in engine.
 */
export async function answerWithModel(args: {
  model: LanguageModel
  writer: UIMessageStreamWriter<ChatUIMessage>
  messages: ChatUIMessage[]
  tools: ToolSet
  locale: Locale
  timeoutMs: number
}): Promise<ModelOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), args.timeoutMs)
  try {
    const result = streamText({
      model: args.model,
      system: SYSTEM_PROMPT,
      messages: await convertToModelMessages(args.messages, { tools: args.tools, ignoreIncompleteToolCalls: true }),
      tools: args.tools,
      stopWhen: stepCountIs(MODEL_STEPS_MAX),
      abortSignal: controller.signal,
      maxRetries: 0,
      // A failure is answered by the built-in engine; it is not an error of this server.
      onError: () => {},
    })
    const reader = guardAnswer(
      result.toUIMessageStream({ sendStart: false, sendFinish: false, onError: () => 'failed' }),
      args.locale,
    ).getReader()
    const timedOut = new Promise<'timedOut'>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve('timedOut'), { once: true }),
    )
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut])
      if (next === 'timedOut') {
        reader.cancel().catch(() => {})
        return 'failed'
      }
      const { done, value } = next
      if (done) break
      if (value.type === 'error' || value.type === 'abort') return 'failed'
      args.writer.write(value as never)
    }
    return controller.signal.aborted ? 'failed' : 'answered'
  } catch {
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}
