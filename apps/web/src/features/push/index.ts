/** Web Push on this device: the offer at a moment that says why, and the setting. */

export { PushOffer } from './push-offer.tsx'
export { PushSetting } from './push-setting.tsx'
