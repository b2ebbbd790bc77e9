import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_INTERVAL_S,
  CODE_TTL_S,
  type CodeChannel,
  type CodePurpose,
  type Locale,
  translator,
} from '@maplenest/core'
import type { RunInTransaction } from '../../db/transaction.ts'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import type { OutboxService } from '../outbox/index.ts'
import type { CodesRepository } from './codes-repository.ts'

export interface CodeTarget {
  channel: CodeChannel
  /** The address in its stored form: lower-case e-mail or E.164 phone number. */
  target: string
  purpose: CodePurpose
}

export interface CodesService {
  /**
   * Issues a new code and sends it in the caller's language. 429 auth.error.codeTooSoon with `{seconds}` within
   * the resend interval of the previous code to this address; 503 auth.error.codeNotSent when delivery failed.
   */
  send(input: CodeTarget & { locale: Locale }): Promise<{ seconds: number }>
  /**
   * Checks and uses up the newest code for this address and purpose, or throws 400: codeWrong, codeExpired, or
   * codeTooManyAttempts after CODE_MAX_ATTEMPTS wrong tries. Call it outside a transaction: a wrong try must count.
   */
  consume(input: CodeTarget & { code: string }): Promise<void>
}

/**
 * One-time codes. A code is CODE_LENGTH random digits, stored as an HMAC (keyed by a server secret, so a copy
 * of the table does not give the codes away), valid for CODE_TTL_S, one per CODE_RESEND_INTERVAL_S per address.
 * A code is sent whether or not an account uses the address, so the answer never tells who has an account.
 */
export function createCodesService(deps: {
  repository: CodesRepository
  outbox: OutboxService
  run: RunInTransaction
  now: () => Date
  secret: Uint8Array
}): CodesService {
  const { repository, outbox, run, now } = deps
  const hash = (t: CodeTarget, code: string) =>
    createHmac('sha256', deps.secret).update(`${t.channel}:${t.target}:${t.purpose}:${code}`).digest()

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
      const status = await outbox.send({
        channel: input.channel,
        to: input.target,
        subject: input.channel === 'email' ? t('auth.code.subject') : '',
        body: t('auth.code.body', { code, minutes: Math.round(CODE_TTL_S / 60) }),
        meta: { kind: 'verification-code', purpose: input.purpose },
      })
      if (status === 'failed') {
        // Nothing reached the person: drop the code so they may ask again at once.
        await repository.delete(id)
        throw new HttpError(503, 'auth.error.codeNotSent')
      }
      return { seconds: CODE_RESEND_INTERVAL_S }
    },

    async consume(input) {
      const row = await repository.latest(input.channel, input.target, input.purpose)
      if (!row) throw badRequest('auth.error.codeWrong')
      if (row.consumedAt || row.expiresAt.getTime() <= now().getTime()) throw badRequest('auth.error.codeExpired')
      if (!(await repository.takeAttempt(row.id, CODE_MAX_ATTEMPTS))) {
        throw badRequest('auth.error.codeTooManyAttempts')
      }
      const expected = Buffer.from(row.codeHash, 'base64url')
      const given = hash(input, input.code.trim())
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw badRequest('auth.error.codeWrong')
      }
      if (!(await repository.consume(row.id, now()))) throw badRequest('auth.error.codeExpired')
    },
  }
}
