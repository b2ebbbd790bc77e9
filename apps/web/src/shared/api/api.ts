import { currentLocale } from '../i18n/i18n.ts'
import { networkType, noteAnswer, noteNoAnswer } from '../pwa/network.ts'
import { storage } from '../storage/storage.ts'
import { createApiClient } from './client.ts'
import { readDeviceHeaders } from './device-headers.ts'
import { antdUiReactions } from './ui-reactions.ts'

let send: typeof fetch = (input, init) => globalThis.fetch(input, init)

/** Where the app's calls go: the network in the browser; the server's own process when it draws a page. */
export function setApiTransport(transport: typeof fetch): void {
  send = transport
}

/** The app's one API client (spec §7, §8). Screens and features call this, never `fetch`. */
export const api = createApiClient({
  fetch: (input, init) => send(input, init),
  storage,
  getLocale: currentLocale,
  ui: antdUiReactions,
  deviceHeaders: readDeviceHeaders,
  // In the browser, a request with no answer is the surest sign of being offline, and the next answer says the
  // connection is back (the server drawing a page has no connection to follow).
  ...(typeof window === 'undefined'
    ? {}
    : {
        isOnline: () => navigator.onLine !== false && networkType() !== 'none',
        onTransport: (answered: boolean) => (answered ? noteAnswer() : noteNoAnswer()),
      }),
})
