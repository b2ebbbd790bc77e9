import type { MessageKey } from '@maplenest/core'
import { useSyncExternalStore } from 'react'
import { i18n, isMessageKey } from './i18n.ts'

function subscribe(listener: () => void): () => void {
  i18n.store.on('added', listener)
  i18n.on('languageChanged', listener)
  return () => {
    i18n.store.off('added', listener)
    i18n.off('languageChanged', listener)
  }
}

/**
 * Whether a message of the later catalogue is here yet, drawn again when it arrives: for a control that shows on a
 * first screen (which loads with the first screens' messages only) but speaks in later words. False while the server
 * draws the page and while the app takes it over, so the control joins the screen only once it can say its name.
 */
export function useHasMessage(key: MessageKey): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMessageKey(key),
    () => false,
  )
}
