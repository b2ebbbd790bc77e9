import { randomBytes } from 'node:crypto'
import type { Locale, UserRecord, UserType } from '@maplenest/core'
import { toAccountKey } from '../../lib/contact.ts'
import type { UserRow, UsersRepository } from './users-repository.ts'

/** An account as other modules see it (never its password hash, except through `findCredentials`). */
export interface Account {
  id: string
  type: UserType
  userName: string
  email: string | null
  phonenumber: string | null
}

export interface NewAccount {
  type: Exclude<UserType, 'visitor'>
  /** Lower-cased e-mail address. */
  email?: string | null
  /** E.164 phone number. */
  phonenumber?: string | null
  /** Null for an account made by a social sign-in, which has no password until one is set. */
  passwordHash: string | null
  userName?: string | undefined
  /** The provider identity a social sign-in made the account with. */
  social?: { provider: string; id: string }
  orgName?: string
  isBroker?: boolean
  language: Locale
}

export interface UsersService {
  /** A tourist account for a device that has not signed in: type 'visitor', named like "Visitor 4F2A". */
  createVisitor(input: { clientId: string; terminalId: string; language: Locale }): Promise<Account>
  /** A registered account, or null when its e-mail or phone number is already taken. */
  createAccount(input: NewAccount): Promise<Account | null>
  findById(id: string): Promise<Account | null>
  findByEmail(email: string): Promise<Account | null>
  findByPhone(phonenumber: string): Promise<Account | null>
  /** The live account a social identity (provider and its subject) signs in to. */
  findBySocial(provider: string, socialId: string): Promise<Account | null>
  /** Links a social identity to an account without one; false when the account has one already. */
  linkSocial(userId: string, provider: string, socialId: string): Promise<boolean>
  /** The account behind an e-mail or phone typed as one "account" field, with its password hash. */
  findCredentials(account: string): Promise<{ account: Account; passwordHash: string | null } | null>
  /**
   * Whether an account that used this e-mail or phone number (typed as one "account" field) was cancelled, with its
   * password hash then, so sign-in can say so to whoever proves it is theirs.
   */
  findCancelled(account: string): Promise<{ passwordHash: string | null } | null>
  setPasswordHash(userId: string, passwordHash: string): Promise<void>
  /** Makes the account a broker (type 'agent', isBroker) once an admin approved it; false when there is no such user. */
  makeAgent(userId: string): Promise<boolean>
  /** The record a client may read (spec §3 user info and profile), or null when there is no such user. */
  getRecord(userId: string): Promise<UserRecord | null>
}

function toAccount(row: UserRow): Account {
  return { id: row.id, type: row.type, userName: row.userName, email: row.email, phonenumber: row.phonenumber }
}

function toRecord(row: UserRow): UserRecord {
  return {
    userId: row.id,
    userName: row.userName,
    nickname: row.nickname || row.userName,
    avatar: row.avatar,
    orgName: row.orgName,
    phonenumber: row.phonenumber ?? '',
    email: row.email ?? '',
    sex: row.sex,
    type: row.type,
    isBroker: row.isBroker,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A display name when the person gave none: the part of the e-mail before @, or "User" and the last four digits. */
function defaultUserName(input: NewAccount): string {
  if (input.email) return input.email.split('@')[0]!.slice(0, 30)
  if (input.phonenumber) return `User ${input.phonenumber.slice(-4)}`
  return 'User'
}

export function createUsersService(deps: { repository: UsersRepository; now: () => Date }): UsersService {
  const { repository, now } = deps
  const found = (row: UserRow | null) => (row ? toAccount(row) : null)
  return {
    async createVisitor({ clientId, terminalId, language }) {
      const at = now()
      const userName = `Visitor ${randomBytes(2).toString('hex').toUpperCase()}`
      const row = await repository.insert({
        type: 'visitor',
        userName,
        nickname: userName,
        clientId,
        terminalId,
        language,
        createdAt: at,
        updatedAt: at,
      })
      if (!row) throw new Error('visitor insert conflicted')
      return toAccount(row)
    },

    async createAccount(input) {
      const at = now()
      const userName = input.userName?.trim() || defaultUserName(input)
      const row = await repository.insert({
        type: input.type,
        email: input.email ?? null,
        phonenumber: input.phonenumber ?? null,
        passwordHash: input.passwordHash,
        userName,
        nickname: userName,
        orgName: input.orgName ?? '',
        isBroker: input.isBroker ?? false,
        language: input.language,
        socialProvider: input.social?.provider ?? null,
        socialId: input.social?.id ?? null,
        createdAt: at,
        updatedAt: at,
      })
      return found(row)
    },

    findById: async (id) => found(await repository.findById(id)),
    findByEmail: async (email) => found(await repository.findByEmail(email)),
    findByPhone: async (phonenumber) => found(await repository.findByPhone(phonenumber)),
    findBySocial: async (provider, socialId) => found(await repository.findBySocial(provider, socialId)),
    linkSocial: (userId, provider, socialId) => repository.linkSocial(userId, provider, socialId, now()),

    async findCredentials(account) {
      const key = toAccountKey(account)
      if (!key) return null
      const row = key.kind === 'email' ? await repository.findByEmail(key.key) : await repository.findByPhone(key.key)
      return row ? { account: toAccount(row), passwordHash: row.passwordHash } : null
    },

    async findCancelled(account) {
      const key = toAccountKey(account)
      if (!key) return null
      return repository.findCancellation(key.kind === 'email' ? { email: key.key } : { phonenumber: key.key })
    },

    setPasswordHash: (userId, passwordHash) => repository.updatePasswordHash(userId, passwordHash, now()),
    makeAgent: (userId) => repository.makeAgent(userId, now()),

    async getRecord(userId) {
      const row = await repository.findById(userId)
      // A cancelled account shows nothing of the person, to anyone.
      return row && !row.cancelledAt ? toRecord(row) : null
    },
  }
}
