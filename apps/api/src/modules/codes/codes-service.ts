import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_INTERVAL_S,
  CODE_TTL_S,
  type CodeChannel,
  type CodePurpose,
  type Locale,
  parseLocale,
  translator,
} from '@maplenest/core'
import type { RunInTransaction } from '../../db/transaction.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { type OutboxService, SECRET_MASK } from '../outbox/index.ts'
import type { UsersService } from '../users/index.ts'
import { codeGuardKeys, formatLockUntil } from './code-guard.ts'
import type { CodesRepository } from './codes-repository.ts'

interface Lock {
  until: Date
  failures: number
}

type Outcome<T> = { value: T } | { error: HttpError; lock?: Lock | null }

interface CodeTarget {
  channel: CodeChannel
  /** The address in its stored form: lower-case e-mail or E.164 phone number. */
  target: string
  purpose: CodePurpose
}

/** A code as a caller gives it, with the network address the request came from (counted apart, see code-guard). */
type CodeCheck = CodeTarget & { code: string; locale: Locale; ip?: string | null }

export interface CodesService {
  /**
   * Issues a new code and sends it in the caller's language. 429 auth.error.codeTooSoon with `{seconds}` within
   * the resend interval of the previous code to this address; 503 auth.error.codeNotSent when delivery failed.
   * Asked in an agent's app (`appId`, while it is paid for), the message carries the app's name.
   */
  send(input: CodeTarget & { locale: Locale; appId?: string | undefined }): Promise<{ seconds: number }>
  /**
   * Checks the newest code for this address and purpose and, when it is right, uses it up and runs `use` in the
   * same transaction, so a failure in `use` leaves the code usable. Throws 400 codeWrong, codeExpired, or
   * codeTooManyAttempts after CODE_MAX_ATTEMPTS wrong tries on one code, and 429 codeLocked (with `{until}` and
   * data `{retryAt, seconds}`) while the address or its account has spent its budget of wrong codes, changing
   * nothing. Call it outside a transaction: a wrong try must count.
   */
  consume<T>(input: CodeCheck, use: () => Promise<T>): Promise<T>
}

/**
 * One-time codes. A code is CODE_LENGTH random digits, stored as an HMAC (keyed by a server secret, so a copy
 * of the table does not give the codes away), valid for CODE_TTL_S, one per CODE_RESEND_INTERVAL_S per address.
 * A code is sent whether or not an account uses the address, so the answer never tells who has an account.
 */
