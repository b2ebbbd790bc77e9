import type { LeadQuestionKind } from '@maplenest/core'
import { createContext, type ReactNode, use } from 'react'

/** What a client asks the agent of the app they are in about: a home, the homes they compare, a conversation. */
export type LeadQuestionTarget =
  | { kind: 'ask'; mlNum: string; subject: string }
  | { kind: 'compare'; mlNums: readonly string[]; subject: string }
  | {
      kind: 'chat'
      chatId: string
      subject: string /** What the person asked the assistant first, to start the question with. */
      summary?: string
    }

export type RenderLeadQuestion = (target: LeadQuestionTarget) => ReactNode

/**
 * "Send a question" to the agent of the app as a slot: the listing, compare and chat screens (other features) cannot
 * import the leads feature, so the app layer fills this with its button and form; without a provider, or outside an
 * agent's app, nothing shows.
 */
export const LeadQuestionSlotContext = createContext<RenderLeadQuestion | null>(null)

/** The question button for this target, or nothing. */
export function useLeadQuestionSlot(target: LeadQuestionTarget | null | undefined): ReactNode {
  const render = use(LeadQuestionSlotContext)
  return render && target ? render(target) : null
}

export type { LeadQuestionKind }
