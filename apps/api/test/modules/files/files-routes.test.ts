import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer, passwordLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

interface Caller {
  id: string
  token: string
}

async function signIn(t: TestApp, email: string): Promise<Caller> {
  const res = await passwordLogin(t, email, DEMO_PASSWORD)
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  const token = res.json().data.access_token as string
  const info = await t.app.inject({ url: '/getInfo', headers: bearer(token) })
  return { id: info.json().data.user.userId as string, token }
}

describe('serving stored files', () => {
  let t: TestApp
  let buyer: Caller
  let agent: Caller
  let admin: Caller
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' })
    await seedDemoAccounts(t.app)
    buyer = await signIn(t, 'buyer@demo.maplenest.ca')
    agent = await signIn(t, 'agent@demo.maplenest.ca')
    admin = await signIn(t, 'admin@demo.maplenest.ca')
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('serves a public kind to anyone, typed, never sniffed, cached for good', async () => {
    const logo = await t.app.files.store('agent-logo', agent.id, PNG)
    expect(logo.key).toMatch(new RegExp(`^agent-logo/${agent.id}/[0-9a-f]{64}\\.webp$`))
    const res = await get(t.app.files.url(logo.key))
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
      'content-length': String(logo.size),
    })
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 })

    const again = await get(t.app.files.url(logo.key), { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const head = await t.app.inject({ method: 'HEAD', url: t.app.files.url(logo.key) })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
  })

  it('stores the same bytes once, under one key', async () => {
    const first = await t.app.files.store('agent-icon', agent.id, PNG)
    const second = await t.app.files.store('agent-icon', agent.id, PNG)
    expect(second.key).toBe(first.key)
  })

  it('gives a private file to its owner and administrators, as a download, and to nobody else', async () => {
    const contract = await t.app.files.store('contract-pdf', buyer.id, PDF)
    const url = t.app.files.url(contract.key)

    const owner = await get(url, bearer(buyer.token))
    expect(owner.statusCode).toBe(200)
    expect(owner.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'cross-origin-resource-policy': 'same-origin',
    })
    expect(owner.headers['content-disposition']).toMatch(/^attachment; filename="contract-pdf-[0-9a-f]{12}\.pdf"$/)
    expect(Buffer.compare(owner.rawPayload, PDF)).toBe(0)
    expect((await get(url, bearer(admin.token))).statusCode).toBe(200)

    const other = await get(url, bearer(agent.token))
    expect(other.statusCode).toBe(403)
    expect(other.json()).toMatchObject({ code: 403, msg: 'You do not have access to this file', data: null })
    const anonymous = await get(url, { language: 'zh-Hans-CN' })
    expect(anonymous.json()).toMatchObject({ code: 403, msg: '您无权查看此文件' })
    expect((await get(url, bearer('not-a-live-token'))).statusCode).toBe(401)
  })

  it('keeps a broker photo private until a module vouches for it', async () => {
    const photo = await t.app.files.store('broker-photo', buyer.id, PNG)
    expect((await get(t.app.files.url(photo.key))).statusCode).toBe(403)
    expect((await get(t.app.files.url(photo.key), bearer(buyer.token))).statusCode).toBe(200)
  })

  it('streams a large PDF whole', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(12 * 1024 * 1024)])
    const stored = await t.app.files.store('listing-pdf', admin.id, big)
    const res = await get(t.app.files.url(stored.key), bearer(admin.token))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-length']).toBe(String(big.length))
    expect(Buffer.compare(res.rawPayload, big)).toBe(0)
  })

  it('answers 404 for keys that are not files, whatever they try', async () => {
    const missing = `contract-pdf/${buyer.id}/${'0'.repeat(64)}.pdf`
    const res = await get(t.app.files.url(missing), bearer(buyer.token))
    expect(res).toMatchObject({ statusCode: 404 })
    expect(res.json().msg).toBe('File not found')
    for (const path of [
      'nothing/here.webp',
      `avatar/${buyer.id}/..%2F..%2F..%2Fjwt-secret`,
      '..%2F..%2Fjwt-secret',
      `AVATAR/${buyer.id}/${'0'.repeat(64)}.webp`,
    ]) {
      expect((await get(`/house/api/file/v1/${path}`)).statusCode).toBe(404)
    }
  })

  it('refuses uploads the pipeline will not take with 400 or 413 and the spec’s words', async () => {
    await expect(t.app.files.store('avatar', buyer.id, Buffer.from('plain text'))).rejects.toMatchObject({
      status: 400,
      key: 'file.upload.unsupportedType',
    })
    await expect(
      t.app.files.store('agent-logo', agent.id, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
    ).rejects.toMatchObject({ status: 413, key: 'file.upload.tooLarge' })
  })
  // Last: it moves the clock past the access tokens' lifetime.
  it('lets a signed URL open a private file until it expires, and refuses a tampered one', async () => {
    const image = await t.app.files.store('feedback-image', buyer.id, PNG)
    const signed = t.app.files.signedUrl(image.key, 600)
    const ok = await get(signed)
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toBe('image/webp')
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=(\d+), immutable$/)
    const maxAge = Number(String(ok.headers['cache-control']).match(/max-age=(\d+)/)?.[1])
    expect(maxAge).toBeGreaterThan(590)
    expect(maxAge).toBeLessThanOrEqual(900)

    const url = new URL(signed, 'http://x')
    const signature = url.searchParams.get('signature') ?? ''
    const tampered = signed.replace(
      signature,
      `${signature.slice(0, 10)}${signature[10] === 'a' ? 'b' : 'a'}${signature.slice(11)}`,
    )
    expect((await get(tampered)).statusCode).toBe(403)
    const longer = signed.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 86_400}`)
    expect((await get(longer)).statusCode).toBe(403)
    const other = await t.app.files.store('feedback-image', buyer.id, await sharp(PNG).resize(2, 2).png().toBuffer())
    expect((await get(`${t.app.files.url(other.key)}${url.search}`)).statusCode).toBe(403)

    t.clock.advance(16 * 60 * 1000)
    const expired = await get(signed)
    expect(expired.statusCode).toBe(403)
    expect(expired.json().msg).toBe('This link has expired; open the file again from the app')
  })
})
