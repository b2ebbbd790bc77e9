import { AgentDetailScreen } from '../../features/agents/index.ts'

/** /pages/agent/agent-detail?id=: one agent with every field and the contact actions. */
export default function AgentDetailPage() {
  return <AgentDetailScreen />
}
