import type { Page } from '@playwright/test'
import { expect, registerAccount, test } from '../fixtures.ts'
import { signInWithPassword } from '../sign-in.ts'

const PASSWORD = 'maple123'

/** What the journey reads and clicks, in each language. */
const TEXT = {
  'en-GB': {
    signIn: { account: 'E-mail or phone', password: 'Password', agree: 'checkbox', submit: 'Sign in' },
    edit: 'Edit profile',
    nickname: 'Nickname',
    female: 'Female',
    save: 'Save',
    saved: 'Profile saved',
    changePhoto: 'Change photo',
    choose: 'Choose a photo',
    usePhoto: 'Use this photo',
    photoSaved: 'Photo saved',
    cancel: 'Cancel account',
    continue: 'Continue',
    other: 'Another reason',
    next: 'Next',
    noteRequired: 'Tell us the reason in a few words',
    note: 'Your reason',
    submit: 'Cancel my account',
    notAgreed: 'Not agreed to cancellation',
    done: 'Your account has been cancelled. You are browsing as a guest now.',
    ok: 'OK',
    visitor: 'Sign in / Register',
    refused: 'This account has been cancelled and can no longer sign in.',
  },
  'zh-Hans-CN': {
    signIn: { account: '邮箱或手机号', password: '密码', agree: 'checkbox', submit: '登录' },
    edit: '编辑资料',
    nickname: '昵称',
    female: '女',
    save: '保存',
    saved: '资料已保存',
    changePhoto: '更换头像',
    choose: '选择照片',
    usePhoto: '使用这张照片',
    photoSaved: '头像已保存',
    cancel: '注销账号',
    continue: '继续',
    other: '其他原因',
    next: '下一步',
    noteRequired: '请简要填写原因',
    note: '您的原因',
    submit: '注销我的账号',
    notAgreed: '未同意注销',
    done: '您的账号已注销，现在以访客身份浏览。',
    ok: '好的',
    visitor: '登录 / 注册',
    refused: '该账号已注销，无法再登录。',
  },
} as const

type Language = keyof typeof TEXT

/** A fresh account, registered through the API as the registration screen does (code by e-mail). */
async function registerFresh(page: Page, language: Language) {
  const email = `account-${language.toLowerCase()}-${Date.now()}@example.com`
  await registerAccount(page.request, email, PASSWORD)
  return email
}

/** A small PNG drawn by the browser's canvas: wider than tall, so the square crop shows. */
async function drawPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 120
    canvas.height = 60
    const g = canvas.getContext('2d')!
    g.fillStyle = '#04d188'
    g.fillRect(0, 0, 120, 60)
    g.fillStyle = '#1f2329'
    g.fillRect(45, 15, 30, 30)
    return canvas.toDataURL('image/png')
  })
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

async function signInAs(page: Page, language: Language, email: string) {
  const text = TEXT[language].signIn
  await page.goto(`/h5/pages/my/public/login?language=${language}`)
  await page.getByLabel(text.account).fill(email)
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: text.submit, exact: true }).click()
}

for (const language of ['en-GB', 'zh-Hans-CN'] as const) {
  const text = TEXT[language]

  test(`${language}: edit the profile and the photo, then cancel the account and fail to sign in`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(`/h5/pages/home?language=${language}`)
    const email = await registerFresh(page, language)
    if (language === 'en-GB') {
      await page.goto('/h5/pages/my/public/login')
      await signInWithPassword(page, email, PASSWORD)
    } else {
      await signInAs(page, language, email)
      await expect(page).not.toHaveURL(/\/pages\/my\/public\/login/)
    }

    // Profile: a new nickname and sex.
    await page.goto('/h5/pages/my/info/account')
    await expect(page.getByText(email)).toBeVisible()
    await page.getByRole('link', { name: text.edit }).click()
    await page.getByLabel(text.nickname).fill('Mei Lin 美琳')
    await page.getByText(text.female, { exact: true }).click()
    await page.getByRole('button', { name: text.save }).click()
    await expect(page.getByText(text.saved)).toBeVisible()
    await expect(page).toHaveURL(/\/pages\/my\/info\/account$/)
    await expect(page.getByRole('heading', { name: 'Mei Lin 美琳' })).toBeVisible()
    await expect(page.getByText(text.female, { exact: true })).toBeVisible()

    // Photo: a PNG made here, stored as a square, shown on the profile and on the Account tab.
    await page.getByRole('link', { name: text.changePhoto }).click()
    await page
      .getByLabel(text.choose)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawPng(page) })
    await page.getByRole('button', { name: text.usePhoto }).click()
    await expect(page.getByText(text.photoSaved)).toBeVisible()
    const photo = page.locator('img[src*="/house/api/file/v1/avatar/"]').first()
    await expect(photo).toBeVisible()
    // the picture is on the page before it has finished loading: its size is known once it has
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([512, 512])
    await page.goto('/h5/pages/my/my')
    await expect(page.locator('img[src*="/house/api/file/v1/avatar/"]')).toBeVisible()
    await expect(page.getByText('Mei Lin 美琳')).toBeVisible()

    // Cancellation: notice, reason (the text "other" needs), agreement.
    let logoutCalls = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/logout') logoutCalls += 1
    })
    await page.goto('/h5/pages/my/info/account')
    await page.getByRole('link', { name: text.cancel }).click()
    await page.getByRole('link', { name: text.continue }).click()
    await page.getByRole('radio', { name: text.other }).check()
    await page.getByRole('button', { name: text.next }).click()
    await expect(page.getByRole('alert')).toHaveText(text.noteRequired)
    await page.getByLabel(text.note).fill('Moving back home')
    await page.getByRole('button', { name: text.next }).click()
    await page.getByRole('button', { name: text.submit }).click()
    await expect(page.getByRole('alert')).toHaveText(text.notAgreed)
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: text.submit }).click()
    await page.getByRole('dialog').getByRole('button', { name: text.submit }).click()
    // said in a dialog that stays until read, with no call to end a sign-in the server has already ended
    await expect(page.getByRole('dialog').getByText(text.done)).toBeVisible()
    expect(logoutCalls).toBe(0)
    await page.getByRole('dialog').getByRole('button', { name: text.ok }).click()
    await expect(page).toHaveURL(/\/pages\/my\/my/)
    await expect(page.getByRole('link', { name: text.visitor })).toBeVisible()

    // The account can no longer sign in, and says why.
    await signInAs(page, language, email)
    await expect(page.getByText(text.refused)).toBeVisible()
    await expect(page).toHaveURL(/\/pages\/my\/public\/login/)
  })
}
