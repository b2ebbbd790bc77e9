/** How a link left the app: the system share sheet, the clipboard, or neither (the link is shown to copy by hand). */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'unsupported'

type Sharer = Pick<Navigator, 'share' | 'clipboard'>

/**
 * The Web Share API when the browser has it; otherwise the clipboard. Closing the share sheet is 'cancelled'.
 */
export async function shareLink(
  link: { url: string; title: string; text: string },
  sharer: Partial<Sharer> = navigator,
): Promise<ShareOutcome> {
  if (typeof sharer.share === 'function') {
    try {
      await sharer.share(link)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  if (typeof sharer.clipboard?.writeText === 'function') {
    try {
      await sharer.clipboard.writeText(link.url)
      return 'copied'
    } catch {
      return 'unsupported'
    }
  }
  return 'unsupported'
}

/** The address that opens a shared selection on the map, for anyone. */
export function toSharedMapUrl(shareId: string, origin: string, basePath: string): string {
  return `${origin}${basePath}/pages/map/map?share=${encodeURIComponent(shareId)}`
}
