/** How a link left the app: the system share sheet, the clipboard, or neither. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed'

type Sharer = Partial<Pick<Navigator, 'share' | 'clipboard'>>

/** The Web Share API where the browser has it, else the clipboard; closing the share sheet is 'cancelled'. */
export async function sendShareLink(
  link: { url: string; title: string; text: string },
  sharer: Sharer = navigator,
): Promise<ShareOutcome> {
  if (typeof sharer.share === 'function') {
    try {
      await sharer.share(link)
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  return copyLink(link.url, sharer)
}

/** Copies a link; 'failed' when the browser has no clipboard or refuses it. */
export async function copyLink(url: string, sharer: Sharer = navigator): Promise<'copied' | 'failed'> {
  if (typeof sharer.clipboard?.writeText !== 'function') return 'failed'
  try {
    await sharer.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** The absolute address of a share page from the path the api answers (already under /h5). */
export const toShareUrl = (path: string, origin: string = window.location.origin) => `${origin}${path}`
