import type { Locale } from '../i18n/locales.ts'

/**
 * The contract between the api server and the web app's server render (a build of its own, loaded by the server at
 * start): the server asks for a page, the web app draws its first screen. Plain data both ways, so neither side
 * imports the other.
 */

/** One api call the render makes, answered in the same process (as an anonymous visitor). */
export interface ServerRenderCall {
  method: string
  /** Path and query, e.g. /house/api/listing/v1/search?city=toronto. */
  url: string
  headers: Record<string, string>
  body?: string
}

export interface ServerRenderAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export interface ServerRenderRequest {
  /** The page's path and query, base included: /h5/pages/home?language=zh-Hans-CN. */
  url: string
  /** The language the page is drawn in (the server's reading of the link, the host and the page's cookie). */
  locale: Locale
}

/** A picture to preload because it is the largest thing on the first screen. */
export interface PreloadImage {
  href: string
  srcset?: string
  sizes?: string
}

export interface ServerRenderResult {
  /** The first screen's markup, to go inside the page's root element. */
  html: string
  /** The answers the screen was drawn from (a dehydrated query cache); the app starts from them. */
  state: unknown
  /** The client build's modules the screen is made of (manifest keys): their scripts and styles go with the page. */
  modules: string[]
  /** The screen's title, in the page's language. */
  title: string
  /** The picture at the top of the screen, if any. */
  image: PreloadImage | null
  /** When the screen was drawn (ms since the epoch): the browser takes it over as of the same time. */
  drawnAt: number
}

/** The web app's server render: null when the page is not one drawn on the server (the app then draws it). */
export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>

/**
 * What the server render's module exports: given how to answer its api calls (the same for every page, as an
 * anonymous visitor), the render.
 */
export type CreateServerRender = (options: {
  call: (call: ServerRenderCall) => Promise<ServerRenderAnswer>
}) => ServerRender
