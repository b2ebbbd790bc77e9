import type {
  BookShowingInput,
  BookShowingOutput,
  ChatMortgageInput,
  ChatMortgageOutput,
  ChatSuggestions,
  FindProjectsInput,
  FindProjectsOutput,
  FindSchoolsInput,
  FindSchoolsOutput,
  GetListingOutput,
  MarketFactsInput,
  MarketFactsOutput,
  SearchListingsInput,
  SearchListingsOutput,
} from '@maplenest/core'
import type { UIMessage } from 'ai'

/** The assistant's tools as the web sees their parts: input and output of each. */
type ChatTools = {
  searchListings: { input: SearchListingsInput; output: SearchListingsOutput }
  getListing: { input: { mlNum: string }; output: GetListingOutput }
  findSchools: { input: FindSchoolsInput; output: FindSchoolsOutput }
  findProjects: { input: FindProjectsInput; output: FindProjectsOutput }
  marketFacts: { input: MarketFactsInput; output: MarketFactsOutput }
  mortgage: { input: ChatMortgageInput; output: ChatMortgageOutput }
  bookShowing: { input: BookShowingInput; output: BookShowingOutput }
}

/** One message of a conversation: text, tool parts carrying the cards, and follow-up chips. */
export type ChatMessage = UIMessage<never, { suggestions: ChatSuggestions }, ChatTools>
export type ChatPart = ChatMessage['parts'][number]

/** The last search of an answer, for the map: what was asked and what was found. */
export function lastSearchOf(message: ChatMessage): SearchListingsOutput | null {
  for (let i = message.parts.length - 1; i >= 0; i--) {
    const part = message.parts[i]
    if (part?.type === 'tool-searchListings' && part.state === 'output-available') return part.output
  }
  return null
}

/** The words of a message, for copying. */
export const textOf = (message: ChatMessage) =>
  message.parts
    .flatMap((p) => (p.type === 'text' ? [p.text] : []))
    .join('\n')
    .trim()
