/** How long an e-mail link may take to hand over to a mail app before the screen says it could not. */
const EMAIL_HANDOVER_MS = 1000

/**
 * Opens a mailto: link and reports whether a mail app took it: the page loses focus or is hidden within
 * `EMAIL_HANDOVER_MS` when one does; nothing happens when the device has none.
 */
export function openEmail(address: string, open: (href: string) => void = defaultOpen): Promise<boolean> {
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
    const timer = setTimeout(() => finish(false), EMAIL_HANDOVER_MS)
    try {
      open(`mailto:${address}`)
    } catch {
      finish(false)
    }
  })
}

function defaultOpen(href: string) {
  const link = document.createElement('a')
  link.href = href
  link.rel = 'noopener'
  link.click()
}
