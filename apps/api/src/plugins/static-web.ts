import { existsSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import {
  APP_LANGUAGE_META,
  agentSubdomainOf,
  FORCED_LOGIN_META,
  type Locale,
  PRODUCT_DOMAINS_META,
  PRODUCT_MANIFEST,
  parseLocale,
  type ServerRenderResult,
  translate,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../lib/http-error.ts'
import { onCacheGenerationBumped, readCacheGeneration } from '../platform/cache-generations.ts'
import { createPageCache, type PageCache } from './page-cache.ts'
import { readWebAssets } from './web-assets.ts'
import type { WebBrand } from './web-brands.ts'
import {
  loadServerRender,
  type PageDraw,
  pageLocale,
  SERVER_RENDER_DIR,
  serverRenderedPage,
  withCataloguePreload,
} from './web-render.ts'

export const WEB_BASE = '/h5/'

/** A link preview: the Open Graph title, description and image (absolute or site-relative URL) of a shared page. */
export interface SharePreview {
  title: string
  description: string
  image: string | null
}

export type ShareQuery = Record<string, string | string[] | undefined>
export type SharePreviewResolver = (query: ShareQuery, locale: Locale) => Promise<SharePreview | null>

/**
 * Which share pages get link previews, and from whom: each module registers the pages it draws (a pattern over the
 * path under /h5/, e.g. `pages/share/condo-detail-share`) with a resolver that reads the page's query.
 */
export interface SharePreviewRegistry {
  register(page: RegExp, resolve: SharePreviewResolver): void
  /** The preview of a page, or null when no module draws it or the resolver has none. */
  resolve(path: string, query: ShareQuery, locale: Locale): Promise<SharePreview | null>
}

declare module 'fastify' {
  interface FastifyInstance {
    sharePreviews: SharePreviewRegistry
  }
}

export function createSharePreviewRegistry(): SharePreviewRegistry {
  const entries: { page: RegExp; resolve: SharePreviewResolver }[] = []
  return {
    register(page, resolve) {
      entries.push({ page, resolve })
    },
    async resolve(path, query, locale) {
      const entry = entries.find((e) => e.page.test(path))
      return entry ? entry.resolve(query, locale) : null
    },
  }
}

/** The registry, on the root instance; modules that add their pages to it name it among their dependencies. */
export const sharePreviewsPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('sharePreviews')) app.decorate('sharePreviews', createSharePreviewRegistry())
  },
  { name: 'maplenest-share-previews' },
)

/** A query parameter that is one short id (letters, digits, hyphens), or null. */
export function shareParam(query: ShareQuery, name: string): string | null {
  const value = query[name]
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null
}

/** An address on the public address: absolute ones as they are, site-relative ones under PUBLIC_URL. */
function absolute(href: string, publicUrl: string): string {
  if (/^https?:\/\//.test(href)) return href
  return href.startsWith('/') ? `${publicUrl}${href}` : new URL(href, `${publicUrl}/`).href
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The Open Graph tags of a shared page, so chat apps and social sites show its title, summary and picture. Its
 * address and picture are absolute on the public address (PUBLIC_URL), never on the Host the request named.
 */
async function shareTags(
  app: FastifyInstance,
  req: FastifyRequest,
  path: string,
  publicUrl: string,
  siteName: string,
): Promise<string | null> {
  if (!app.hasDecorator('sharePreviews')) return null
  const query = req.query as ShareQuery
  const language = typeof query.language === 'string' ? query.language : undefined
  const locale = language ? parseLocale(language) : req.locale
  const preview = await app.sharePreviews.resolve(path, query, locale)
  if (!preview) return null
  const image = preview.image && absolute(preview.image, publicUrl)
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', siteName],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', `${publicUrl}${req.url}`],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
  ]
  return [
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ].join('')
}

/**
 * Whether a path under /h5/ names a file (a build asset, the manifest, an icon) rather than a screen: those are
 * served from the build or answered 404, never with index.html, which a browser would take as the file's content.
 * Screen paths of the spec have no dot in their last segment.
 */
