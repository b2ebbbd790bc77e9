/**
 * The user agreement's version: the day its current text took effect. A person who ticked "I have read and agree"
 * on a device is not asked again there until the text changes, and every change of the text (the catalogue's
 * `ui.agreement.*` messages, in either language) gives it a new version, so everyone is asked again.
 */
export const USER_AGREEMENT_VERSION = '2026-11-22'

/** The catalogue's prefix of the agreement's text; its one line that is not the text is the "last updated" date. */
export const USER_AGREEMENT_KEY_PREFIX = 'ui.agreement.'
export const USER_AGREEMENT_DATE_KEY = 'ui.agreement.updated'

/** The day the version names, as a date (midnight UTC), for "Last updated …". */
export function userAgreementDate(): Date {
  return new Date(`${USER_AGREEMENT_VERSION}T00:00:00Z`)
}
