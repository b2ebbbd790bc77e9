import { LeadScreen } from '../../../features/leads/index.ts'

/** /pages/my/leads/lead?id=: one of the agent's leads. */
export default function LeadPage() {
  return <LeadScreen />
}
