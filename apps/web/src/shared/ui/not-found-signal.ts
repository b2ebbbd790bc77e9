/** Window event that sends the app to the 404 page (spec §8: the server answered 'Unauthorized subdomain'). */
export const UNAUTHORIZED_SUBDOMAIN_EVENT = 'maplenest:unauthorized-subdomain'

/** Announces that this sub-domain is not an authorised agent app; the router shows /pages/404. */
export function signalUnauthorizedSubdomain(): void {
  if (typeof window === 'undefined') return
  window.dispatchEvent(new Event(UNAUTHORIZED_SUBDOMAIN_EVENT))
}

/** Calls `onSignal` each time the signal fires; returns the unsubscribe function. */
export function onUnauthorizedSubdomain(onSignal: () => void): () => void {
  window.addEventListener(UNAUTHORIZED_SUBDOMAIN_EVENT, onSignal)
  return () => window.removeEventListener(UNAUTHORIZED_SUBDOMAIN_EVENT, onSignal)
}

/** Navigation state the 404 page reads to explain an unauthorised agent sub-domain. */
export const UNAUTHORIZED_SUBDOMAIN_REASON = 'unauthorized-subdomain'
