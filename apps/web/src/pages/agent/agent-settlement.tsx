import { AgentSettlementScreen } from '../../features/agents/index.ts'

/** /pages/agent/agent-settlement (Broker entry): the onboarding form, or the application's status. */
export default function AgentSettlementPage() {
  return <AgentSettlementScreen />
}
