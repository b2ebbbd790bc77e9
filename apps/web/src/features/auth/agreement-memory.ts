import { USER_AGREEMENT_VERSION } from '@maplenest/core'
import { storage } from '../../shared/storage/storage.ts'

/**
 * Whether the user agreement as it reads now was agreed to on this device: the sign-in and registration forms then
 * start with its box ticked. A new version of the text asks again.
 */
export function agreedOnThisDevice(): boolean {
  return storage.get('agreedAgreement') === USER_AGREEMENT_VERSION
}

/** Notes that the person agreed to the current agreement here, by signing in or registering with the box ticked. */
export async function rememberAgreement(): Promise<void> {
  await storage.set('agreedAgreement', USER_AGREEMENT_VERSION)
}
