import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_DEPTH, nestsDeeperThan } from '../../src/plugins/input-hygiene.ts'
import { CLIENT } from '../helpers/accounts.ts'
import type { TestApp } from '../helpers/test-app.ts'
import { apply, createAgentsTestApp, FORM, type Tokens } from '../modules/agents/agent-fixtures.ts'

describe('text input with NUL bytes or lone surrogates', () => {
  let t: TestApp
  let tokens: Tokens
  beforeAll(async () => {
    ;({ t, tokens } = await createAgentsTestApp())
  })
  afterAll(() => t.close())

  const get = async (url: string, language = 'en-GB') => {
    const res = await t.app.inject({ url, headers: { language } })
    return { status: res.statusCode, body: res.json() }
  }
  const login = async (payload: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload,
      headers: { 'content-type': 'application/json', language: 'zh-Hans-CN' },
    })
    return { status: res.statusCode, body: res.json() }
  }

  it('refuses a NUL in the agent search text with a 400 naming the field', async () => {
    const res = await get('/house/api/agent/v1/search?q=%00')
    expect(res).toEqual({
      status: 400,
      body: {
        code: 400,
        msg: 'The value of querystring.q contains characters that are not allowed',
        data: {
          fields: [
            { field: 'querystring.q', message: 'The value of querystring.q contains characters that are not allowed' },
          ],
        },
      },
    })
  })

  it('refuses a NUL in the outbox address', async () => {
    const res = await get('/dev/outbox?to=%00', 'zh-Hans-CN')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('querystring.to 包含不允许的字符')
  })

  it('refuses a NUL in the visitor client id, in the caller language', async () => {
    const res = await login(JSON.stringify({ ...CLIENT, clientId: '\u0000', grantType: 'app', type: 'visitor' }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 400, msg: 'clientId 包含不允许的字符' })
  })

  it('refuses a lone surrogate in a JSON body, nested or not', async () => {
    const body = `{"clientId":"test-client","tenantId":"000000","grantType":"app","type":"visitor","terminalId":"a\\ud800"}`
    const res = await login(body)
    expect(res.status).toBe(400)
    expect(res.body.data.fields).toEqual([{ field: 'terminalId', message: 'terminalId 包含不允许的字符' }])
  })

  it('still takes a paired surrogate (an emoji) and Chinese text', async () => {
    const res = await get(`/house/api/agent/v1/search?q=${encodeURIComponent('刘 😀')}`)
    expect(res.status).toBe(200)
  })

  it('refuses a NUL in a text field of the broker application', async () => {
    const res = await apply(t, tokens.buyer, { ...FORM, practiceName: 'Grace\u0000PREC' })
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('The value of practiceName contains characters that are not allowed')
    expect(res.body.data.fields).toContainEqual({
      field: 'practiceName',
      message: 'The value of practiceName contains characters that are not allowed',
    })
  })

  it('refuses a body nested thousands deep with a 400 in the caller language, not a 500', async () => {
    const arrays = `{"clientId":${'['.repeat(5000)}${']'.repeat(5000)}}`
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
    for (const body of [arrays, objects]) {
      expect(await login(body)).toEqual({
        status: 400,
        body: {
          code: 400,
          msg: '请求内容嵌套层数过多',
          data: { fields: [{ field: 'body', message: '请求内容嵌套层数过多' }] },
        },
      })
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: objects,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.json().msg).toBe('The request body is nested too deeply')
  })

  it('lets a body as deep as the limit through to validation', async () => {
    const deep = `{"clientId":${'['.repeat(MAX_BODY_DEPTH - 1)}${']'.repeat(MAX_BODY_DEPTH - 1)}}`
    const res = await login(deep)
    expect(res.status).toBe(400)
    expect(res.body.data.fields[0].field).not.toBe('body')
  })
})

describe('the nesting check', () => {
  it('counts objects and arrays, a flat object being one level', () => {
    expect(nestsDeeperThan({ a: 1, b: 'x' }, 1)).toBe(false)
    expect(nestsDeeperThan({ a: [1] }, 1)).toBe(true)
    expect(nestsDeeperThan([[[]]], 3)).toBe(false)
    expect(nestsDeeperThan([[[]]], 2)).toBe(true)
    expect(nestsDeeperThan('text', 0)).toBe(false)
    expect(nestsDeeperThan(null, 0)).toBe(false)
  })

  it('walks a million levels without overflowing the stack', () => {
    let deep: unknown = {}
    for (let i = 0; i < 1_000_000; i++) deep = { next: deep }
    expect(nestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true)
  })
})
