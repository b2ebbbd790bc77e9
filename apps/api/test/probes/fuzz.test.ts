import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../helpers/accounts.ts'
import { type FuzzCase, fuzzCases } from './fuzz-case-fixtures.ts'
import { createProbeApp, type Operation, operationKey, type ProbeApp } from './probe-app-fixtures.ts'

const CJK = /[\u3400-\u9fff]/

/** What is wrong with one answer, or null: never a 5xx, always the envelope, the message in the caller's language. */
function fault(op: Operation, res: LightMyRequestResponse, language: string): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`
  // Files, pictures and redirects are the documented answers of routes whose 200 is not JSON.
  if (res.statusCode < 400 && !op.answersJson) return null
  let body: { code?: unknown; msg?: unknown; data?: unknown }
  try {
    body = res.json()
  } catch {
    return `answered ${res.statusCode} with ${res.headers['content-type']}, not the envelope: ${res.body.slice(0, 120)}`
  }
  if (body.code !== res.statusCode || typeof body.msg !== 'string' || !body.msg || !('data' in body))
    return `answered ${res.statusCode} with no {code,msg,data} envelope: ${res.body.slice(0, 200)}`
  if (res.statusCode >= 400 && language === 'zh-Hans-CN' && !CJK.test(body.msg))
    return `answered ${res.statusCode} with a message not in Chinese: ${body.msg}`
  if (res.statusCode >= 400 && language === 'en-GB' && CJK.test(body.msg))
    return `answered ${res.statusCode} with a message not in English: ${body.msg}`
  return null
}

const changedTables = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after)
    .filter((k) => before[k] !== after[k])
    .map((k) => `${k} ${before[k]}→${after[k]}`)

/**
 * Every route and method of the OpenAPI document, with its path parameters filled with real and bad values, sent
 * malformed and spoiled input by a visitor (in Chinese) and a signed-in user (in English). None may answer 5xx, every
 * answer is the envelope (or the route's file), and an answer of 4xx leaves every table's row count as it was.
 */
describe('fuzz run over the OpenAPI document', () => {
  let probe: ProbeApp
  beforeAll(async () => {
    probe = await createProbeApp()
  }, 120_000)
  afterAll(() => probe?.t.close())

  it('answers every malformed request with a localised 4xx envelope and writes nothing', async () => {
    const callers = [
      { who: 'visitor' as const, token: probe.tokens.visitor, language: 'zh-Hans-CN' },
      { who: 'user' as const, token: probe.tokens.user, language: 'en-GB' },
    ]
    // Sign-out last, so a case it accepts ends no session the other routes' cases need; cancelling the account after
    // it, as a case it accepts ends the account itself.
    const last = (op: Operation) => ['/auth/logout', '/house/api/user/v1/cancel'].indexOf(op.path)
    const operations = [...probe.operations].sort((a, b) => last(a) - last(b))
    const faults: string[] = []
    let sent = 0
    let counts = await probe.countRows()
    for (const op of operations) {
      const cases = fuzzCases(op, probe.plausible(op))
      for (const caller of callers) {
        for (const c of cases) {
          const res = await send(probe, c, caller.token, caller.language)
          sent++
          const report = (why: string) => faults.push(`${operationKey(op)} [${c.name}] as ${caller.who}: ${why}`)
          const why = fault(op, res, caller.language)
          if (why) report(why)
          const after = await probe.countRows()
          if (res.statusCode >= 400) {
            const changed = changedTables(counts, after)
            if (changed.length > 0) report(`answered ${res.statusCode} but changed ${changed.join(', ')}`)
          }
          counts = after
          // A sign-out it accepted ended the caller's session: the next cases get a new one.
          if (op.path === '/auth/logout' && res.statusCode === 200) {
            caller.token = await probe.signIn(caller.who)
            counts = await probe.countRows()
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500)
    expect(faults, faults.join('\n')).toEqual([])
  }, 600_000)
})

function send(probe: ProbeApp, c: FuzzCase, token: string, language: string) {
  return probe.t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: { language, ...bearer(token), ...c.headers },
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  })
}
