import type { apiAgents as en } from '../en-GB/api-agents.ts'

export const apiAgents: Record<keyof typeof en, string> = {}
