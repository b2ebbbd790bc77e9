import { createHash, randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usedIdentityTokens } from '../../../src/db/schema.ts'
import { bearer, CLIENT, passwordLogin, post, registerAccount } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

const APPLE = { iss: 'https://appleid.apple.com', aud: 'ca.maplenest.web' }
const FACEBOOK = { iss: 'https://www.facebook.com', aud: '1234567890' }

describe('social sign-in with Apple and Facebook identity tokens', () => {
  let t: TestApp
  let jwks: Server
  let keysServed = 0
  let signer: CryptoKey
  let stranger: CryptoKey

  // Each token its own (a provider's tokens differ by their nonce and time): a token signs in only once.
  const token = (claims: JWTPayload, opts: { key?: CryptoKey; kid?: string; expiresIn?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .sign(opts.key ?? signer)
  const social = (
    openLoginType: string,
    identityToken: string | undefined,
    extra: Record<string, unknown> = {},
    headers = {},
  ) =>
    post(
      t,
      '/auth/login',
      { ...CLIENT, grantType: 'social', openLoginType, openId: '', identityToken, ...extra },
      headers,
    )
  const me = async (accessToken: string) =>
    (await t.app.inject({ url: '/getInfo', headers: bearer(accessToken) })).json().data.user

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true })
    signer = pair.privateKey as CryptoKey
    stranger = (await generateKeyPair('RS256')).privateKey as CryptoKey
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
    jwks = createServer((_req, res) => {
      keysServed++
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
    })
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/keys`
    t = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      APPLE_CLIENT_ID: APPLE.aud,
      APPLE_JWKS_URL: url,
      FACEBOOK_APP_ID: FACEBOOK.aud,
      FACEBOOK_JWKS_URL: url,
      GOOGLE_CLIENT_ID: 'google-client',
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise<void>((resolve) => jwks.close(() => resolve()))
  })

  it('creates an account from a verified Apple token, with the address Apple vouches for, and signs it in again', async () => {
    const claims = { ...APPLE, sub: '001234.apple', email: 'Mei.Apple@Example.com', email_verified: 'true' }
    const first = await social('apple', await token(claims), { nickName: 'Mei' })
    expect(first.statusCode).toBe(200)
    const user = await me(first.json().data.access_token)
    expect(user).toMatchObject({ email: 'mei.apple@example.com', userName: 'Mei', type: 'user' })
    const again = await social('apple', await token(claims), { openId: '001234.apple' })
    expect(again.json().data.userId).toBe(first.json().data.userId)
    // The provider's keys were fetched once and kept.
    expect(keysServed).toBe(1)
  })

  it('links an Apple sign-in to the registered account of the vouched address', async () => {
    const userId = await registerAccount(t, { email: 'linked@example.com' })
    const res = await social(
      'apple',
      await token({ ...APPLE, sub: 'apple-linked', email: 'linked@example.com', email_verified: true }),
    )
    expect(res.json().data.userId).toBe(userId)
  })

  it('never links by an address the provider does not vouch for: a Facebook token makes a new account without it', async () => {
    const owner = await registerAccount(t, { email: 'victim@example.com' })
    const res = await social(
      'facebook',
      await token({ ...FACEBOOK, sub: 'fb-1', email: 'victim@example.com', name: 'FB Person' }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().data.userId).not.toBe(owner)
    expect(await me(res.json().data.access_token)).toMatchObject({ email: '', userName: 'FB Person' })
  })

  it('links a Facebook sign-in to the registered person who is signed in when they add it', async () => {
    const userId = await registerAccount(t, { email: 'adds-facebook@example.com' })
    const session = (await passwordLogin(t, 'adds-facebook@example.com', 'secret-pass')).json().data.access_token
    const res = await social('facebook', await token({ ...FACEBOOK, sub: 'fb-2' }), {}, bearer(session))
    expect(res.json().data.userId).toBe(userId)
    const later = await social('facebook', await token({ ...FACEBOOK, sub: 'fb-2' }))
    expect(later.json().data.userId).toBe(userId)
  })

  it.each([
    ['no token', undefined],
    ['another app’s token', { ...APPLE, aud: 'someone.else', sub: 'x' }],
    ['another issuer', { iss: 'https://evil.example.com', aud: APPLE.aud, sub: 'x' }],
    ['an expired token', { ...APPLE, sub: 'x', expired: true }],
    ['a token signed by another key', { ...APPLE, sub: 'x', forged: true }],
    ['a subject other than the openId sent', { ...APPLE, sub: 'x', openId: 'y' }],
  ])('answers “Sign-in failed. Try another method.” for %s, in both languages', async (_case, claims) => {
    let identity: string | undefined
    let openId = ''
    if (claims) {
      const { expired, forged, openId: sent, ...rest } = claims as Record<string, unknown>
      openId = (sent as string) ?? ''
      identity = await token(rest, { expiresIn: expired ? '-5m' : '10m', ...(forged ? { key: stranger } : {}) })
    }
    const en = await social('apple', identity, { openId })
    expect(en.statusCode).toBe(400)
    expect(en.json().msg).toBe('Sign-in failed. Try another method.')
    const zh = await social('apple', identity, { openId }, { language: 'zh-Hans-CN' })
    expect(zh.json().msg).toBe('登录失败，请尝试其他方式')
  })

  it.each([
    ['Apple', 'apple', APPLE],
    ['Facebook', 'facebook', FACEBOOK],
  ] as const)(
    'signs in once with a %s identity token, and refuses the same token again',
    async (_name, provider, who) => {
      const identity = await token({ ...who, sub: `${provider}-once` })
      const first = await social(provider, identity)
      expect(first.statusCode).toBe(200)
      for (const [language, msg] of [
        ['en-GB', 'Sign-in failed. Try another method.'],
        ['zh-Hans-CN', '登录失败，请尝试其他方式'],
      ]) {
        const again = await social(provider, identity, {}, { language })
        expect([again.statusCode, again.json()]).toEqual([400, { code: 400, msg, data: null }])
      }
      // Only its hash is kept, until the token could no longer verify (its exp and the minute of clock tolerance).
      const hash = createHash('sha256').update(identity).digest('base64url')
      const [row] = await t.database.db.select().from(usedIdentityTokens).where(eq(usedIdentityTokens.tokenHash, hash))
      const exp = JSON.parse(Buffer.from(identity.split('.')[1]!, 'base64url').toString()).exp as number
      expect(row?.expiresAt.getTime()).toBe((exp + 60) * 1000)
      // A new token of the same person still signs in.
      const next = await social(provider, await token({ ...who, sub: `${provider}-once` }))
      expect(next.json().data.userId).toBe(first.json().data.userId)
    },
  )

  it('forgets used tokens once they can no longer verify', async () => {
    await t.database.db
      .insert(usedIdentityTokens)
      .values({ tokenHash: 'long-expired', expiresAt: new Date(t.clock.now.getTime() - 1000) })
    expect((await social('apple', await token({ ...APPLE, sub: 'sweeper' }))).statusCode).toBe(200)
    const left = await t.database.db
      .select()
      .from(usedIdentityTokens)
      .where(eq(usedIdentityTokens.tokenHash, 'long-expired'))
    expect(left).toEqual([])
  })

  it('keeps refusing providers whose tokens are not verified here', async () => {
    const res = await social('google', await token({ ...APPLE, sub: 'g' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain('cannot be verified yet')
    expect((await social('wechat', 'x')).json().msg).toContain('not available')
  })
})
