import { crc32, deflateSync } from 'node:zlib'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { apiSession, BUYER, DEMO_PASSWORD, signInWithPassword } from '../sign-in.ts'

const ADMIN = 'admin@demo.maplenest.ca'
const MB = 1024 * 1024

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG: an 8×8 square of one colour, so each of the nine screenshots differs from the others. */
function squarePng(shade: number): Buffer {
  const size = 8
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, shade)])
  const pixels = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const screenshots = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `screen-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: squarePng(i * 25),
  }))
/** Two pictures of 5.5 MB: each under the limit, together 11 MB. */
const elevenMegabytes = () =>
  [1, 2].map((i) => ({
    name: `large-${i}.png`,
    mimeType: 'image/png',
    buffer: Buffer.concat([squarePng(i), Buffer.alloc(5.5 * MB)]),
  }))

const auth = (token: string, language: string) => ({ authorization: `Bearer ${token}`, language })

async function myFeedback(request: APIRequestContext, token: string) {
  const res = await request.get('/house/api/feedback/v1', { headers: auth(token, 'en-GB') })
  expect(res.status()).toBe(200)
  return (await res.json()).data as Array<{ id: string; text: string; images: string[] }>
}

/** Sends a feedback form straight to the api, as a client that skips the screen's own check would. */
function sendDirect(
  request: APIRequestContext,
  token: string,
  language: string,
  files: ReturnType<typeof screenshots>,
) {
  const form = new FormData()
  form.append('type', '1')
  form.append('text', 'Sent around the screen')
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name)
  return request.post('/house/api/feedback/v1', { headers: auth(token, language), multipart: form })
}

const TEXTS = {
  'en-GB': {
    text: 'Your feedback',
    images: 'Add screenshots or photos',
    bugs: 'Bugs',
    submit: 'Send feedback',
    tooMany: 'Too many files: up to 9',
    tooLarge: 'The file is too large',
    image: (n: number) => `Image ${n}`,
    reply: 'Our reply',
    notices: 'Notifications',
    unread: 'Notifications, 1 unread',
    noneUnread: /^0\s*Unread$/,
    noticeTitle: 'We replied to your feedback',
    faq: { q: 'sold prices', question: 'Why do I have to sign in to see sold prices?', answer: /Competition Tribunal/ },
  },
  'zh-Hans-CN': {
    text: '反馈内容',
    images: '添加截图或照片',
    bugs: '问题反馈',
    submit: '提交反馈',
    tooMany: '文件过多：最多9个',
    tooLarge: '文件大小超出限制',
    image: (n: number) => `第 ${n} 张图片`,
    reply: '我们的回复',
    notices: '消息通知',
    unread: '消息通知, 1 条未读',
    noneUnread: /^0\s*未读通知$/,
    noticeTitle: '我们回复了您的反馈',
    faq: { q: '成交价', question: '为什么要登录才能看成交价？', answer: /竞争审裁处/ },
  },
} as const

async function signIn(page: Page, language: keyof typeof TEXTS) {
  await page.goto('/h5/pages/my/public/login')
  await signInWithPassword(page, BUYER, DEMO_PASSWORD)
  // The language link parameter switches the app, as a shared link in Chinese would.
  await page.goto(`/h5/pages/my/my?language=${language}`)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
  const say = TEXTS[language]

  test(`${language}: feedback with nine images, refusals with a tenth and with 11 MB, the reply, its notice and the FAQ`, async ({
    page,
  }) => {
    // Eleven megabytes go up twice and nine pictures are re-encoded: slower than most journeys on a shared machine.
    test.setTimeout(180_000)
    const buyer = (await apiSession(page.request, BUYER)).token
    // Start from nothing unread, whatever an earlier journey left.
    await page.request.post('/house/api/notice/v1/read', { headers: auth(buyer, language), data: { all: true } })
    const before = await myFeedback(page.request, buyer)
    await signIn(page, language)

    await page.goto('/h5/pages/my/feedback/feedback')
    await page.getByRole('radio', { name: say.bugs }).check()
    const words = `The map froze (${language}, ${Date.now()})`
    await page.getByLabel(say.text).fill(words)
    const picker = page.getByLabel(say.images)

    // Ten at once: the tenth is one too many, and none is taken.
    await picker.setInputFiles(screenshots(10))
    await expect(page.getByRole('alert')).toHaveText(say.tooMany)
    await expect(page.getByRole('img', { name: say.image(1) })).toHaveCount(0)
    // 11 MB together: refused, none taken.
    await picker.setInputFiles(elevenMegabytes())
    await expect(page.getByRole('alert')).toHaveText(say.tooLarge)
    await expect(page.getByRole('img', { name: say.image(1) })).toHaveCount(0)

    await picker.setInputFiles(screenshots(9))
    await expect(page.getByRole('img', { name: say.image(9) })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    // Nine is the limit: the way to add a tenth is gone.
    await expect(picker).toHaveCount(0)
    await page.getByRole('button', { name: say.submit }).click()
    await expect(page).toHaveURL(/\/pages\/my\/feedback\/feedback-detail\?id=/)
    await expect(page.getByText(words)).toBeVisible()
    await expect(page.getByRole('img', { name: say.image(9) })).toBeVisible()

    // The api refuses the same two forms sent around the screen, in the reader's language, and keeps nothing.
    const ten = await sendDirect(page.request, buyer, language, screenshots(10))
    expect(ten.status()).toBe(413)
    expect((await ten.json()).msg).toBe(say.tooMany)
    const large = await sendDirect(page.request, buyer, language, elevenMegabytes())
    expect(large.status()).toBe(413)
    expect((await large.json()).msg).toBe(say.tooLarge)
    const after = await myFeedback(page.request, buyer)
    expect(after).toHaveLength(before.length + 1)
    const sent = after[0]!
    expect(sent.text).toBe(words)
    expect(sent.images).toHaveLength(9)

    // An administrator replies through the api.
    const admin = (await apiSession(page.request, ADMIN)).token
    const replyText = language === 'en-GB' ? 'Thank you, fixed in the next release.' : '谢谢，下个版本已修复。'
    const replied = await page.request.post(`/house/api/feedback/v1/${sent.id}/reply`, {
      headers: auth(admin, language),
      data: { reply: replyText },
    })
    expect(replied.status()).toBe(200)

    // My shows the unread badge; the notice leads to the reply, and once read the badge is gone.
    await page.goto('/h5/pages/my/my')
    const entry = page.getByRole('link', { name: say.unread })
    await expect(entry).toBeVisible()
    await entry.click()
    const notice = page.getByRole('link', { name: new RegExp(`${say.noticeTitle}.*${language}`) })
    await expect(notice).toBeVisible()
    const recorded = page.waitForResponse((r) => r.url().includes('/house/api/notice/v1/read'))
    await notice.click()
    expect((await recorded).status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`feedback-detail\\?id=${sent.id}`))
    await expect(page.getByRole('heading', { name: say.reply })).toBeVisible()
    await expect(page.getByText(replyText)).toBeVisible()
    // Back to My the way a person goes: the badge and the unread count are gone without a reload.
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/pages\/my\/my$/)
    await expect(page.getByRole('link', { name: say.notices, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: say.unread })).toHaveCount(0)
    await expect(page.getByText(say.noneUnread)).toBeVisible()

    // The FAQ, searched in the reader's language, opens an answer.
    await page.goto('/h5/pages/my/faq/faq-list')
    await page.getByRole('searchbox').fill(say.faq.q)
    const match = page.getByRole('link', { name: say.faq.question })
    await expect(match).toBeVisible()
    await match.click()
    await expect(page).toHaveURL(/\/pages\/my\/faq\/faq-detail\?id=\d+/)
    await expect(page.getByText(say.faq.answer)).toBeVisible()
  })
}
