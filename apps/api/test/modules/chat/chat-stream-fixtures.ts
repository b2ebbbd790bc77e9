import type { LightMyRequestResponse } from 'fastify'

export interface ReadAnswer {
  chunks: { type: string; [key: string]: unknown }[]
  /** Every text part's words, joined. */
  text: string
  /** Tool outputs by tool name, in order. */
  tools: { name: string; input: unknown; output: unknown; state: 'output' | 'approval' | 'denied' }[]
  chips: string[]
  done: boolean
}

/** Reads a UI message stream answer to its end: the server-sent events, the [DONE] line, and what they carried. */
export function readAnswer(res: LightMyRequestResponse): ReadAnswer {
  const chunks: ReadAnswer['chunks'] = []
  let done = false
  for (const line of res.body.split('\n')) {
    if (!line.startsWith('data: ')) continue
    const data = line.slice(6)
    if (data === '[DONE]') {
      done = true
      continue
    }
    chunks.push(JSON.parse(data))
  }
  const names = new Map<string, { name: string; input: unknown }>()
  const tools: ReadAnswer['tools'] = []
  for (const c of chunks) {
    if (c.type === 'tool-input-available') names.set(String(c.toolCallId), { name: String(c.toolName), input: c.input })
    if (c.type === 'tool-output-available') {
      const call = names.get(String(c.toolCallId))
      tools.push({ name: call?.name ?? '?', input: call?.input, output: c.output, state: 'output' })
    }
    if (c.type === 'tool-approval-request') {
      const call = names.get(String(c.toolCallId))
      tools.push({ name: call?.name ?? '?', input: call?.input, output: null, state: 'approval' })
    }
    if (c.type === 'tool-output-denied') tools.push({ name: '?', input: null, output: null, state: 'denied' })
  }
  return {
    chunks,
    text: chunks
      .filter((c) => c.type === 'text-delta')
      .map((c) => String(c.delta))
      .join(''),
    tools,
    chips: chunks.flatMap((c) => (c.type === 'data-suggestions' ? ((c.data as { chips: string[] }).chips ?? []) : [])),
    done,
  }
}
