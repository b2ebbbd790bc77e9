import type { UserRecord } from '@maplenest/core'
import { session } from '../../shared/session/app-session.ts'

/** Keeps the record the server answered, so the Account tab and every other screen show the new name and photo. */
export const storeUser = (user: UserRecord): Promise<void> => session.updateUser(user)
