/** What other parts of the app may use from agents; everything else stays inside the feature. */

export { AgentDetailScreen } from './agent-detail-screen.tsx'
export { AgentListScreen } from './agent-list-screen.tsx'
export { AgentSettlementScreen } from './agent-settlement-screen.tsx'
export { DirectListScreen } from './direct-list-screen.tsx'
