import { AgentListScreen } from '../../features/agents/index.ts'

/** /pages/agent/agent-list: agents by transactions or rating, service city and language. */
export default function AgentListPage() {
  return <AgentListScreen />
}
