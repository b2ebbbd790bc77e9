import { normalizePhone } from '@maplenest/core'

/** How an e-mail address is stored and compared: trimmed and lower-cased. */
export function toEmailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** How a phone number is stored and compared: E.164 (null when it is not a number we accept). */
export function toPhoneKey(phone: string): string | null {
  return normalizePhone(phone.trim())
}

/** An "account" typed in one box: an e-mail address or a phone number, in its stored form. */
export function toAccountKey(account: string): { kind: 'email' | 'phone'; key: string } | null {
  if (account.includes('@')) return { kind: 'email', key: toEmailKey(account) }
  const phone = toPhoneKey(account)
  return phone ? { kind: 'phone', key: phone } : null
}
