import type { uiAgents as en } from '../en-GB/ui-agents.ts'

export const uiAgents: Record<keyof typeof en, string> = {}
