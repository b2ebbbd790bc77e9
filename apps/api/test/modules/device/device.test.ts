import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'

describe('the app’s own calls: version, session check, install link, web view', () => {
  let t: TestApp
  let webDist: string
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers })
    return { status: res.statusCode, body: res.json(), headers: res.headers }
  }

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'web-dist-'))
    await writeFile(join(webDist, 'version.json'), JSON.stringify({ version: '0.1.0.20261128120000' }))
    t = await createTestApp({
      WEB_DIST: webDist,
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      IOS_STORE_URL: 'https://apps.apple.com/app/id000000000',
      WEBVIEW_ORIGINS: 'https://www.fcac-acfc.gc.ca',
    })
  })
  afterAll(async () => {
    await t.close()
    await rm(webDist, { recursive: true, force: true })
  })

  it('says a newer build is live, comparing versions after a leading v, by GET and by POST', async () => {
    const older = await get('/app/updateVersion?version=v0.1.0.20261127090000&platform=web')
    expect(older.body.data).toEqual({ version: '0.1.0.20261128120000', update: true, url: '/h5/' })
    expect(older.headers['cache-control']).toBe('no-store')
    const same = await t.app.inject({
      method: 'POST',
      url: '/app/updateVersion',
      payload: { version: 'v0.1.0.20261128120000' },
    })
    expect(same.json().data.update).toBe(false)
    const empty = await t.app.inject({ method: 'POST', url: '/app/updateVersion' })
    expect(empty.json().data).toMatchObject({ version: '0.1.0.20261128120000', update: false })
  })

  it('reads a new build copied in while the server runs', async () => {
    const file = join(webDist, 'version.json')
    await writeFile(file, JSON.stringify({ version: '0.1.0.20261129080000' }))
    const later = new Date(Date.now() + 60_000)
    await utimes(file, later, later)
    const res = await get('/app/updateVersion?version=0.1.0.20261128120000')
    expect(res.body.data).toMatchObject({ version: '0.1.0.20261129080000', update: true })
  })

  it.each([
    ['en-GB', 'A version is digits and dots, optionally after a v (v1.2.3)'],
    ['zh-Hans-CN', '版本号由数字和点组成，可以 v 开头（如 v1.2.3）'],
  ])('refuses a version that is not one, in %s', async (language, msg) => {
    const res = await get('/app/updateVersion?version=latest', { language })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(msg)
  })

  it('checks a session: valid only for the token’s own user, random echoed', async () => {
    const userId = await registerAccount(t, { email: 'session-check@example.com' })
    const token = (await passwordLogin(t, 'session-check@example.com', 'secret-pass')).json().data.access_token
    const good = await get(`/app/checkSession?userId=${userId}&token=${token}&random=r1`)
    expect(good.body).toMatchObject({ code: 200, msg: 'valid', data: { valid: true, random: 'r1' } })
    const visitor = await visitorLogin(t)
    const wrongUser = await get(`/app/checkSession?userId=${visitor.userId}&token=${token}&random=r2`)
    expect(wrongUser.body).toMatchObject({ msg: 'invalid', data: { valid: false, random: 'r2' } })
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })
    const ended = await get(`/app/checkSession?userId=${userId}&token=${token}&random=r3`)
    expect(ended.body.data.valid).toBe(false)
    expect((await get(`/app/checkSession?userId=${userId}&random=r3`)).status).toBe(400)
  })

  it('answers where each terminal gets the app: a store page when configured, else the install page', async () => {
    expect((await get('/house/home/appDownLoadUrl?terminalType=ios')).body.data).toEqual({
      terminalType: 'ios',
      kind: 'store',
      url: 'https://apps.apple.com/app/id000000000',
    })
    expect((await get('/house/home/appDownLoadUrl?terminalType=android')).body.data).toEqual({
      terminalType: 'android',
      kind: 'install',
      url: '/h5/pages/my/public/addhome',
    })
    expect((await get('/house/home/appDownLoadUrl?terminalType=symbian')).status).toBe(400)
  })

  it('lets the web view frame only the configured https origins, and says so in the page policy', async () => {
    const allowed = await get(
      `/house/api/common/v1/webview?url=${encodeURIComponent('https://www.fcac-acfc.gc.ca/en/mortgages')}`,
    )
    expect(allowed.body.data.framable).toBe(true)
    const other = await get(`/house/api/common/v1/webview?url=${encodeURIComponent('https://example.com/')}`)
    expect(other.body.data.framable).toBe(false)
    expect((await get('/house/api/common/v1/webview?url=http%3A%2F%2Fexample.com')).status).toBe(400)
    expect(String(allowed.headers['content-security-policy'])).toContain("frame-src 'self' https://www.fcac-acfc.gc.ca")
  })
})
