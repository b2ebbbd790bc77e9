import { storage } from '../storage/storage.ts'
import type { Position } from '../storage/storage-keys.ts'

/**
 * Where the device was last found, kept once the person allowed location (spec §3 `positionKey`): the app log carries
 * it. Rounded to three decimals (about 100 m): enough to say which part of a city people browse from, and no more.
 */
export function keepDevicePosition(point: Position): void {
  const round = (value: number) => Math.round(value * 1000) / 1000
  void storage.set('positionKey', { lat: round(point.lat), lng: round(point.lng) })
}

/** Location refused or unavailable: the kept position is forgotten, so no log carries a place it no longer may. */
export function forgetDevicePosition(): void {
  storage.remove('positionKey')
}

/** The kept position, or null when the person has not allowed location. */
export function devicePosition(): Position | null {
  const kept = storage.get('positionKey')
  return kept && Number.isFinite(kept.lat) && Number.isFinite(kept.lng) ? kept : null
}
