/** Window event that sends the app to the 404 page (spec §8: the server answered 'Unauthorized subdomain'). */
const UNAUTHORIZED_SUBDOMAIN_EVENT = 'maplenest:unauthorized-subdomain'

/** The signal fired while nobody listened (the app's look-up can answer before the router has mounted). */
let pending = false
let listeners = 0

/** Announces that this sub-domain is not an authorised agent app; the router shows /pages/404. */
export function signalUnauthorizedSubdomain(): void {
  if (typeof window === 'undefined') return
  if (listeners === 0) pending = true
  window.dispatchEvent(new Event(UNAUTHORIZED_SUBDOMAIN_EVENT))
}

/** Calls `onSignal` each time the signal fires, and once at once for a signal nobody heard; returns the unsubscribe. */
export function onUnauthorizedSubdomain(onSignal: () => void): () => void {
  if (pending) {
    pending = false
    queueMicrotask(onSignal)
  }
  listeners += 1
  window.addEventListener(UNAUTHORIZED_SUBDOMAIN_EVENT, onSignal)
  return () => {
    listeners -= 1
    window.removeEventListener(UNAUTHORIZED_SUBDOMAIN_EVENT, onSignal)
  }
}

/** Navigation state the 404 page reads to explain an unauthorised agent sub-domain. */
export const UNAUTHORIZED_SUBDOMAIN_REASON = 'unauthorized-subdomain'
