import { CATALOGUES, type CreateServerRender, LOCALES } from '@maplenest/core'
import { renderPage } from './app/server/render-page.tsx'
import { api, setApiTransport } from './shared/api/api.ts'
import { addCatalogue } from './shared/i18n/i18n.ts'

/**
 * The server render's entry (built with `vite build --ssr` and loaded by the api server at start). The server holds
 * both catalogues; the api calls of a render are answered by the server's own process as an anonymous visitor —
 * no session, no visitor sign-in, no token renewal.
 */
export const createServerRender: CreateServerRender = (options) => {
  for (const locale of LOCALES) addCatalogue(locale, CATALOGUES[locale])
  api.setSessionGate(null)
  api.setAuthRenewal(null)
  setApiTransport(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers: Record<string, string> = {}
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value
    })
    const answer = await options.call({
      method: init?.method ?? 'GET',
      url,
      headers,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    })
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  })
  return renderPage
}
