import { placeholder, type Screen } from '../screen-builders.ts'

/** Agents, broker onboarding and owner-direct listings. */
export const AGENT_SCREENS = {
  agentList: placeholder('agent-list'),
  agentDetail: placeholder('agent-detail', 'detail'),
  agentSettlement: placeholder('agent-settlement'),
  directList: placeholder('direct-list'),
} as const satisfies Record<string, Screen>
