import type { BindingEquipment, PushBinding, PushPayload } from '@maplenest/core'
import type { FastifyBaseLogger } from 'fastify'
import webpush from 'web-push'
import { badRequest, forbidden } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import type { PushRepository, PushTarget } from './push-repository.ts'
import type { VapidKeys } from './vapid-keys.ts'

/** The push services of the browsers we know (Chrome and Android, Firefox, Edge, Safari): https on these hosts only. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com']
/** How long a push service keeps a notice for a device that is off (seconds). */
const PUSH_TTL_S = 24 * 60 * 60
/** Deliveries failed in a row before a subscription is dropped (gone ones, 404/410, go at once). */
const PUSH_MAX_FAILURES = 5
const PUSH_TIMEOUT_MS = 10_000

export interface PushService {
  /** The VAPID public key browsers subscribe with. */
  publicKey(): string
  /** POST /app/bindingEquipment: the caller's own device only, registered accounts only. */
  bind(viewer: Viewer | null, input: BindingEquipment): Promise<PushBinding>
  /** Stops pushes to the caller's device (turned off in Settings, or signing out). */
  unbind(viewer: Viewer | null, clientId: string): Promise<PushBinding>
  /** A sign-in on a device ended: that device gets none of the person's notices any more. */
  forgetDevice(userId: string, clientId: string): Promise<void>
  /** Sends a payload to every device the user bound; never throws (a delivery problem is logged). */
  deliver(userId: string, payload: PushPayload): Promise<{ sent: number; dropped: number; failed: number }>
  /**
   * Queues a delivery to run in the background, its payload given or made once the person is found to have a device
   * (null: nothing to send); `settle` waits for those under way (tests, shutdown).
   */
  queue(userId: string, payload: PushPayload | (() => Promise<PushPayload | null>)): void
  settle(): Promise<void>
}

type PushFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: Buffer | null; signal: AbortSignal },
) => Promise<{ status: number }>

function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (extraOrigins.some((o) => new URL(o).origin === url.origin)) return true
  if (url.protocol !== 'https:') return false
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
}

export function createPushService(deps: {
  repository: PushRepository
  keys: VapidKeys
  subject: string
  extraOrigins: readonly string[]
  now: () => Date
  log: FastifyBaseLogger
  fetch?: PushFetch
}): PushService {
  const { repository, keys, subject, extraOrigins, now, log } = deps
  const send: PushFetch = deps.fetch ?? ((url, init) => fetch(url, { ...init, redirect: 'error' }))
  const pending = new Set<Promise<unknown>>()

  async function deliverOne(target: PushTarget, body: string): Promise<'sent' | 'dropped' | 'failed'> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        body,
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_S,
          contentEncoding: 'aes128gcm',
        },
      )
      const res = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      })
      if (res.status >= 200 && res.status < 300) {
        await repository.delivered(target.id, now())
        return 'sent'
      }
      if (res.status === 404 || res.status === 410) {
        await repository.remove(target.id)
        return 'dropped'
      }
      log.warn({ status: res.status, subscription: target.id }, 'push: delivery refused')
    } catch (err) {
      log.warn({ err, subscription: target.id }, 'push: delivery failed')
    }
    await repository
      .failed(target.id, PUSH_MAX_FAILURES)
      .catch((err) => log.error({ err }, 'push: failure not counted'))
    return 'failed'
  }

  async function deliverTo(targets: readonly PushTarget[], payload: PushPayload) {
    const counts = { sent: 0, dropped: 0, failed: 0 }
    const body = JSON.stringify(payload)
    for (const outcome of await Promise.all(targets.map((t) => deliverOne(t, body)))) counts[outcome]++
    return counts
  }

  const service: PushService = {
    publicKey: () => keys.publicKey,

    async bind(viewer, input) {
      const caller = requireRegistered(viewer, { visitor: { status: 403, key: 'push.api.registeredOnly' } })
      if (input.userId !== caller.userId) throw forbidden('push.api.otherUser')
      if (!isAllowedEndpoint(input.token.endpoint, extraOrigins)) {
        throw badRequest('push.api.endpointNotAllowed', {}, { fields: [{ field: 'token' }] })
      }
      await repository.bind({
        userId: caller.userId,
        clientId: input.clientId,
        platform: input.platform,
        endpoint: input.token.endpoint,
        p256dh: input.token.keys.p256dh,
        auth: input.token.keys.auth,
        at: now(),
      })
      return { bound: true, clientId: input.clientId }
    },

    async unbind(viewer, clientId) {
      const caller = requireRegistered(viewer, { visitor: { status: 403, key: 'push.api.registeredOnly' } })
      await repository.unbind(caller.userId, clientId)
      return { bound: false, clientId }
    },

    async forgetDevice(userId, clientId) {
      await repository.unbind(userId, clientId)
    },

    async deliver(userId, payload) {
      try {
        return await deliverTo(await repository.forUser(userId), payload)
      } catch (err) {
        log.error({ err, userId }, 'push: deliveries not attempted')
        return { sent: 0, dropped: 0, failed: 0 }
      }
    },

    queue(userId, payload) {
      const run = (async () => {
        // most people have no device to push to: they cost one lookup, and their payload is never made
        const targets = await repository.forUser(userId)
        if (targets.length === 0) return
        const made = typeof payload === 'function' ? await payload() : payload
        if (made) await deliverTo(targets, made)
      })().catch((err) => log.error({ err, userId }, 'push: delivery not attempted'))
      pending.add(run)
      void run.finally(() => pending.delete(run))
    },

    async settle() {
      while (pending.size > 0) await Promise.allSettled([...pending])
    },
  }
  return service
}
