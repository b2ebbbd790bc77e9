import { PRODUCT_DOMAINS_META, parseProductDomains } from '@maplenest/core'

/**
 * Product domains whose sub-domains are agents' own apps: a setting of the server, which writes it into the page
 * (the meta element `PRODUCT_DOMAINS_META`), so one build serves every agent. `VITE_PRODUCT_DOMAINS` is only the
 * fallback for a page served by the Vite dev server. Empty: no host is treated as an agent app.
 */
export const PRODUCT_DOMAINS_OF_PAGE: readonly string[] = parseProductDomains(
  (typeof document === 'undefined'
    ? null
    : document.querySelector(`meta[name="${PRODUCT_DOMAINS_META}"]`)?.getAttribute('content')) ??
    import.meta.env.VITE_PRODUCT_DOMAINS,
)
