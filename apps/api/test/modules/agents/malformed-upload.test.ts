import { AGENT_PHOTO_MAX_BYTES } from '@maplenest/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../helpers/accounts.ts'
import type { TestApp } from '../../helpers/test-app.ts'
import { createAgentsTestApp, type Tokens } from './agent-fixtures.ts'

describe('a broken multipart body on the broker application', () => {
  let t: TestApp
  let tokens: Tokens
  beforeAll(async () => {
    ;({ t, tokens } = await createAgentsTestApp())
  })
  afterAll(() => t.close())

  const send = async (contentType: string, payload: string | Buffer, language = 'en-GB') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/house/api/agent/v1/applications',
      payload,
      headers: { 'content-type': contentType, language, ...bearer(tokens.buyer) },
    })
    return { status: res.statusCode, type: res.headers['content-type'], body: res.json() }
  }

  it.each([
    [
      'without a boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nGrace\r\n--x--\r\n',
    ],
    [
      'with a truncated part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nGra',
    ],
    ['of 100 KB of dashes', 'multipart/form-data; boundary=x', '-'.repeat(100 * 1024)],
  ])('answers a body %s with a 400 envelope', async (_name, contentType, payload) => {
    const res = await send(contentType, payload)
    expect(res.status).toBe(400)
    expect(res.type).toContain('application/json')
    expect(res.body).toMatchObject({ code: 400, msg: 'The form data is malformed' })
    expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'msg'])
  })

  it('answers an oversized body with 413 and the file size message, in the caller language', async () => {
    const payload = Buffer.alloc(AGENT_PHOTO_MAX_BYTES + 3 * 1024 * 1024, 0x61)
    const en = await send('multipart/form-data; boundary=x', payload)
    expect(en).toMatchObject({ status: 413, body: { code: 413, msg: 'The file is too large', data: null } })
    const zh = await send('multipart/form-data; boundary=x', payload, 'zh-Hans-CN')
    expect(zh.body).toMatchObject({ code: 413, msg: '文件大小超出限制' })
  })
})
