import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the endpoint received and checked: the VAPID claims, the headers that matter and the decrypted payload. */
export interface ReceivedPush {
  path: string
  claims: { aud: string; exp: number; sub: string }
  ttl: string | undefined
  payload: unknown
}

const b64url = (buf: Buffer) => buf.toString('base64url')
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** Verifies `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT signed by the key it names. */
function verifyVapid(header: string | undefined, audience: string): ReceivedPush['claims'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [jwt, k] = [match[1]!, match[2]!]
  const point = Buffer.from(k, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  })
  const [head, body, signature] = jwt.split('.') as [string, string, string]
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString())
  if (header64.alg !== 'ES256') throw new Error(`JWT alg ${header64.alg}`)
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) throw new Error('VAPID JWT signature does not verify')
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
  if (claims.aud !== audience) throw new Error(`JWT aud ${claims.aud}, expected ${audience}`)
  const now = Math.floor(Date.now() / 1000)
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp} out of range`)
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`)
  return claims
}

/** Decrypts an aes128gcm body (RFC 8188) encrypted for this subscription (RFC 8291), one record. */
function decrypt(body: Buffer, ua: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16)
  const idlen = body[20]!
  const asPublic = body.subarray(21, 21 + idlen)
  const ciphertext = body.subarray(21 + idlen)
  const ecdhSecret = ua.ecdh.computeSecret(asPublic)
  const prkKey = hmac(ua.auth, ecdhSecret)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic, Buffer.from([1])])
  const ikm = hmac(prkKey, keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  let end = plain.length - 1
  while (end >= 0 && plain[end] === 0) end--
  if (plain[end] !== 2) throw new Error('no last-record delimiter')
  return plain.subarray(0, end)
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

/**
 * A push service on 127.0.0.1 for tests: it hands out subscriptions (a fresh P-256 key pair and auth secret each),
 * and for every POST verifies the VAPID JWT and decrypts the payload as a browser would. A subscription can be told
 * to answer 410 Gone.
 */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = []
  const problems: string[] = []
  const waiters: Array<{ count: number; resolve: () => void }> = []
  const subscriptions = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer; gone: boolean }
  >()
  let origin = ''

  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? ''
    const sub = subscriptions.get(path)
    const body = await readBody(req)
    if (!sub) return void res.writeHead(404).end()
    if (sub.gone) return void res.writeHead(410).end()
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`content-encoding ${req.headers['content-encoding']}`)
      const claims = verifyVapid(req.headers.authorization, origin)
      const payload = JSON.parse(decrypt(body, sub).toString('utf8'))
      received.push({ path, claims, ttl: req.headers.ttl as string | undefined, payload })
      res.writeHead(201).end()
    } catch (err) {
      problems.push(String(err))
      res.writeHead(400).end()
    }
    for (const w of [...waiters]) {
      if (received.length + problems.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve()
      }
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    received,
    problems,
    /** A new browser subscription (PushSubscription.toJSON()) whose pushes this endpoint decrypts. */
    subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
      const ecdh = createECDH('prime256v1')
      const publicKey = ecdh.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${randomBytes(8).toString('hex')}`
      subscriptions.set(path, { ecdh, publicKey, auth, gone: false })
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      }
    },
    /** From now on this subscription answers 410 Gone, as when a person revoked the permission. */
    revoke(endpoint: string) {
      const sub = subscriptions.get(new URL(endpoint).pathname)
      if (sub) sub.gone = true
    },
    /** Resolves once this many pushes have arrived (or failed their checks) in all. */
    waitFor(count: number): Promise<void> {
      if (received.length + problems.length >= count) return Promise.resolve()
      return new Promise((resolve) => waiters.push({ count, resolve }))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>
