import type { AgentAppRecord } from '@maplenest/core'
import { api } from '../../../shared/api/api.ts'

/**
 * GET /house/api/pdf/test?domain=: the agent app records of this host ([] for the product's own hosts). An unknown
 * agent sub-domain answers 'Unauthorized subdomain', which the API client turns into the 404 page (spec §8).
 */
export const getDomainApps = (domain: string) =>
  api.get<AgentAppRecord[]>('/house/api/pdf/test', { query: { domain }, toast: false })
