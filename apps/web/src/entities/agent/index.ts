/** An agent as other screens show them: the card with photo, rating and languages, and the agent screens' paths. */

export { AgentCard } from './agent-card.tsx'
export {
  AGENT_LIST_PATH,
  AGENT_SETTLEMENT_PATH,
  agentDetailHref,
  DIRECT_LIST_PATH,
} from './agent-paths.ts'
