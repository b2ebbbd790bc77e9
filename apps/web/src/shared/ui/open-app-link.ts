/** How long a link may take to hand over to another app before the screen says it could not. */
const HANDOVER_MS = 1000

/**
 * Opens a link another app takes (`mailto:`, `weixin://`) and reports whether one did: the page loses focus or is
 * hidden within `HANDOVER_MS` when it does; nothing happens when the device has no such app.
 */
export function openAppLink(href: string, open: (href: string) => void = clickLink): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false
    const finish = (opened: boolean) => {
      if (settled) return
      settled = true
      window.removeEventListener('blur', onLeave)
      document.removeEventListener('visibilitychange', onLeave)
      window.removeEventListener('pagehide', onLeave)
      clearTimeout(timer)
      resolve(opened)
    }
    const onLeave = () => finish(true)
    window.addEventListener('blur', onLeave)
    document.addEventListener('visibilitychange', onLeave)
    window.addEventListener('pagehide', onLeave)
    const timer = setTimeout(() => finish(false), HANDOVER_MS)
    try {
      open(href)
    } catch {
      finish(false)
    }
  })
}

function clickLink(href: string) {
  const link = document.createElement('a')
  link.href = href
  link.rel = 'noopener'
  link.click()
}
