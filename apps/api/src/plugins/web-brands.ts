import type { Locale, WebAppManifest } from '@maplenest/core'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** An agent's app as the web app's page and manifest show it. */
export interface WebBrand {
  appId: string
  userId: string
  appName: string
  shortName: string
  themeColor: string
  /** The language the app opens in for a person who has chosen none (decision 0133). */
  defaultLanguage: Locale
  appleTouchIcon: string
  manifest: WebAppManifest
}

/** Where a page was asked for: its host (with port) and the `appId` of its link, if any. */
export interface BrandRequest {
  host: string
  appId: string | null
}

export type WebBrandResolver = (request: BrandRequest) => Promise<WebBrand | null>

/**
 * The product domains (a run-time setting, told to the page) and the agent apps' brands: the module that knows the
 * apps sets the resolver, and the static web plugin asks it for every page and manifest it serves.
 */
export interface WebBrands {
  readonly productDomains: readonly string[]
  setResolver(resolve: WebBrandResolver): void
  resolve(request: BrandRequest): Promise<WebBrand | null>
}

declare module 'fastify' {
  interface FastifyInstance {
    webBrands: WebBrands
  }
}

export const webBrandsPlugin = fp(
  async (app: FastifyInstance, opts: { productDomains: readonly string[] }) => {
    let resolver: WebBrandResolver | null = null
    app.decorate('webBrands', {
      productDomains: opts.productDomains,
      setResolver(resolve: WebBrandResolver) {
        resolver = resolve
      },
      resolve: (request: BrandRequest) => (resolver ? resolver(request) : Promise.resolve(null)),
    })
  },
  { name: 'maplenest-web-brands' },
)
