import { parseProductDomains } from '@maplenest/core'

/**
 * Product domains whose sub-domains are agents' own apps: a setting of the server, which writes it into the page
 * (`<meta name="maplenest-product-domains">`), so one build serves every agent. `VITE_PRODUCT_DOMAINS` is only the
 * fallback for a page served by the Vite dev server. Empty: no host is treated as an agent app.
 */
export const PRODUCT_DOMAINS_OF_PAGE: readonly string[] = parseProductDomains(
  (typeof document === 'undefined'
    ? null
    : document.querySelector('meta[name="maplenest-product-domains"]')?.getAttribute('content')) ??
    import.meta.env.VITE_PRODUCT_DOMAINS,
)