function isFilePath(path: string): boolean {
  return path.startsWith('assets/') || /\.[a-z0-9]+$/i.test(path)
}

/** Whether a request's URL names a file of the web app (see `isFilePath`), which no rate limit counts. */
export function isWebFileUrl(url: string): boolean {
  const path = url.split('?', 1)[0]!
  return path.startsWith(WEB_BASE) && isFilePath(path.slice(WEB_BASE.length))
}

/** index.html with extra tags at the end of its head (or at the start of the document when it has no head). */
function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i)
  if (at >= 0) return `${html.slice(0, at)}${tags}${html.slice(at)}`
  const doctype = /^<!doctype[^>]*>/i.exec(html)
  return doctype ? `${doctype[0]}${tags}${html.slice(doctype[0].length)}` : `${tags}${html}`
}

/**
 * The server's settings for the page to read at start: the product domains (agent sub-domains are a run-time setting
 * of the server) and, when it is on, forced sign-in.
 */
function settingsTags(app: FastifyInstance, forcedLogin: boolean): string {
  const forced = forcedLogin ? `<meta name="${FORCED_LOGIN_META}" content="true">` : ''
  if (!app.hasDecorator('webBrands')) return forced
  return `<meta name="${PRODUCT_DOMAINS_META}" content="${escapeHtml(app.webBrands.productDomains.join(','))}">${forced}`
}

/** The agent app a page is asked for: by its host's sub-domain, or by `appId` in the link. */
async function brandOf(app: FastifyInstance, req: FastifyRequest): Promise<WebBrand | null> {
  if (!app.hasDecorator('webBrands')) return null
  const appId = (req.query as Record<string, unknown>).appId
  return app.webBrands.resolve({ host: req.host, appId: typeof appId === 'string' ? appId : null })
}

/**
 * index.html as an agent's app: its name as the title and home-screen title, its colour, its touch icon, and the
 * manifest of that app (so "Add to Home Screen" installs the agent's app with the agent's icon).
 */
function brandedHtml(html: string, brand: WebBrand, locale: Locale): string {
  const manifestHref = `/h5/manifest.webmanifest?appId=${encodeURIComponent(brand.appId)}`
  const appName = brand.appName
  // Replacements are functions: a string replacement would read `$&` or `$'` in an agent's app name as patterns.
  let out = html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(brand.appName)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/i,
      () =>
        `<meta name="description" content="${escapeHtml(translate(locale, 'agentApp.page.description', { appName }))}" />`,
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/i,
      () => `<noscript>${escapeHtml(translate(locale, 'agentApp.page.noscript', { appName }))}</noscript>`,
    )
    .replace(
      /<meta name="theme-color"[^>]*>/i,
      () => `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}" />`,
    )
    .replace(
      /<meta name="apple-mobile-web-app-title"[^>]*>/i,
      () => `<meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.shortName)}" />`,
    )
    .replace(
      /<link rel="apple-touch-icon"[^>]*>/i,
      () => `<link rel="apple-touch-icon" sizes="180x180" href="${escapeHtml(brand.appleTouchIcon)}" />`,
    )
  out = /<link rel="manifest"[^>]*>/i.test(out)
    ? out.replace(/<link rel="manifest"[^>]*>/i, () => `<link rel="manifest" href="${escapeHtml(manifestHref)}">`)
    : withHeadTags(out, `<link rel="manifest" href="${escapeHtml(manifestHref)}">`)
  // the agent's default language, for the app to choose the page's language as the server did (decision 0133)
  return withHeadTags(
    out,
    `<meta name="maplenest-app" content="${escapeHtml(brand.appId)}">` +
      `<meta name="${APP_LANGUAGE_META}" content="${brand.defaultLanguage}">`,
  )
}

export interface StaticWebOptions {
  root: string
  /** The address people reach the service at (PUBLIC_URL): absolute links in pages start with it. */
  publicUrl: string
  /** How long a drawn page is kept at most, and how often the generation of what pages show is read. */
  pageCache?: { ttlMs?: number; checkEveryMs?: number }
  /** Forced sign-in (FORCED_LOGIN): the page says so to the app, and no screen is drawn for a visitor. */
  forcedLogin?: boolean
}

