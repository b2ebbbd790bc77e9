import { AgentDetailScreen } from '../../features/agents/agent-detail-screen.tsx'

/** /pages/agent/agent-detail?id=: one agent with every field and the contact actions. */
export default function AgentDetailPage() {
  return <AgentDetailScreen />
}
