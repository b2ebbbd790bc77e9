/** Copies text with the Clipboard API, or the older selection copy where that is missing; true when it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // fall through to the selection copy
  }
  try {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const done = typeof document.execCommand === 'function' && document.execCommand('copy')
    area.remove()
    return done
  } catch {
    return false
  }
}
