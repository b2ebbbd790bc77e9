import { seedDemoAgents } from '../../../src/seed/agents/index.ts'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer, passwordLogin, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

export const ANCHOR = new Date('2026-11-01T12:00:00Z')

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
/** A 1×1 JPEG and WebP: real pictures, since the upload pipeline decodes what it takes. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC8AUQf/9k=',
  'base64',
)
export const WEBP = Buffer.from(
  'UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoBAAEAAUAmJaACdAFAAAD+2OgQH/w5T//DlP/8OU/4X8AA',
  'base64',
)

export interface Tokens {
  visitor: string
  buyer: string
  agent: string
  admin: string
}

async function login(t: TestApp, email: string): Promise<string> {
  const res = await passwordLogin(t, email, DEMO_PASSWORD)
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  return res.json().data.access_token
}

/** The app with the demo accounts, tiny demo agents and direct listings, and a token per kind of caller. */
export async function createAgentsTestApp(): Promise<{ t: TestApp; tokens: Tokens; seeded: Record<string, number> }> {
  // Many sign-ins in one file: a wider per-IP budget than the product's
  const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '5000' })
  t.clock.now = ANCHOR
  await seedDemoAccounts(t.app)
  const seeded = await seedDemoAgents(t.app, { size: 'tiny', anchor: ANCHOR })
  const tokens: Tokens = {
    visitor: (await visitorLogin(t)).access_token,
    buyer: await login(t, 'buyer@demo.maplenest.ca'),
    agent: await login(t, 'agent@demo.maplenest.ca'),
    admin: await login(t, 'admin@demo.maplenest.ca'),
  }
  return { t, tokens, seeded }
}

let userHash: string | null = null

/** A new registered user (type 'user') and their access token. */
export async function newUser(t: TestApp, email: string): Promise<string> {
  userHash ??= await t.app.auth.hashPassword('secret-pass')
  const account = await t.app.users.createAccount({ type: 'user', email, passwordHash: userHash, language: 'en-GB' })
  if (!account) throw new Error(`${email} exists`)
  const res = await passwordLogin(t, email, 'secret-pass')
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  return res.json().data.access_token
}

export interface FilePart {
  filename: string
  contentType: string
  data: Buffer
}

/** A multipart/form-data body: text fields (arrays repeat the field) and an optional photo. */
export function multipart(fields: Record<string, string | string[]>, photo?: FilePart) {
  const boundary = `----maplenest${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`))
    }
  }
  if (photo) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${photo.filename}"\r\nContent-Type: ${photo.contentType}\r\n\r\n`,
      ),
    )
    chunks.push(photo.data, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

export const FORM = {
  name: 'Grace Liu',
  practiceName: 'Grace Liu PREC',
  email: 'grace.liu@example.com',
  appointmentStart: '09:00',
  appointmentEnd: '18:00',
  location: 'Richmond, BC',
  languages: ['english', 'mandarin'],
}

export async function apply(
  t: TestApp,
  token: string | null,
  fields: Record<string, string | string[]> = FORM,
  photo: FilePart | undefined = { filename: 'me.png', contentType: 'image/png', data: PNG },
  language = 'en-GB',
) {
  const body = multipart(fields, photo)
  const res = await t.app.inject({
    method: 'POST',
    url: '/house/api/agent/v1/applications',
    payload: body.payload,
    headers: { ...body.headers, language, ...(token ? bearer(token) : {}) },
  })
  return { status: res.statusCode, body: res.json() }
}

export async function getJson(t: TestApp, url: string, token?: string, language = 'en-GB') {
  const res = await t.app.inject({ url, headers: { language, ...(token ? bearer(token) : {}) } })
  return { status: res.statusCode, body: res.json() }
}

export async function postJson(t: TestApp, url: string, token?: string, language = 'en-GB') {
  const res = await t.app.inject({ method: 'POST', url, headers: { language, ...(token ? bearer(token) : {}) } })
  return { status: res.statusCode, body: res.json() }
}
