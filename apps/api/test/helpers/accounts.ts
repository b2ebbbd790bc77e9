import type { LoginResponse } from '@maplenest/core'
import type { TestApp } from './test-app.ts'

/** Fields every sign-in sends (spec §3 visitor payload). */
export const CLIENT = { clientId: 'test-client', tenantId: '000000' } as const

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

export async function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers })
}

export async function visitorLogin(t: TestApp, terminalId = 'terminal-1'): Promise<LoginResponse> {
  const res = await post(t, '/auth/login', { ...CLIENT, grantType: 'app', type: 'visitor', terminalId })
  if (res.statusCode !== 200) throw new Error(`visitor login failed: ${res.body}`)
  return res.json().data
}

export async function passwordLogin(t: TestApp, username: string, password: string) {
  return post(t, '/auth/login', { ...CLIENT, grantType: 'password', username, password })
}

/** The newest 4-digit code sent to an address, read the way a developer would: GET /dev/outbox. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const res = await t.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` })
  const body: string | undefined = res.json().data?.[0]?.body
  const code = body?.match(/\b(\d{4})\b/)?.[1]
  if (!code) throw new Error(`no code in the outbox for ${to}: ${res.body}`)
  return code
}

export async function requestCode(
  t: TestApp,
  channel: 'email' | 'sms',
  address: string,
  purpose: 'login' | 'register' | 'reset',
) {
  return channel === 'email'
    ? post(t, '/auth/code/email', { email: address, purpose })
    : post(t, '/auth/code/sms', { phonenumber: address, purpose })
}

/** Registers through the API (code by e-mail or SMS) and returns the new user id. */
export async function registerAccount(
  t: TestApp,
  opts: { email?: string; phone?: string; password?: string; userName?: string },
): Promise<string> {
  const password = opts.password ?? 'secret-pass'
  const channel = opts.email ? 'email' : 'sms'
  const address = (opts.email ?? opts.phone)!
  const sent = await requestCode(t, channel, address, 'register')
  if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`)
  const code = await latestCode(t, address)
  const target = opts.email
    ? { email: opts.email, ...(opts.phone ? { phonenumber: opts.phone } : {}) }
    : { phonenumber: opts.phone }
  const res = await post(t, '/auth/register', {
    channel,
    ...target,
    code,
    password,
    confirmPassword: password,
    agreement: true,
    ...(opts.userName ? { userName: opts.userName } : {}),
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`)
  return res.json().data.userId
}
