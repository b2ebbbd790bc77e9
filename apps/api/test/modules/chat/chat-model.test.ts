import type { ListingSummary } from '@maplenest/core'
import { simulateReadableStream } from 'ai'
import { MockLanguageModelV3 } from 'ai/test'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { modelTools } from '../../../src/modules/chat/chat-model.ts'
import type { ChatTools } from '../../../src/modules/chat/chat-tools.ts'
import { seedIfWanted } from '../../../src/seed/index.ts'
import { bearer, visitorLogin } from '../../helpers/accounts.ts'
import { TEST_ANCHOR } from '../../helpers/seed-listings.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { readAnswer } from './chat-stream-fixtures.ts'

const BASE = '/house/api/chat/v1'
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
}
const finish = (reason: 'stop' | 'tool-calls') => ({
  type: 'finish',
  finishReason: { unified: reason, raw: undefined },
  usage,
})
const textChunks = (text: string) => [
  { type: 'text-start', id: 't1' },
  ...text.split(/(?<=\s)/).map((delta) => ({ type: 'text-delta', id: 't1', delta })),
  { type: 'text-end', id: 't1' },
]

type Behaviour = (call: number, prompt: unknown) => Promise<{ stream: ReadableStream }>

/**
 * The assistant with a model: the AI SDK's mock model stands in for an OpenAI-compatible endpoint. Each test says
 * how the model behaves; the prompts it was given are kept to check what reached it.
 */
describe('the assistant with a model', () => {
  let t: TestApp
  let behaviour: Behaviour
  let prompts: unknown[] = []
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      prompts.push(options.prompt)
      return behaviour(prompts.length, options.prompt) as never
    },
  })
  let me: Record<string, string>
  const ask = async (text: string) => {
    const id = (await t.app.inject({ method: 'POST', url: `${BASE}/sessions`, headers: me, payload: {} })).json().data
      .id
    return readAnswer(
      await t.app.inject({ method: 'POST', url: `${BASE}/sessions/${id}/messages`, headers: me, payload: { text } }),
    )
  }

  beforeAll(async () => {
    // long enough for an answer on a loaded test machine, short beside the slow model below
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', AI_TIMEOUT_MS: '2500' }, { languageModel: model })
    t.clock.now = TEST_ANCHOR
    await seedIfWanted(t.app, { ...t.env, SEED_DEMO: true, SEED_SIZE: 'tiny' }, { anchor: TEST_ANCHOR })
    me = bearer((await visitorLogin(t)).access_token)
  }, 240_000)
  afterAll(() => t.close())
  beforeEach(() => {
    prompts = []
  })

  it('answers with the tools’ cards and its own words, without listing data reaching the model', async () => {
    behaviour = async (call) => ({
      stream: simulateReadableStream<object>({
        chunks:
          call === 1
            ? [
                {
                  type: 'tool-call',
                  toolCallId: 'call-1',
                  toolName: 'searchListings',
                  input: JSON.stringify({ city: 'toronto', roomType: 'condo', neighbourhood: 'North York' }),
                },
                finish('tool-calls'),
              ]
            : [...textChunks('Here are condos in North York. Tap one to see it.'), finish('stop')],
      }),
    })
    const answer = await ask('condos in North York please')
    expect(answer.done).toBe(true)
    const out = answer.tools.find((x) => x.name === 'searchListings')?.output as { items: ListingSummary[] }
    expect(out.items.length).toBeGreaterThan(0)
    for (const l of out.items) expect(l).toMatchObject({ city: 'toronto', roomType: 'condo' })
    expect(answer.text).toBe('Here are condos in North York. Tap one to see it.')
    // The second call carries the tool's result: counts only, no address or MLS number.
    const second = JSON.stringify(prompts[1])
    expect(second).toContain('shownToPerson')
    for (const l of out.items) {
      expect(second).not.toContain(l.mlNum)
      expect(second).not.toContain(l.address)
    }
  })

  it('falls back to the built-in engine when the model fails', async () => {
    behaviour = async () => {
      throw new Error('connection refused')
    }
    const answer = await ask('2 bedroom condo in North York under 800k')
    expect(prompts).toHaveLength(1)
    expect(answer.done).toBe(true)
    expect(answer.text).toContain('Searching condos with 2+ bedrooms in North York, Toronto, up to $800,000')
    expect(answer.tools.map((x) => x.name)).toEqual(['searchListings'])
  })

  it('falls back to the built-in engine when the model takes too long', async () => {
    behaviour = async () => ({
      stream: simulateReadableStream<object>({
        chunks: [...textChunks('Let me think about that for a very long time.'), finish('stop')],
        initialDelayInMs: 20_000,
      }),
    })
    const answer = await ask('北约克两室公寓，80万以内')
    expect(answer.done).toBe(true)
    expect(answer.text).toContain('正在搜索：北约克2室及以上公寓，80万加元以内')
    expect(answer.text).not.toContain('very long time')
  })

  it('never sends a steering question to the model', async () => {
    behaviour = async () => {
      throw new Error('must not be called')
    }
    const answer = await ask('a neighbourhood with mostly white people')
    expect(prompts).toHaveLength(0)
    expect(answer.text).toContain('I can’t choose homes or areas by race')
  })

  it('stops an answer that describes an area by who lives there, in the language of the question', async () => {
    behaviour = async () => ({
      stream: simulateReadableStream<object>({
        chunks: [...textChunks('米利肯很安静。这个社区华人很多，您会感到很自在。'), finish('stop')],
      }),
    })
    const answer = await ask('米利肯怎么样')
    expect(answer.text).toContain('米利肯很安静。')
    expect(answer.text).not.toContain('华人很多')
    expect(answer.text).toContain('我不能按种族')
  })

  it('sends listing data to the model only when AI_SEND_LISTING_DATA says so', async () => {
    const output = { input: {}, total: 1, items: [{ mlNum: 'C1234567', address: '1 Yonge St' }], vow: {} }
    const tools = {} as ChatTools
    const toModel = async (send: boolean) =>
      JSON.stringify(
        await modelTools({
          tools,
          viewer: null,
          locale: 'en-GB',
          sendListingData: send,
        }).searchListings?.toModelOutput?.({
          toolCallId: 'c',
          input: {},
          output,
        }),
      )
    expect(await toModel(false)).not.toContain('C1234567')
    expect(await toModel(true)).toContain('C1234567')
  })
})
