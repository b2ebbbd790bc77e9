/** Sub-domains of a product domain that belong to the product itself, never to an agent's app. */
export const PRODUCT_SUBDOMAINS: readonly string[] = ['www', 'h5', 'app', 'm', 'api']

/**
 * Words an agent may not take as a sub-domain: the product's own hosts, infrastructure names, and words that would
 * let an app pass for the product or for staff.
 */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  ...PRODUCT_SUBDOMAINS,
  'admin',
  'administrator',
  'assets',
  'auth',
  'blog',
  'cdn',
  'demo-admin',
  'dev',
  'docs',
  'ftp',
  'help',
  'imap',
  'login',
  'mail',
  'maplenest',
  'mx',
  'ns1',
  'ns2',
  'official',
  'pay',
  'payments',
  'pop',
  'root',
  'smtp',
  'static',
  'staff',
  'status',
  'support',
  'test',
  'webmail',
]

export const SUBDOMAIN_MIN = 3
export const SUBDOMAIN_MAX = 30
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

/** Parses a comma-separated list of product domains ("maplenest.ca, maplenest.cn") into lower-case names. */
export function parseProductDomains(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean)
}

/** A host name without its port, lower-cased ("Demo.MapleNest.localhost:8080" → "demo.maplenest.localhost"). */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase()
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  return h.replace(/:\d+$/, '').replace(/\.$/, '')
}

/**
 * The agent's label when this host is an agent's own app (`<agent>.<product domain>`), else null: the product's
 * own hosts (the bare domain, www, h5, app, m, api) and hosts of other domains are not agents' apps.
 */
export function agentSubdomainOf(host: string, productDomains: readonly string[]): string | null {
  const name = hostName(host)
  for (const domain of productDomains) {
    if (!name.endsWith(`.${domain}`)) continue
    const label = name.slice(0, -domain.length - 1)
    if (label.length > 0 && !label.includes('.') && !PRODUCT_SUBDOMAINS.includes(label)) return label
  }
  return null
}

/** The product domain this host belongs to (the domain itself or one of its sub-domains), or null. */
export function productDomainOf(host: string, productDomains: readonly string[]): string | null {
  const name = hostName(host)
  return productDomains.find((d) => name === d || name.endsWith(`.${d}`)) ?? null
}
