import type { UserRecord } from '@maplenest/core'
import { sessionStore } from '../../shared/session/app-session.ts'
import { storage } from '../../shared/storage/storage.ts'

/**
 * Keeps the signed-in person's record as the server now has it, where sign-in put it (spec §4 storage keys), so the
 * Account tab and every other screen show the new name and photo at once.
 */
export async function storeUser(user: UserRecord): Promise<void> {
  await storage.set('user_information', user)
  await storage.set('userInfo', {
    userId: user.userId,
    userName: user.userName,
    avatar: user.avatar,
    orgName: user.orgName,
  })
  await storage.set('Userprofile', {
    nickname: user.nickname,
    phonenumber: user.phonenumber,
    email: user.email,
    sex: user.sex,
    avatar: user.avatar,
  })
  sessionStore.setState({ status: 'user', user })
}
