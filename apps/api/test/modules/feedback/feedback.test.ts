import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemoAccounts } from '../../../src/seed/demo-accounts.ts'
import { bearer, passwordLogin, registerAccount, visitorLogin } from '../../helpers/accounts.ts'
import { createTestApp, type TestApp } from '../../helpers/test-app.ts'
import { png, sendFeedback, storedFeedbackImages } from './feedback-fixtures.ts'

const MB = 1024 * 1024

describe('feedback', () => {
  let t: TestApp
  let a: Record<string, string>
  let b: Record<string, string>
  let admin: Record<string, string>
  let visitor: Record<string, string>
  const feedbackRows = async () => {
    const result = (await t.database.db.execute(sql`select count(*)::int as n from feedback`)) as unknown as {
      rows: { n: number }[]
    }
    return result.rows[0]!.n
  }

  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoAccounts(t.app)
    await registerAccount(t, { email: 'feedback-a@example.ca' })
    await registerAccount(t, { email: 'feedback-b@example.ca' })
    const token = async (email: string, password = 'secret-pass') =>
      bearer((await passwordLogin(t, email, password)).json().data.access_token)
    a = await token('feedback-a@example.ca')
    b = await token('feedback-b@example.ca')
    admin = await token('admin@demo.maplenest.ca', DEMO_PASSWORD)
    visitor = bearer((await visitorLogin(t)).access_token)
  }, 120_000)
  afterAll(() => t.close())

  it('takes a suggestion with nine images and a contact, and lists it to its author only', async () => {
    const images = await Promise.all(Array.from({ length: 9 }, (_, i) => png(i + 1)))
    const sent = await sendFeedback(
      t,
      a,
      { type: '0', text: 'Please add a school filter', contact: 'WeChat a1' },
      images,
    )
    expect(sent.status).toBe(201)
    expect(sent.body.msg).toBe('Thank you! Your feedback was sent.')
    expect(sent.body.data).toMatchObject({ type: 0, text: 'Please add a school filter', contact: 'WeChat a1' })
    expect(sent.body.data.images).toHaveLength(9)
    expect(await storedFeedbackImages(t)).toBe(9)
    const image = await t.app.inject({ url: sent.body.data.images[0] })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')

    const mine = await t.app.inject({ url: '/house/api/feedback/v1', headers: a })
    expect(mine.json().data.map((f: { id: string }) => f.id)).toEqual([sent.body.data.id])
    expect((await t.app.inject({ url: '/house/api/feedback/v1', headers: b })).json().data).toEqual([])
    const theirs = await t.app.inject({ url: `/house/api/feedback/v1/${sent.body.data.id}`, headers: b })
    expect(theirs.statusCode).toBe(404)
  })

  it('refuses a tenth image, 11 MB, a file that is not a picture, and keeps nothing', async () => {
    const rows = await feedbackRows()
    const files = await storedFeedbackImages(t)
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => png(100 + i)))
    const tooMany = await sendFeedback(t, a, { type: '1', text: 'Ten screenshots' }, ten)
    expect(tooMany.status).toBe(413)
    expect(tooMany.body.msg).toBe('Too many files: up to 9')

    const big = { bytes: Buffer.concat([(await png(200)).bytes, Buffer.alloc(11 * MB)]) }
    const tooLarge = await sendFeedback(t, a, { type: '1', text: 'A huge screenshot' }, [big], 'zh-Hans-CN')
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.msg).toBe('文件大小超出限制')

    const halves = [
      { bytes: Buffer.concat([(await png(201)).bytes, Buffer.alloc(6 * MB)]) },
      { bytes: Buffer.concat([(await png(202)).bytes, Buffer.alloc(5 * MB)]) },
    ]
    const together = await sendFeedback(t, a, { type: '1', text: 'Two big ones' }, halves)
    expect(together.status).toBe(413)
    expect(together.body.msg).toBe('The file is too large')

    const text = { bytes: Buffer.from('not a picture at all'), filename: 'notes.png' }
    const wrongType = await sendFeedback(t, a, { type: '1', text: 'A text file' }, [await png(203), text])
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.msg).toBe('This file type is not supported')

    expect(await feedbackRows()).toBe(rows)
    expect(await storedFeedbackImages(t)).toBe(files)
  })

  it('names the field when the text or type is wrong, in the caller’s language', async () => {
    const noText = await sendFeedback(t, a, { type: '2', text: '  ' }, [], 'zh-Hans-CN')
    expect(noText.status).toBe(400)
    expect(noText.body.msg).toBe('请填写反馈内容')
    expect(noText.body.data.fields[0].field).toBe('text')
    const badType = await sendFeedback(t, a, { type: '7', text: 'hello' })
    expect(badType.status).toBe(400)
    expect(badType.body.data.fields[0].field).toBe('type')
  })

  it('turns away visitors and people who are not signed in', async () => {
    expect((await sendFeedback(t, visitor, { type: '0', text: 'hi' })).status).toBe(403)
    expect((await sendFeedback(t, {}, { type: '0', text: 'hi' })).status).toBe(401)
  })

  it('lets an administrator reply; the author sees the reply and a notification in their language', async () => {
    const sent = await sendFeedback(t, b, { type: '1', text: 'The map froze on my phone' })
    const id = sent.body.data.id
    const queue = await t.app.inject({ url: '/house/api/feedback/v1/admin?status=open', headers: admin })
    expect(queue.json().data.map((f: { id: string }) => f.id)).toContain(id)
    expect((await t.app.inject({ url: '/house/api/feedback/v1/admin', headers: b })).statusCode).toBe(403)
    const byUser = await t.app.inject({
      method: 'POST',
      url: `/house/api/feedback/v1/${id}/reply`,
      headers: b,
      payload: { reply: 'me' },
    })
    expect(byUser.statusCode).toBe(403)

    const replied = await t.app.inject({
      method: 'POST',
      url: `/house/api/feedback/v1/${id}/reply`,
      headers: admin,
      payload: { reply: 'Fixed in today’s update, thank you.' },
    })
    expect(replied.statusCode).toBe(200)
    const detail = (await t.app.inject({ url: `/house/api/feedback/v1/${id}`, headers: b })).json().data
    expect(detail).toMatchObject({ status: 'replied', reply: 'Fixed in today’s update, thank you.' })

    const zh = await t.app.inject({ url: '/house/api/notice/v1', headers: { ...b, language: 'zh-Hans-CN' } })
    expect(zh.json().data.unread).toBe(1)
    expect(zh.json().data.items[0]).toMatchObject({
      kind: 'feedback.replied',
      title: '我们回复了您的反馈',
      params: { feedbackId: id },
    })
    const en = await t.app.inject({ url: '/house/api/notice/v1', headers: b })
    expect(en.json().data.items[0].body).toBe('Open it to read our reply to: The map froze on my phone')
    expect((await t.app.inject({ url: '/house/api/notice/v1', headers: a })).json().data.items).toEqual([])
  })
})