/**
 * Serves the built web app under /h5/. Hashed files in /h5/assets/ are cached for a year; index.html, the service
 * worker and the manifest are revalidated on every load. Any other path under /h5/ (a deep link such as
 * /h5/pages/toronto/sale/sale-list?x=1) gets index.html so the app's router takes it; a share page registered in
 * `app.sharePreviews` (…/share/condo-detail-share?mlNum=…) gets it with Open Graph tags. `/` redirects to /h5/, and
 * `/favicon.ico` to the app's icon.
 *
 * Screens the server draws are kept per address and language (decision 0098) until what they show changes (the
 * `pages` generation) or a minute passes, and count against the heavy rate limit; `X-Cache` says whether a page
 * was drawn for this request (`miss`) or not (`hit`).
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: StaticWebOptions) => {
  app.get('/', { schema: { hide: true } }, (req, reply) => {
    const q = req.url.indexOf('?')
    return reply.redirect(q >= 0 ? `${WEB_BASE}${req.url.slice(q)}` : WEB_BASE, 302)
  })
  // Browsers ask for an icon at the root when a page names none yet (one left before it had loaded): the app's.
  app.get('/favicon.ico', { schema: { hide: true } }, (_req, reply) => reply.redirect(`${WEB_BASE}favicon.svg`, 301))

  const indexFile = join(opts.root, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn({ root: opts.root }, 'web app not built: run `npm run build` to serve /h5/')
    const notBuilt = (_req: unknown, reply: import('fastify').FastifyReply) =>
      reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.')
    app.get('/h5', { schema: { hide: true } }, notBuilt)
    app.get('/h5/*', { schema: { hide: true } }, notBuilt)
    return
  }
  const indexHtml = readFileSync(indexFile, 'utf8')
  const assets = readWebAssets(opts.root)
  // The first screens people land on are drawn here (decision 0080); without the server render's bundle, or when
  // it fails, the page is the app's shell and the browser draws the screen.
  const serverRender = await loadServerRender(app, opts.root).catch((err: unknown) => {
    app.log.error({ err }, "the web app's server render could not load; pages are drawn in the browser")
    return null
  })
  const drawn: PageCache<ServerRenderResult | null> | null = serverRender
    ? createPageCache<ServerRenderResult | null>({
        generation: () =>
          app.hasDecorator('database') ? readCacheGeneration(app.database.db, 'pages') : Promise.resolve(0),
        ...opts.pageCache,
        sizeOf: (value) => {
          const result = value as ServerRenderResult | null
          return result ? 256 + result.html.length + JSON.stringify(result.state).length : 256
        },
        onGenerationError: (err) => app.log.warn({ err }, 'generation of drawn pages not read; kept pages stay'),
      })
    : null
  const stopListening = onCacheGenerationBumped((name) => {
    if (name === 'pages') drawn?.recheck()
  })
  app.addHook('onClose', async () => stopListening())

  await app.register(fastifyStatic, {
    root: opts.root,
    serve: false,
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      else res.setHeader('cache-control', 'no-cache')
    },
  })

  // the page's language follows its cookie, so a cache must keep one copy per cookie
  const sendIndex = (
    _req: unknown,
    reply: import('fastify').FastifyReply,
    page: { html: string; cache: 'hit' | 'miss' | null } = { html: indexHtml, cache: null },
  ) => {
    if (page.cache) reply.header('x-cache', page.cache)
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(page.html)
  }

  /** A screen as the server draws it for a link and language: kept, or drawn now (null: the browser draws it). */
  const drawScreen = (req: FastifyRequest, locale: Locale, cache: PageCache<ServerRenderResult | null>) =>
    cache.get(`${locale} ${req.url}`, async () => {
      const draw: PageDraw = await serverRender!.forPage(req, { url: req.url, locale })
      return { value: draw.result, keep: draw.complete }
    })

  /**
   * index.html for this request: the product domains, the agent app's brand when one is asked for, share tags; and
   * for a screen the server draws (not in an agent's app, whose brand the browser draws), that screen.
   */
  const pageFor = async (
    req: FastifyRequest,
    path: string,
  ): Promise<{ html: string; cache: 'hit' | 'miss' | null }> => {
    let html = withHeadTags(indexHtml, settingsTags(app, opts.forcedLogin ?? false))
    let branded = false
    // a page of an agent's app is shared under her brand
    let siteName = 'MapleNest'
    let locale = pageLocale(req, null)
    try {
      const brand = await brandOf(app, req)
      if (brand) {
        locale = pageLocale(req, brand.defaultLanguage)
        html = brandedHtml(html, brand, locale)
        siteName = brand.appName
      }
      branded = brand !== null
    } catch (err) {
      req.log.warn({ err }, 'agent app brand failed; serving the plain page')
    }
    // the page is in the language the app will show, from the first byte
    html = html.replace(/<html lang="[^"]*"/i, () => `<html lang="${locale}"`)
    let tags: string | null = null
    try {
      tags = await shareTags(app, req, path, opts.publicUrl, siteName)
    } catch (err) {
      req.log.warn({ err }, 'share preview failed; serving the plain page')
    }
    if (tags) html = withHeadTags(html, tags)
    const agentHost =
      app.hasDecorator('webBrands') &&
      agentSubdomainOf(req.host.replace(/:\d+$/, ''), app.webBrands.productDomains) !== null
    if (drawn && !opts.forcedLogin && !branded && !agentHost && path !== 'index.html') {
      try {
        const { value: result, hit } = await drawScreen(req, locale, drawn)
        const cache = hit ? 'hit' : 'miss'
        if (result) return { html: serverRenderedPage(html, result, assets, locale), cache }
        return { html: withCataloguePreload(html, assets, locale), cache }
      } catch (err) {
        req.log.warn({ err }, 'server render failed; serving the app to draw the page')
      }
    }
    return { html: withCataloguePreload(html, assets, locale), cache: null }
  }

  // Screens count against the heavy limit (a draw costs far more than a query); the build's files, which the
  // general limit lets through, are not counted by it either.
  const heavy = { rateLimit: app.heavyRateLimit }

  app.get('/h5', { schema: { hide: true } }, (req, reply) => {
    const q = req.url.indexOf('?')
    return reply.redirect(q >= 0 ? `${WEB_BASE}${req.url.slice(q)}` : WEB_BASE, 301)
  })
  app.get('/h5/', { schema: { hide: true }, config: heavy }, async (req, reply) =>
    sendIndex(req, reply, await pageFor(req, '')),
  )
  app.get('/h5/*', { schema: { hide: true }, config: heavy }, async (req, reply) => {
    const path = (req.params as { '*': string })['*']
    // The page itself (the service worker keeps it as index.html) and the manifest are answered per agent app.
    if (path === 'index.html') return sendIndex(req, reply, await pageFor(req, 'index.html'))
    if (path === 'manifest.webmanifest') {
      const brand = await brandOf(app, req).catch(() => null)
      const built = existsSync(join(opts.root, path))
      // An agent's app has a manifest of its own; the product's is the build's file (or the same, made here).
      if (brand || !built)
        return reply
          .header('cache-control', 'no-cache')
          .type('application/manifest+json; charset=utf-8')
          .send(JSON.stringify(brand ? brand.manifest : PRODUCT_MANIFEST))
    }
    // the server render's bundle sits in the build folder but is the server's own
    if (path === SERVER_RENDER_DIR || path.startsWith(`${SERVER_RENDER_DIR}/`)) throw notFound()
    if (isFilePath(path)) {
      const file = join(opts.root, path)
      if (file.startsWith(join(opts.root, sep)) && existsSync(file)) return reply.sendFile(path)
      throw notFound()
    }
    return sendIndex(req, reply, await pageFor(req, path))
  })
})
