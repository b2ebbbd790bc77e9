import { AgentDetailScreen } from '../../features/agents/index.ts'
import { AgentLicence } from '../../features/rentals/index.ts'

/**
 * /pages/agent/agent-detail?id=: one agent with every field and the contact actions, their registration number with
 * where to check it, and a way to report a suspected scam.
 */
export default function AgentDetailPage() {
  return (
    <AgentDetailScreen
      licence={(agent) => (
        <AgentLicence
          agentId={agent.id}
          name={agent.name}
          registrationNumber={agent.practiceId}
          serviceCities={agent.serviceCities}
        />
      )}
    />
  )
}
