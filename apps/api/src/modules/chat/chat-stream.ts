import type { ChatToolName } from '@maplenest/core'
import { generateId, type UIMessage, type UIMessageStreamWriter } from 'ai'

/** The assistant's UI messages: text, tool parts with the cards' data, and follow-up chips. */
export type ChatUIMessage = UIMessage<never, { suggestions: { chips: string[] } }>

/**
 * Writes an answer as UI message stream chunks, the same shapes a model's answer streams in: text in small pieces,
 * tool parts with their input and output, approval requests and follow-up chips.
 */
export class AnswerWriter {
  constructor(private readonly writer: UIMessageStreamWriter<ChatUIMessage>) {}

  start(messageId?: string): void {
    this.writer.write(messageId ? { type: 'start', messageId } : { type: 'start' })
    this.writer.write({ type: 'start-step' })
  }

  finish(): void {
    this.writer.write({ type: 'finish-step' })
    this.writer.write({ type: 'finish' })
  }

  /** Text in pieces of a few words (a few characters of Chinese), as a model would stream it. */
  text(content: string): void {
    if (!content) return
    const id = generateId()
    this.writer.write({ type: 'text-start', id })
    for (const piece of content.match(
      /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]{1,6}|[^\u3400-\u9fff\uff00-\uffef\u3000-\u303f]+?(?:\s+|$)|\S/g,
    ) ?? [content])
      this.writer.write({ type: 'text-delta', id, delta: piece })
    this.writer.write({ type: 'text-end', id })
  }

  tool(name: ChatToolName, input: unknown, output: unknown): string {
    const toolCallId = `call-${generateId()}`
    this.writer.write({ type: 'tool-input-available', toolCallId, toolName: name, input })
    this.writer.write({ type: 'tool-output-available', toolCallId, output })
    return toolCallId
  }

  /** A tool call the person must confirm before it runs. */
  askApproval(name: ChatToolName, input: unknown): { toolCallId: string; approvalId: string } {
    const toolCallId = `call-${generateId()}`
    const approvalId = `approval-${generateId()}`
    this.writer.write({ type: 'tool-input-available', toolCallId, toolName: name, input })
    this.writer.write({ type: 'tool-approval-request', approvalId, toolCallId })
    return { toolCallId, approvalId }
  }

  /** The result of a call the person confirmed (or refused: `denied`). */
  approved(toolCallId: string, output: unknown): void {
    this.writer.write({ type: 'tool-output-available', toolCallId, output })
  }

  denied(toolCallId: string): void {
    this.writer.write({ type: 'tool-output-denied', toolCallId })
  }

  suggestions(chips: readonly string[]): void {
    if (chips.length) this.writer.write({ type: 'data-suggestions', data: { chips: [...chips] } })
  }
}
