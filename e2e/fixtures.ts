import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'

/**
 * Chromium logs every non-2xx response as a console error. An API answer of 400, 401 or 429 is part of a journey
 * (a wrong password, an expired token the client renews, a rate limit) and the app shows it to the person itself;
 * anything else — a 404 for a script, a 500, an exception — fails the test.
 */
export function isExpectedApiRejection(text: string): boolean {
  return /^Failed to load resource: the server responded with a status of (400|401|429) /.test(text)
}

/** Listens for console errors and uncaught exceptions on a page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !isExpectedApiRejection(msg.text())) errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(String(err)))
  return errors
}

/** Every page fails its test on a console error or an uncaught exception, as a person would notice a broken page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors = collectConsoleErrors(page)
      // where each error came from, for the failure's message (a test may remove an error it expects from `errors`)
      const sources = new Map<string, string>()
      page.on('console', (msg) => {
        if (msg.type() === 'error') sources.set(msg.text(), msg.location().url || page.url())
      })
      await use(errors)
      const named = errors.map((error) => `${error.slice(0, 200)} at ${sources.get(error) ?? page.url()}`)
      expect(errors, `console errors on the page: ${named.join('; ')}`).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Reads the newest 4-digit code sent to an address, from the development outbox. */
export async function readCode(page: Pick<Page, 'request'>, to: string): Promise<string> {
  const res = await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
  const body = await res.json()
  const text: string = body.data?.[0]?.body ?? ''
  const code = /\b(\d{4})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}

/**
 * A fresh account, registered through the api as the registration screen does (code by e-mail): a journey that changes
 * who someone is (cancels the account, makes it a broker) takes one of its own, never a demo account other journeys
 * sign in with.
 */
export async function registerAccount(request: APIRequestContext, email: string, password: string): Promise<void> {
  expect((await request.post('/auth/code/email', { data: { email, purpose: 'register' } })).status()).toBe(200)
  const code = await readCode({ request }, email)
  const registered = await request.post('/auth/register', {
    data: { channel: 'email', email, code, password, confirmPassword: password, agreement: true },
  })
  expect(registered.status()).toBe(201)
}

/**
 * How long a journey waits for the "Browsing as a guest" notice of a first visit (spec §4): it comes after the visitor's
 * sign-in, the notice's own delay and the toast's first fetch, which a busy machine can stretch past the default wait
 * for a control's answer. Journeys that wait for it open the page with `waitUntil: 'commit'`: the page's load event
 * (its images, the map's worker) can come after the notice has shown and gone.
 */
export const GUEST_NOTICE_TIMEOUT_MS = 20_000
