import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  APP_ROOT_ID,
  BOOT_PLAN_ID,
  type BootPlan,
  type CreateServerRender,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  parseLocale,
  SERVER_LOCALE_ATTRIBUTE,
  SERVER_STATE_ID,
  SERVER_TIME_ATTRIBUTE,
  type ServerRender,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@maplenest/core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { WebAssets } from './web-assets.ts'

/** Where the client build keeps the server render's bundle (never served). */
export const SERVER_RENDER_DIR = 'server'
const SERVER_RENDER_FILE = join(SERVER_RENDER_DIR, 'entry-server.js')

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** JSON inside a script element: nothing in it may close the element or start a comment. */
export const toScriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** A drawn screen, and whether every api answer it was drawn from came back (no 429, no server error). */
export interface PageDraw {
  result: ServerRenderResult | null
  complete: boolean
}

/**
 * The server render of the web build, if the build has one: its api calls are answered in this process for the
 * page being drawn — with the address of the person who asked, so they count against that person's rate limit — and
 * anonymously (no token), so a page holds only what every visitor may see. A draw whose answers were refused or
 * failed is not complete: it may be served to the person who asked, never kept for others.
 */
export async function loadServerRender(
  app: FastifyInstance,
  root: string,
): Promise<{
  render: ServerRender
  /** Draws a page on behalf of a page request. */
  forPage(req: FastifyRequest, request: ServerRenderRequest): Promise<PageDraw>
} | null> {
  const file = join(root, SERVER_RENDER_FILE)
  if (!existsSync(file)) return null
  const page = new AsyncLocalStorage<{ asker: FastifyRequest; complete: boolean }>()
  const { createServerRender } = (await import(pathToFileURL(file).href)) as { createServerRender: CreateServerRender }
  const render = createServerRender({
    async call(call) {
      const drawing = page.getStore()
      const res = await app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: Object.fromEntries(Object.entries(call.headers).filter(([name]) => name !== 'authorization')),
        ...(call.body !== undefined ? { payload: call.body } : {}),
        ...(drawing ? { remoteAddress: drawing.asker.ip } : {}),
      })
      if (drawing && (res.statusCode === 429 || res.statusCode >= 500)) drawing.complete = false
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value
      return { status: res.statusCode, headers, body: res.body }
    },
  })
  return {
    render,
    async forPage(req, request) {
      const drawing = { asker: req, complete: true }
      const result = await page.run(drawing, () => render(request))
      return { result, complete: drawing.complete }
    },
  }
}

function cookie(req: FastifyRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/**
 * The language a page is drawn in, as the app will choose it (decision 0133, over spec §1's English-only agent
 * sub-domains): the `language` link parameter; else the language the page last showed in this browser on this
 * address (its cookie, which the app writes whenever it shows a language, the device's included); else, in an agent's
 * app, the agent's default language (`agentDefault`); else English.
 */
export function pageLocale(req: FastifyRequest, agentDefault: Locale | null): Locale {
  const language = (req.query as Record<string, unknown> | undefined)?.language
  if (typeof language === 'string' && language) return parseLocale(language)
  const chosen = cookie(req, LOCALE_COOKIE)
  if (isLocale(chosen)) return chosen
  return agentDefault ?? DEFAULT_LOCALE
}

/**
 * index.html with a language's catalogue preloaded beside the entry, so the app does not wait for it after its
 * scripts run.
 */
export function withCataloguePreload(html: string, assets: WebAssets, locale: Locale): string {
  const links = assets
    .catalogue(locale)
    .scripts.filter((file) => !assets.entry.scripts.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/h5/${file}">`)
    .join('')
  return links ? html.replace(/<\/head>/i, () => `${links}</head>`) : html
}

/**
 * A page whose first screen the server drew: the screen's markup in the root element, its answers in a JSON script
 * the app starts from, in the page's language; the styles of the entry and of the screen written into the page
 * (none blocks the first paint), each file named by a disabled link so the app never fetches it again; the picture
 * at the top preloaded. The app's scripts are not in the head: the boot script loads them once the screen and its
 * picture are painted (all at once, from the list it is given: the entry's, the screen's and the catalogue's).
 */
export function serverRenderedPage(
  html: string,
  result: ServerRenderResult,
  assets: WebAssets,
  locale: Locale,
): string {
  const files = result.modules.reduce(
    (all, key) => {
      const own = assets.module(key)
      for (const s of own.scripts) if (!all.scripts.includes(s)) all.scripts.push(s)
      for (const s of own.styles) if (!all.styles.includes(s)) all.styles.push(s)
      return all
    },
    { scripts: [...assets.entry.scripts], styles: [...assets.entry.styles] },
  )
  const scripts = [...files.scripts, ...assets.catalogue(locale).scripts].filter((f, i, all) => all.indexOf(f) === i)
  const styles = files.styles.map((file) => assets.styleText(file)).join('\n')
  const named = files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/h5/${file}" disabled>`)
  const image = result.image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(result.image.href)}"${
        result.image.srcset ? ` imagesrcset="${escapeHtml(result.image.srcset)}"` : ''
      }${result.image.sizes ? ` imagesizes="${escapeHtml(result.image.sizes)}"` : ''}>`
    : ''
  const plan: BootPlan = {
    stages: assets.entry.scripts.map((file) => `/h5/${file}`),
    preload: scripts.map((file) => `/h5/${file}`),
  }
  const boot =
    assets.bootScript && assets.entryScript
      ? `<script type="application/json" id="${BOOT_PLAN_ID}">${toScriptJson(plan)}</script>` +
        `<script type="module" crossorigin src="/h5/${assets.bootScript}"></script>`
      : null
  let out = html
    // the styles are in the page: the entry's links would only block the first paint
    .replace(/<link rel="stylesheet"[^>]*>/gi, '')
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(result.title)}</title>`)
  if (boot) {
    // the boot script loads the app once the screen is painted; the build's entry tags would load it at once
    out = out.replace(/<script type="module"[^>]*><\/script>/gi, '').replace(/<link rel="modulepreload"[^>]*>/gi, '')
  } else {
    const preloads = scripts
      .filter((file) => !out.includes(`/h5/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/h5/${file}">`)
    out = out.replace(/<\/head>/i, () => `${preloads.join('')}</head>`)
  }
  // Replacements are functions throughout: a string replacement would read `$&`, `$'` and the like in what a
  // listing, an agent or a catalogue says as patterns.
  out = out.replace(
    /<\/head>/i,
    () => `${image}<style>${styles.replace(/<\/style/gi, () => '<\\/style')}</style>${named.join('')}</head>`,
  )
  return out.replace(
    `<div id="${APP_ROOT_ID}"></div>`,
    () =>
      `<div id="${APP_ROOT_ID}" ${SERVER_LOCALE_ATTRIBUTE}="${locale}" ${SERVER_TIME_ATTRIBUTE}="${result.drawnAt}">${result.html}</div>` +
      `<script type="application/json" id="${SERVER_STATE_ID}">${toScriptJson(result.state)}</script>${boot ?? ''}`,
  )
}
