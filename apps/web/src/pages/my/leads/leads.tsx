import { LeadsScreen } from '../../../features/leads/index.ts'

/** /pages/my/leads/leads: the agent's leads. */
export default function LeadsPage() {
  return <LeadsScreen />
}
