import { test as base, expect, type Page } from '@playwright/test'

/** Every page fails its test on a console error or an uncaught exception, as a person would notice a broken page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(String(err)))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Reads the newest 4-digit code sent to an address, from the development outbox. */
export async function readCode(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
  const body = await res.json()
  const text: string = body.data?.[0]?.body ?? ''
  const code = /\b(\d{4})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}
