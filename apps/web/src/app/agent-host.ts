import { agentSubdomainOf } from '@maplenest/core'

/** Whether this host is an agent's own app: `<agent>.<product domain>` (such apps are English only, spec §1). */
export function isAgentSubdomain(hostname: string, productDomains: readonly string[]): boolean {
  return agentSubdomainOf(hostname, productDomains) !== null
}
