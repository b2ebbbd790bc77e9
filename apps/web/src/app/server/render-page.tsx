import type { Locale, ServerRenderRequest, ServerRenderResult } from '@maplenest/core'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { createQueryClient } from '../../shared/api/query-client.ts'
import { i18n } from '../../shared/i18n/i18n.ts'
import { setDrawTime } from '../../shared/time/page-clock.ts'
import { ROUTER_BASENAME } from '../app-env.ts'
import { AppProviders } from '../providers.tsx'
import { resolveRoute } from '../route-table.ts'
import { createAppRoutes } from '../router.tsx'
import { isServerQuery, isServerRendered, SERVER_RENDERED } from './server-rendered.ts'

/** Draws at most this many times: each pass may ask for answers the previous one could not know it needed. */
const MAX_PASSES = 3

const routes = createAppRoutes()
const handler = createStaticHandler(routes, { basename: ROUTER_BASENAME })

/** Answers the first screen asked for but has not fetched (public reads only); resolves how many it fetched. */
async function fetchMissing(client: QueryClient): Promise<number> {
  const missing = client
    .getQueryCache()
    .findAll({ predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' })
    .filter((q) => isServerQuery(q.queryKey))
  await Promise.allSettled(missing.map((q) => q.fetch()))
  return missing.length
}

/**
 * Draws the app in a language, synchronously: nothing else runs between switching the shared translator's language
 * and the markup being done, so two pages in two languages never mix.
 */
function draw(
  locale: Locale,
  drawnAt: number,
  client: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: never,
) {
  void i18n.changeLanguage(locale)
  setDrawTime(drawnAt)
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={client} dehydratedState={undefined}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
}

/** The largest picture at the top of the screen: the first one the screen marks as wanted first. */
function firstImage(html: string): ServerRenderResult['image'] {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0]
  if (!tag) return null
  const attr = (name: string) => {
    const value = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]
    return value === undefined ? undefined : value.replaceAll('&amp;', '&')
  }
  const href = attr('src')
  if (!href) return null
  const srcset = attr('srcset')
  const sizes = attr('sizes')
  return { href, ...(srcset ? { srcset } : {}), ...(sizes ? { sizes } : {}) }
}

/**
 * Draws the first screen of a page on the server: null for a page the browser draws (not one of SERVER_RENDERED,
 * a redirect, a failed match). The screen's answers are fetched as an anonymous visitor sees them, and drawn again
 * until the screen asks for nothing new.
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null> {
  const url = new URL(request.url, 'http://render.local')
  const path = url.pathname.startsWith(`${ROUTER_BASENAME}/`)
    ? url.pathname.slice(ROUTER_BASENAME.length)
    : url.pathname === ROUTER_BASENAME
      ? '/'
      : null
  if (path === null) return null
  const entry = resolveRoute(path)
  if (!entry || entry.legacyOf?.via === 'redirect' || !isServerRendered(entry)) return null

  const context = await handler.query(new Request(url))
  if (context instanceof Response || context.errors) return null
  const router = createStaticRouter(handler.dataRoutes, context)
  const client = createQueryClient()
  const drawnAt = Date.now()
  let html = draw(request.locale, drawnAt, client, router, context as never)
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    if ((await fetchMissing(client)) === 0) break
    html = draw(request.locale, drawnAt, client, router, context as never)
  }
  // React puts preload links for the screen's pictures before the markup; the page preloads its first picture in
  // the head instead, and the browser's app would not find those links where it takes the screen over
  html = html.replace(/^(?:<link [^>]*\/>)+/, '')
  const title = `${i18n.t(entry.screen.titleKey, { lng: request.locale })} · ${i18n.t('app.name', { lng: request.locale })}`
  const module = SERVER_RENDERED.get(entry.screen)
  const state = dehydrate(client)
  // the cache lives for this page only: clearing it also stops its timers
  client.clear()
  return {
    html,
    state,
    modules: module ? [module] : [],
    title,
    image: firstImage(html),
    drawnAt,
  }
}
