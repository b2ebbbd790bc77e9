/** Sub-domains of a product domain that belong to the product itself, not to an agent. */
const PRODUCT_SUBDOMAINS: ReadonlySet<string> = new Set(['www', 'h5', 'app', 'm', 'api'])

/** Whether this host is an agent's own app: `<agent>.<product domain>` (such apps are English only, spec §1). */
export function isAgentSubdomain(hostname: string, productDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  return productDomains.some((domain) => {
    if (!host.endsWith(`.${domain}`)) return false
    const label = host.slice(0, -domain.length - 1)
    return label.length > 0 && !label.includes('.') && !PRODUCT_SUBDOMAINS.has(label)
  })
}