export function createCodesService(deps: {
  repository: CodesRepository
  outbox: OutboxService
  users: Pick<UsersService, 'findByEmail' | 'findByPhone' | 'getRecord'>
  run: RunInTransaction
  now: () => Date
  secret: Uint8Array
  /** The name of an agent's app while it is paid for, which the code's message then carries; null otherwise. */
  appName: (appId: string, at: Date) => Promise<string | null>
}): CodesService {
  const { repository, outbox, users, run, now } = deps
  const hash = (t: CodeTarget, code: string) =>
    createHmac('sha256', deps.secret).update(`${t.channel}:${t.target}:${t.purpose}:${code}`).digest()

  const lockedError = (until: Date, at: Date) =>
    new HttpError(
      429,
      'auth.error.codeLocked',
      { until: formatLockUntil(until) },
      { retryAt: until.toISOString(), seconds: Math.ceil((until.getTime() - at.getTime()) / 1000) },
    )

  /** Tells the owner (or the address, when no account uses it) that codes are paused, in their language. */
  async function notifyLock(input: CodeTarget & { locale: Locale }, ownerId: string | null, lock: Lock) {
    const owner = ownerId ? await users.getRecord(ownerId) : null
    const channel = owner ? (owner.email ? 'email' : 'sms') : input.channel
    const to = owner ? owner.email || owner.phonenumber : input.target
    if (!to) return
    const t = translator(owner ? parseLocale(owner.language) : input.locale)
    const params = { until: formatLockUntil(lock.until), failures: lock.failures }
    await outbox.send({
      channel,
      to,
      subject: channel === 'email' ? t('auth.code.lockedSubject') : '',
      body: t('auth.code.lockedBody', params),
      meta: { kind: 'verification-code-lock', purpose: input.purpose },
    })
  }

  return {
    async send(input) {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
      const createdAt = now()
      const id = await run(async () => {
        await repository.lockTarget(input.target)
        const last = await repository.lastSentAt(input.target)
        if (last) {
          const waitedMs = createdAt.getTime() - last.getTime()
          const leftS = Math.ceil((CODE_RESEND_INTERVAL_S * 1000 - waitedMs) / 1000)
          if (leftS > 0) throw new HttpError(429, 'auth.error.codeTooSoon', { seconds: leftS }, { seconds: leftS })
        }
        return repository.insert({
          channel: input.channel,
          target: input.target,
          purpose: input.purpose,
          codeHash: hash(input, code).toString('base64url'),
          createdAt,
          expiresAt: new Date(createdAt.getTime() + CODE_TTL_S * 1000),
        })
      })

      const t = translator(input.locale)
      const minutes = Math.round(CODE_TTL_S / 60)
      // Asked in an agent's app: the message is from that app, as her clients know it (decision 0134).
      const appName = input.appId ? await deps.appName(input.appId, createdAt) : null
      const body = (shown: string) =>
        appName
          ? t('auth.code.bodyApp', { appName, code: shown, minutes })
          : t('auth.code.body', { code: shown, minutes })
      const status = await outbox.send({
        channel: input.channel,
        to: input.target,
        subject:
          input.channel !== 'email' ? '' : appName ? t('auth.code.subjectApp', { appName }) : t('auth.code.subject'),
        body: body(code),
        // The same sentence with a placeholder where the code goes: what the outbox stores once it is out.
        maskedBody: body(SECRET_MASK),
        meta: { kind: 'verification-code', purpose: input.purpose },
        secret: true,
      })
      if (status === 'failed') {
        // Nothing reached the person: drop the code so they may ask again at once.
        await repository.delete(id)
        throw new HttpError(503, 'auth.error.codeNotSent')
      }
      return { seconds: CODE_RESEND_INTERVAL_S }
    },

    async consume<T>(input: CodeCheck, use: () => Promise<T>): Promise<T> {
      const at = now()
      const owner =
        input.channel === 'email' ? await users.findByEmail(input.target) : await users.findByPhone(input.target)
      const ownerId = owner && owner.type !== 'visitor' ? owner.id : null
      const guards = codeGuardKeys(input.channel, input.target, ownerId, input.ip ?? null)
      const keys = guards.map((g) => g.key)
      // One transaction: the pause check, the attempt and, for a right code, its use and the caller's write commit
      // together; a wrong code commits its failure before the error is thrown, outside.
      const outcome = await run(async (): Promise<Outcome<T>> => {
        await repository.lockKeys(keys)
        const until = await repository.lockedUntil(keys, at)
        if (until) return { error: lockedError(until, at) }
        const row = await repository.latest(input.channel, input.target, input.purpose)
        if (!row) return { error: badRequest('auth.error.codeWrong') }
        if (row.consumedAt || row.expiresAt.getTime() <= at.getTime()) {
          return { error: badRequest('auth.error.codeExpired') }
        }
        if (!(await repository.takeAttempt(row.id, CODE_MAX_ATTEMPTS))) {
          return { error: badRequest('auth.error.codeTooManyAttempts') }
        }
        const expected = Buffer.from(row.codeHash, 'base64url')
        const given = hash(input, input.code.trim())
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          let lock: Lock | null = null
          for (const guard of guards) {
            const failures = await repository.recordFailure(guard.key, at, guard.windowMs)
            const lockMs = guard.lockMs(failures)
            if (lockMs === 0) continue
            const until = new Date(at.getTime() + lockMs)
            await repository.setLock(guard.key, until)
            if (guard.tellsOwner && (!lock || until > lock.until)) lock = { until, failures }
          }
          return { error: badRequest('auth.error.codeWrong'), lock }
        }
        if (!(await repository.consume(row.id, at))) return { error: badRequest('auth.error.codeExpired') }
        return { value: await use() }
      })
      if ('value' in outcome) return outcome.value
      if (outcome.lock) await notifyLock(input, ownerId, outcome.lock)
      throw outcome.error
    },
  }
}
