import {
  type AccountCounts,
  type CancelReason,
  calculatePurgeCutoff,
  type Locale,
  type ProfileUpdate,
  type UserRecord,
} from '@maplenest/core'
import type { RunInTransaction } from '../../db/transaction.ts'
import { toEmailKey, toPhoneKey } from '../../lib/contact.ts'
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts'
import type { SessionsService } from '../auth/index.ts'
import type { CodesService } from '../codes/index.ts'
import type { FilesService } from '../files/index.ts'
import type { UsersService } from '../users/index.ts'
import {
  type AccountRepository,
  isUniqueViolation,
  PURGE_LOCK_KEY,
  VISITOR_PURGE_LOCK_KEY,
} from './account-repository.ts'

/** Accounts purged in one transaction; a purge run takes batches until none is due. */
const PURGE_BATCH = 200

export interface AccountService {
  /** Changes the caller's profile; a new e-mail or phone number needs the code sent to it (purpose 'contact'). */
  updateProfile(userId: string, input: ProfileUpdate, ctx: { locale: Locale; ip?: string | null }): Promise<UserRecord>
  /** Stores a new profile photo (JPEG, PNG or WebP, cut to a square) and returns the record with its URL. */
  setAvatar(userId: string, bytes: Buffer, truncated: boolean): Promise<UserRecord>
  /** Cancels the account: every sign-in ends, the profile is emptied, the record is kept (account_cancellations). */
  cancel(userId: string, input: { reason: CancelReason; note?: string | undefined }): Promise<void>
  counts(userId: string): Promise<AccountCounts>
  /** Deletes the accounts whose retention ended by `now`; 'skipped' when another instance is purging. */
  purgeCancelled(now: Date): Promise<{ purged: number } | 'skipped'>
  /**
   * Deletes visitor accounts unused for VISITOR_RETENTION_DAYS by `now` (see the repository's deleteIdleVisitors);
   * 'skipped' when another instance is at it.
   */
  purgeIdleVisitors(now: Date): Promise<{ purged: number } | 'skipped'>
}

export function createAccountService(deps: {
  repository: AccountRepository
  users: Pick<UsersService, 'getRecord'>
  codes: Pick<CodesService, 'consume'>
  files: Pick<FilesService, 'store' | 'url' | 'delete'>
  sessions: Pick<SessionsService, 'revokeAll'>
  run: RunInTransaction
  now: () => Date
  /** VISITOR_RETENTION_DAYS: a visitor account unused this long is deleted. */
  visitorRetentionDays: number
}): AccountService {
  const { repository, users, codes, files, sessions, run, now } = deps

  /** Runs one purge in batches, each in a transaction holding the purge's advisory lock. */
  const inBatches = async (
    lockKey: string,
    batch: () => Promise<string[]>,
  ): Promise<{ purged: number } | 'skipped'> => {
    let purged = 0
    for (;;) {
      const ids = await run(async () => ((await repository.tryPurgeLock(lockKey)) ? batch() : null))
      if (ids === null) return purged > 0 ? { purged } : 'skipped'
      purged += ids.length
      if (ids.length < PURGE_BATCH) return { purged }
    }
  }

  const record = async (userId: string) => {
    const user = await users.getRecord(userId)
    if (!user) throw notFound()
    return user
  }

  /** The key of a stored avatar from its URL, so the old one can be deleted; null for anything else. */
  const avatarKey = (url: string) => {
    const prefix = files.url('')
    return url.startsWith(prefix) && url.length > prefix.length ? url.slice(prefix.length) : null
  }

  const deleteAvatar = async (url: string) => {
    const key = avatarKey(url)
    // Content-keyed: the same picture uploaded again has the same key, so only a key no longer used is deleted.
    if (key) await files.delete(key).catch(() => {})
  }

  return {
    async updateProfile(userId, input, ctx) {
      const current = await record(userId)
      const email = input.email !== undefined ? toEmailKey(input.email) : undefined
      const phone = input.phonenumber !== undefined ? toPhoneKey(input.phonenumber) : undefined
      if (phone === null) throw badRequest('auth.validation.phoneFormat', {}, { fields: [{ field: 'phonenumber' }] })
      const emailChanged = email !== undefined && email !== current.email.toLowerCase()
      const phoneChanged = phone !== undefined && phone !== current.phonenumber
      if (emailChanged && phoneChanged) throw badRequest('account.error.oneContactChange')
      const values = {
        ...(input.nickname !== undefined ? { nickname: input.nickname, userName: input.nickname } : {}),
        ...(input.sex !== undefined ? { sex: input.sex } : {}),
        ...(emailChanged ? { email } : {}),
        ...(phoneChanged ? { phonenumber: phone } : {}),
      }
      const write = async () => {
        try {
          const row = await repository.update(userId, values, now())
          if (!row) throw notFound()
        } catch (err) {
          // The code proved the address is the caller's, so saying another account uses it tells no one else.
          if (isUniqueViolation(err)) throw badRequest('auth.error.accountExists')
          throw err
        }
      }
      if (!emailChanged && !phoneChanged) {
        if (Object.keys(values).length > 0) await write()
        return record(userId)
      }
      const field = emailChanged ? 'email' : 'phonenumber'
      if (!input.code) throw badRequest('account.error.codeRequired', { field }, { fields: [{ field: 'code' }] })
      const target = emailChanged ? (email as string) : (phone as string)
      await codes.consume(
        { channel: emailChanged ? 'email' : 'sms', target, purpose: 'contact', code: input.code, ...ctx },
        write,
      )
      return record(userId)
    },

    async setAvatar(userId, bytes, truncated) {
      const before = await record(userId)
      if (truncated) throw new HttpError(413, 'file.upload.tooLarge')
      const saved = await files.store('avatar', userId, bytes)
      const url = files.url(saved.key)
      if (!(await repository.update(userId, { avatar: url }, now()))) throw notFound()
      if (before.avatar && before.avatar !== url) await deleteAvatar(before.avatar)
      return record(userId)
    },

    async cancel(userId, input) {
      const at = now()
      const avatar = await run(async () => {
        const row = await repository.lockLive(userId)
        if (!row) throw notFound()
        await repository.cancel({
          userId,
          reason: input.reason,
          note: input.reason === 99 ? (input.note ?? '') : '',
          email: row.email,
          phonenumber: row.phonenumber,
          userName: row.userName,
          passwordHash: row.passwordHash,
          cancelledAt: at,
        })
        await sessions.revokeAll(userId, 'account-cancelled')
        return row.avatar
      })
      if (avatar) await deleteAvatar(avatar)
    },

    async counts(userId) {
      return repository.counts(userId, now())
    },

    async purgeCancelled(at) {
      const cutoff = calculatePurgeCutoff(at)
      return inBatches(PURGE_LOCK_KEY, () => repository.purgeCancelledBefore(cutoff, PURGE_BATCH))
    },

    async purgeIdleVisitors(at) {
      const cutoff = new Date(at.getTime() - deps.visitorRetentionDays * 24 * 60 * 60 * 1000)
      return inBatches(VISITOR_PURGE_LOCK_KEY, () => repository.deleteIdleVisitors(cutoff, PURGE_BATCH))
    },
  }
}
