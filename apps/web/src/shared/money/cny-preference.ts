import { showsCny } from '@maplenest/core'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../i18n/i18n.ts'
import { storage } from '../storage/storage.ts'

const listeners = new Set<() => void>()

/** The person's own choice on this device: show the yuan beside prices, or not; null when they never chose. */
export function readCnyChoice(): boolean | null {
  const stored = storage.get('showCny')
  return stored === 'true' ? true : stored === 'false' ? false : null
}

/** Remembers the choice on this device and redraws every price at once. */
export async function chooseCny(show: boolean): Promise<void> {
  await storage.set('showCny', show ? 'true' : 'false')
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === 'showCny') listener()
  }
  window.addEventListener('storage', fromAnotherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromAnotherTab)
  }
}

/**
 * Whether prices show their yuan here: the person's choice, else the language's default (Chinese yes, English no).
 * A screen the server drew has the language's default, as the server cannot read the device's choice; the browser
 * applies the choice right after taking it over.
 */
export function useShowCny(): boolean {
  useTranslation()
  const choice = useSyncExternalStore(subscribe, readCnyChoice, () => null)
  return showsCny(currentLocale(), choice)
}
