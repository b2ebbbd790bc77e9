import { translate } from '@maplenest/core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../helpers/test-app.ts'
import {
  apply,
  createAgentsTestApp,
  newUser as createUser,
  FORM,
  getJson,
  JPEG,
  PNG,
  postJson,
  type Tokens,
  WEBP,
} from './agent-fixtures.ts'

describe('broker onboarding', () => {
  let t: TestApp
  let tokens: Tokens
  beforeAll(async () => {
    ;({ t, tokens } = await createAgentsTestApp())
  })
  afterAll(() => t.close())

  const newUser = (email: string) => createUser(t, email)

  it('takes an application, an admin approves it, and the user is a broker found in agent search', async () => {
    const submitted = await apply(t, tokens.buyer)
    expect(submitted.status).toBe(201)
    expect(submitted.body.msg).toBe('Application submitted for review')
    expect(submitted.body.data).toMatchObject({ status: 'pending', name: 'Grace Liu', photoType: 'image/png' })
    const id = submitted.body.data.id as string

    const mine = await getJson(t, '/house/api/agent/v1/applications/mine', tokens.buyer)
    expect(mine.body.data).toMatchObject({ application: { id, status: 'pending' }, isAgent: false, agentId: null })

    const approved = await postJson(t, `/house/api/agent/v1/applications/${id}/approve`, tokens.admin, 'zh-Hans-CN')
    expect(approved.status).toBe(200)
    expect(approved.body.msg).toBe('申请已通过')
    expect(approved.body.data.status).toBe('approved')

    const info = await getJson(t, '/getInfo', tokens.buyer)
    expect(info.body.data.user).toMatchObject({ type: 'agent', isBroker: true })
    const after = await getJson(t, '/house/api/agent/v1/applications/mine', tokens.buyer)
    expect(after.body.data.application.status).toBe('approved')
    expect(after.body.data.isAgent).toBe(true)

    const found = await getJson(t, '/house/api/agent/v1/search?q=grace%20liu%20prec&city=vancouver&language=mandarin')
    expect(found.body.data.items).toHaveLength(1)
    const agentId = found.body.data.items[0].id
    expect(agentId).toBe(after.body.data.agentId)
    const detail = await getJson(t, `/house/api/agent/v1/${agentId}`)
    expect(detail.body.data).toMatchObject({
      name: 'Grace Liu',
      practiceName: 'Grace Liu PREC',
      email: 'grace.liu@example.com',
      location: 'Richmond, BC',
      languages: ['english', 'mandarin'],
      serviceCities: ['vancouver'],
      appointmentStart: '09:00',
      appointmentEnd: '18:00',
    })
    // The uploaded photo, re-encoded and served from file storage to anyone now that its broker is approved.
    expect(detail.body.data.avatar).toMatch(/^\/house\/api\/file\/v1\/broker-photo\/[0-9a-f-]+\/[0-9a-f]{64}\.webp$/)
    const avatar = await t.app.inject({ url: detail.body.data.avatar })
    expect(avatar.statusCode).toBe(200)
    expect(avatar.headers['content-type']).toBe('image/webp')
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 })
    const byId = await t.app.inject({ url: `/house/api/agent/v1/${agentId}/avatar` })
    expect({ status: byId.statusCode, location: byId.headers.location }).toEqual({
      status: 302,
      location: detail.body.data.avatar,
    })

    const again = await postJson(t, `/house/api/agent/v1/applications/${id}/approve`, tokens.admin)
    expect(again).toMatchObject({ status: 409, body: { msg: 'This application has already been reviewed' } })
    const broker = await apply(t, tokens.buyer)
    expect(broker).toMatchObject({ status: 409, body: { msg: 'Your account is already a broker' } })
  })

  it('refuses a second application while one is pending, and lets an admin reject', async () => {
    const token = await newUser('second@example.com')
    const first = await apply(t, token)
    expect(first.status).toBe(201)
    const second = await apply(t, token, FORM, undefined, 'zh-Hans-CN')
    expect(second).toMatchObject({ status: 409, body: { msg: '您已有一份正在审核的申请' } })
    const rejected = await postJson(t, `/house/api/agent/v1/applications/${first.body.data.id}/reject`, tokens.admin)
    expect(rejected.body.data.status).toBe('rejected')
    const mine = await getJson(t, '/house/api/agent/v1/applications/mine', token)
    expect(mine.body.data).toMatchObject({ application: { status: 'rejected' }, isAgent: false })
    expect((await apply(t, token)).status).toBe(201)
  })

  it('answers 403, never 401, to visitors and to callers without a token, in their language', async () => {
    const visitor = await apply(t, tokens.visitor)
    expect(visitor).toMatchObject({
      status: 403,
      body: { msg: 'Sign in with a registered account to apply as a broker' },
    })
    const anonymous = await apply(t, null, FORM, undefined, 'zh-Hans-CN')
    expect(anonymous).toMatchObject({ status: 403, body: { msg: '请使用注册账号登录后再申请成为经纪人' } })
  })

  it('lets only admins review, and nobody else read an application', async () => {
    const token = await newUser('third@example.com')
    const { body } = await apply(t, token)
    const id = body.data.id
    for (const caller of [token, tokens.agent, tokens.visitor]) {
      const res = await postJson(t, `/house/api/agent/v1/applications/${id}/approve`, caller)
      expect(res).toMatchObject({ status: 403, body: { msg: 'Only an administrator can review applications' } })
    }
    expect((await postJson(t, `/house/api/agent/v1/applications/${id}/reject`)).status).toBe(401)
    const other = await getJson(t, '/house/api/agent/v1/applications/mine', tokens.agent)
    expect(other.body.data.application).toBeNull()
    const unknown = await postJson(
      t,
      '/house/api/agent/v1/applications/00000000-0000-4000-8000-000000000000/approve',
      tokens.admin,
    )
    expect(unknown).toMatchObject({ status: 404, body: { msg: 'Application not found' } })
    const info = await getJson(t, '/getInfo', token)
    expect(info.body.data.user.type).toBe('user')
  })

  it('gives admins the review queue, oldest first, and nobody else', async () => {
    const token = await newUser('queue@example.com')
    // Later than every application before it (the test clock stands still otherwise).
    t.clock.advance(60_000)
    const { body } = await apply(t, token, { ...FORM, name: 'Queue Person' })
    const queue = await getJson(t, '/house/api/agent/v1/applications', tokens.admin)
    expect(queue.status).toBe(200)
    const names = queue.body.data.map((a: { name: string }) => a.name)
    expect(names).toContain('Queue Person')
    expect(queue.body.data.every((a: { status: string }) => a.status === 'pending')).toBe(true)
    expect(queue.body.data.at(-1).id).toBe(body.data.id)
    expect(JSON.stringify(queue.body)).not.toContain('photo"')
    expect((await getJson(t, '/house/api/agent/v1/applications', token)).status).toBe(403)
    expect((await getJson(t, '/house/api/agent/v1/applications', tokens.agent)).status).toBe(403)
    const bad = await getJson(t, '/house/api/agent/v1/applications?status=done', tokens.admin)
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields[0].field).toBe('querystring.status')
  })

  it.each([
    [{ name: '' }, 'name', 'agent.validation.nameRequired'],
    [{ name: 'G' }, 'name', 'agent.validation.nameLength'],
    [{ practiceName: '' }, 'practiceName', 'agent.validation.practiceNameRequired'],
    [{ email: 'grace-at-example' }, 'email', 'agent.validation.emailInvalid'],
    [{ appointmentStart: '' }, 'appointmentStart', 'agent.validation.startRequired'],
    [{ appointmentStart: '19:00' }, 'appointmentEnd', 'agent.validation.timeOrder'],
    [{ location: '' }, 'location', 'agent.validation.locationRequired'],
    [{ languages: [] as string[] }, 'languages', 'agent.validation.languagesRequired'],
  ] as const)('refuses %j with the message in both languages', async (change, field, key) => {
    const token = await newUser(`v-${field}-${key.length}-${Object.values(change).join('').length}@example.com`)
    for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
      const { status, body } = await apply(t, token, { ...FORM, ...change }, undefined, language)
      expect(status).toBe(400)
      expect(body.msg).toBe(translate(language, key))
      expect(body.data.fields).toContainEqual({ field, message: translate(language, key) })
    }
    expect((await getJson(t, '/house/api/agent/v1/applications/mine', token)).body.data.application).toBeNull()
  })

  it('requires a photo, in both languages', async () => {
    const token = await newUser('nophoto@example.com')
    for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
      const { status, body } = await apply(
        t,
        token,
        FORM,
        { filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(0) },
        language,
      )
      expect(status).toBe(400)
      expect(body.data.fields).toEqual([
        { field: 'photo', message: translate(language, 'agent.validation.photoRequired') },
      ])
    }
  })

  it('reads the photo type from its bytes, not its name or declared type', async () => {
    const png = await apply(t, await newUser('png@example.com'), FORM, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: PNG,
    })
    expect(png.status).toBe(201)
    expect(png.body.data.photoType).toBe('image/png')
    const jpeg = await apply(t, await newUser('jpeg@example.com'), FORM, {
      filename: 'a.bin',
      contentType: 'application/octet-stream',
      data: JPEG,
    })
    expect(jpeg.body.data.photoType).toBe('image/jpeg')
    const webp = await apply(t, await newUser('webp@example.com'), FORM, {
      filename: 'a.webp',
      contentType: 'image/webp',
      data: WEBP,
    })
    expect(webp.body.data.photoType).toBe('image/webp')

    const token = await newUser('text@example.com')
    for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
      const text = await apply(
        t,
        token,
        FORM,
        { filename: 'photo.png', contentType: 'image/png', data: Buffer.from('just some text, not a picture') },
        language,
      )
      expect(text.status).toBe(400)
      expect(text.body.msg).toBe(translate(language, 'agent.validation.photoType'))
    }
    const big = await apply(t, token, FORM, {
      filename: 'big.png',
      contentType: 'image/png',
      data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    })
    expect(big).toMatchObject({ status: 400, body: { msg: 'The file is too large' } })
    const bigZh = await apply(
      t,
      token,
      FORM,
      { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
      'zh-Hans-CN',
    )
    expect(bigZh.body.msg).toBe('文件大小超出限制')
    expect((await getJson(t, '/house/api/agent/v1/applications/mine', token)).body.data.application).toBeNull()
  })

  it('answers 400 to a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/house/api/agent/v1/applications',
      payload: FORM,
      headers: { authorization: `Bearer ${tokens.agent}` },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Send the application as a multipart form with a photo')
  })
})
