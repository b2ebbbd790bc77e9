import type { PushBinding } from '@maplenest/core'
import { api } from '../../shared/api/api.ts'

/** GET /house/api/push/v1/key: the VAPID public key to subscribe with. */
export const getPushKey = () => api.get<{ publicKey: string }>('/house/api/push/v1/key', { toast: false })

/** POST /app/bindingEquipment (spec §7): this browser's subscription, for the signed-in person. */
export const bindEquipment = (input: { token: string; userId: string; clientId: string }) =>
  api.post<PushBinding>('/app/bindingEquipment', { ...input, platform: 'web' }, { toast: false })

/** POST /house/api/push/v1/unbind: this device no longer gets the person's notices. */
export const unbindEquipment = (clientId: string) =>
  api.post<PushBinding>('/house/api/push/v1/unbind', { clientId }, { toast: false })
