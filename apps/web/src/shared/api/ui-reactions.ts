import { TOAST_MS } from '@maplenest/core'
import { currentLocale, translate } from '../i18n/i18n.ts'
import { confirmDialog, showToast } from '../ui/overlays.ts'
import { type NavigateOptions, navigateTo } from './navigation.ts'

/** What the API client and the session show or do on screen; tests pass their own. */
export interface UiReactions {
  toast(text: string, durationMs?: number): void
  /** Asks a yes/no question; resolves true when the person confirms. */
  confirm(text: string): Promise<boolean>
  navigate(path: string, options?: NavigateOptions): void
}

export const antdUiReactions: UiReactions = {
  toast(text, durationMs = TOAST_MS) {
    showToast({ content: text, duration: durationMs })
  },
  confirm(text) {
    const locale = currentLocale()
    return confirmDialog({
      content: text,
      confirmText: translate(locale, 'ui.account.dialog.confirm'),
      cancelText: translate(locale, 'ui.account.dialog.cancel'),
    })
  },
  navigate: navigateTo,
}
