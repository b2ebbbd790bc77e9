import { agentSubdomainOf } from '@maplenest/core'

/** Whether this host is an agent's own app: `<agent>.<product domain>`. */
export function isAgentSubdomain(hostname: string, productDomains: readonly string[]): boolean {
  return agentSubdomainOf(hostname, productDomains) !== null
}
