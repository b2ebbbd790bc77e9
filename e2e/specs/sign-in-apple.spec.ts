import { expect, test } from '../fixtures.ts'

test('Sign in with Apple: the login page offers it, and an answer with a state this tab never sent is refused', async ({
  page,
}) => {
  await page.goto('/h5/pages/my/public/login')
  await expect(page.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Facebook/ })).toHaveCount(0)

  // Apple posts its answer to the return page; the server passes it on in the fragment
  const posted = await page.request.post('/h5/pages/my/public/applewebview', {
    form: { state: 'forged-state', id_token: 'header.payload.signature', code: 'c' },
    maxRedirects: 0,
  })
  expect(posted.status()).toBe(303)
  const location = posted.headers().location ?? ''
  expect(location).toContain('#state=forged-state')

  await page.goto(location)
  await expect(page.getByText('Sign-in failed. Try another method.')).toBeVisible()
  await expect(page).not.toHaveURL(/id_token/)
  await page.getByRole('link', { name: 'Sign in another way' }).click()
  await expect(page).toHaveURL(/\/pages\/my\/public\/login/)

  await page.goto('/h5/pages/my/public/applewebview?language=zh-Hans-CN#state=forged&id_token=t')
  await expect(page.getByText('登录失败，请尝试其他方式')).toBeVisible()
})
