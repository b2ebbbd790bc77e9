/** How a link left the app: the system share sheet, the clipboard, or neither (the link is shown to copy by hand). */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'unsupported'

type Sharer = Partial<Pick<Navigator, 'share' | 'clipboard'>>

/** The Web Share API where the browser has it, else the clipboard; closing the share sheet is 'cancelled'. */
export async function shareLink(
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

/** Copies a link; 'unsupported' when the browser has no clipboard or refuses it. */
export async function copyLink(url: string, sharer: Sharer = navigator): Promise<'copied' | 'unsupported'> {
  if (typeof sharer.clipboard?.writeText !== 'function') return 'unsupported'
  try {
    await sharer.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'unsupported'
  }
}
