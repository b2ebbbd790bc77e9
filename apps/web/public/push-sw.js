/* Web Push in the app's service worker (imported by the generated worker, see vite.config.ts).
 * A push carries a notice already written in the person's language: { title, body, url, tag }.
 * Tapping the notification focuses an open window of the app and takes it to `url`, or opens one there. */
self.addEventListener('push', (event) => {
  let notice = {}
  try {
    notice = event.data ? event.data.json() : {}
  } catch {
    notice = { body: event.data ? event.data.text() : '' }
  }
  const title = typeof notice.title === 'string' && notice.title ? notice.title : 'MapleNest'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/h5/pwa-192x192.png',
      badge: '/h5/pwa-192x192.png',
      data: { url: typeof notice.url === 'string' && notice.url.startsWith('/h5/') ? notice.url : '/h5/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url || '/h5/', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(`${self.location.origin}/h5/`))
      if (open) return open.focus().then((w) => (w && 'navigate' in w ? w.navigate(url) : undefined))
      return self.clients.openWindow(url)
    }),
  )
})
