/** The build's settings, read in one place. */

/** The router's base path ('/h5'), without a trailing slash. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '')

/**
 * Product domains whose sub-domains are agents' own apps, comma-separated (e.g. "maplenest.ca,maplenest.cn").
 * Empty by default: no host is treated as an agent app.
 */
export const PRODUCT_DOMAINS: readonly string[] = (import.meta.env.VITE_PRODUCT_DOMAINS ?? '')
  .split(',')
  .map((domain: string) => domain.trim().toLowerCase())
  .filter(Boolean)
