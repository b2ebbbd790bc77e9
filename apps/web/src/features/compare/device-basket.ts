import { storage } from '../../shared/storage/index.ts'

/**
 * A visitor's compare basket, kept on the device (localStorage `compareBasket`), with listeners so every control on
 * the screen shows the same basket; another tab's change is picked up from the browser's storage event.
 */
const listeners = new Set<() => void>()
let cached: string[] | null = null
/**
 * The empty basket: one array, the same on the server and in the browser, so a screen the server drew is taken over
 * without its compare controls drawing again when the visitor's basket is empty.
 */
const NONE: string[] = []

function read(): string[] {
  const value = storage.get('compareBasket')
  const items = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  return items.length > 0 ? items : NONE
}

/** The basket a screen is drawn with on the server: no visitor's device is known there. */
export function getServerDeviceBasket(): string[] {
  return NONE
}

export function getDeviceBasket(): string[] {
  cached ??= read()
  return cached
}

export function setDeviceBasket(items: string[]): void {
  cached = items
  if (items.length === 0) storage.remove('compareBasket')
  else void storage.set('compareBasket', items)
  for (const listener of listeners) listener()
}

export function subscribeDeviceBasket(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== 'compareBasket') return
    cached = read()
    listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}
