/** The build's settings, read in one place. */
import { FORCED_LOGIN_META } from '@maplenest/core'
import { PRODUCT_DOMAINS_OF_PAGE } from '../shared/agent-app/product-domains.ts'

/** The router's base path ('/h5'), without a trailing slash. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '')

/** Product domains whose sub-domains are agents' own apps (a run-time setting of the server, read from the page). */
export const PRODUCT_DOMAINS: readonly string[] = PRODUCT_DOMAINS_OF_PAGE

/**
 * Whether sign-in is forced (spec §2, the server's FORCED_LOGIN, written into the page): every screen but those of
 * signing in, registering and the terms sends a visitor to sign in first.
 */
export const FORCED_LOGIN: boolean =
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${FORCED_LOGIN_META}"]`)?.getAttribute('content') === 'true'
