/** The build's settings, read in one place. */
import { PRODUCT_DOMAINS_OF_PAGE } from '../shared/agent-app/product-domains.ts'

/** The router's base path ('/h5'), without a trailing slash. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '')

/** Product domains whose sub-domains are agents' own apps (a run-time setting of the server, read from the page). */
export const PRODUCT_DOMAINS: readonly string[] = PRODUCT_DOMAINS_OF_PAGE
