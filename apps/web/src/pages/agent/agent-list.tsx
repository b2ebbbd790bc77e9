import { AgentListScreen } from '../../features/agents/agent-list-screen.tsx'

/** /pages/agent/agent-list: agents by transactions or rating, service city and language. */
export default function AgentListPage() {
  return <AgentListScreen />
}
