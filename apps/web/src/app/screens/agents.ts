import { own, ownDetail, type Screen } from '../screen-builders.ts'

/** Agents, broker onboarding and owner-direct listings. */
export const AGENT_SCREENS = {
  agentList: own('agent-list', () => import('../../pages/agent/agent-list.tsx')),
  agentDetail: ownDetail('agent-detail', () => import('../../pages/agent/agent-detail.tsx')),
  agentSettlement: own('agent-settlement', () => import('../../pages/agent/agent-settlement.tsx')),
  directList: own('direct-list', () => import('../../pages/direct/direct-list.tsx')),
} as const satisfies Record<string, Screen>
