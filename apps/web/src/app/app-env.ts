import { parseProductDomains } from '@maplenest/core'

/** The build's settings, read in one place. */

/** The router's base path ('/h5'), without a trailing slash. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '')

/**
 * Product domains whose sub-domains are agents' own apps: a setting of the server, which writes it into the page
 * (`<meta name="maplenest-product-domains">`), so one build serves every agent. `VITE_PRODUCT_DOMAINS` is only the
 * fallback for a page served by the Vite dev server. Empty: no host is treated as an agent app.
 */
export const PRODUCT_DOMAINS: readonly string[] = parseProductDomains(
  (typeof document === 'undefined'
    ? null
    : document.querySelector('meta[name="maplenest-product-domains"]')?.getAttribute('content')) ??
    import.meta.env.VITE_PRODUCT_DOMAINS,
)
