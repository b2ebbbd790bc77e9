import { storage } from '../../shared/storage/index.ts'

/**
 * A visitor's compare basket, kept on the device (localStorage `compareBasket`), with listeners so every control on
 * the screen shows the same basket; another tab's change is picked up from the browser's storage event.
 */
const listeners = new Set<() => void>()
let cached: string[] | null = null

function read(): string[] {
  const value = storage.get('compareBasket')
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
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
