import { storage } from '../../../shared/storage/index.ts'

/** The contact a booking sends, kept under the spec's local keys so the next booking starts filled in. */
export interface ApptContact {
  name: string
  phone: string
  email: string
  wechat: string
}

/**
 * The contact saved by the last booking, else what the person's record knows (their name, phone and e-mail). The
 * keys are cleared on sign-out (spec §4), so another person on the same phone never sees them.
 */
export function readApptContact(fallback: Partial<ApptContact> = {}): ApptContact {
  return {
    name: storage.get('apptUserName') || fallback.name || '',
    phone: storage.get('apptPhone') || fallback.phone || '',
    email: storage.get('apptEmail') || fallback.email || '',
    wechat: storage.get('apptWebChat') || fallback.wechat || '',
  }
}

/** Keeps what a successful booking sent; a WeChat id left empty removes the one kept before. */
export async function saveApptContact(contact: ApptContact): Promise<void> {
  await Promise.all([
    storage.set('apptUserName', contact.name),
    storage.set('apptPhone', contact.phone),
    storage.set('apptEmail', contact.email),
  ])
  if (contact.wechat) await storage.set('apptWebChat', contact.wechat)
  else storage.remove('apptWebChat')
}
