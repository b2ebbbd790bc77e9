import { storage } from '../../shared/storage/storage.ts'
import { bindEquipment, getPushKey, unbindEquipment } from './push-api.ts'

export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

function supported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  )
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null
  return (await navigator.serviceWorker.getRegistration('/h5/')) ?? null
}

/** Where this browser stands: no push at all, blocked by the person, not subscribed, or subscribed. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const reg = await registration()
  const sub = await reg?.pushManager.getSubscription()
  return sub && Notification.permission === 'granted' ? 'on' : 'off'
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/**
 * Asks the browser for permission (only ever after the person chose to turn notices on), subscribes with the
 * server's key and binds the subscription to them. Resolves the new state.
 */
export async function enablePush(userId: string): Promise<PushState> {
  await storage.set('pushOffered', 'true')
  if (!supported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const reg = (await registration()) ?? (await navigator.serviceWorker.ready)
  const { publicKey } = await getPushKey()
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  const clientId = storage.get('client_id') ?? ''
  await bindEquipment({ token: JSON.stringify(sub.toJSON()), userId, clientId })
  return 'on'
}

/** Unsubscribes this browser and tells the server. */
export async function disablePush(): Promise<PushState> {
  const reg = await registration()
  const sub = await reg?.pushManager.getSubscription()
  await sub?.unsubscribe()
  const clientId = storage.get('client_id')
  if (clientId) await unbindEquipment(clientId).catch(() => {})
  return supported() ? 'off' : 'unsupported'
}
