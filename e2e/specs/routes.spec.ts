import { translate } from '@maplenest/core'
import { expect, test } from '@playwright/test'
import { ROUTES } from '../../apps/web/src/app/route-table.ts'
import { collectConsoleErrors } from '../fixtures.ts'
import { signInAsBuyer } from '../sign-in.ts'

/** Public sign-in screens send a signed-in person to the main page (spec §2 navigation rules). */
const SIGN_IN_SCREENS = new Set([
  '/pages/my/public/login',
  '/pages/my/public/loginnew',
  '/pages/my/public/emaillogin',
  '/pages/loginceshi',
  '/pages/Subscribeto/sublogin',
  '/pages/Subscribetonew/sublogin',
])

/**
 * A later step of a flow, opened on its own, goes back to the step that asks for what it needs; the phone preview,
 * opened on a phone, is the app itself (its home page here).
 */
const FLOW_STEPS = new Map([
  ['/pages/my/info/account-agreement', '/pages/my/info/account-applyfor'],
  ['/pages/iphoneiframe', '/'],
])

test.describe('every route of the table', () => {
  let storageState: Awaited<ReturnType<typeof signInAsBuyer>>

  test.beforeAll(async ({ browser }) => {
    storageState = await signInAsBuyer(browser)
  })

  for (const entry of ROUTES) {
    test(`${entry.path} renders for a signed-in buyer with no console error`, async ({ browser }) => {
      const context = await browser.newContext({ storageState, viewport: { width: 375, height: 812 } })
      const page = await context.newPage()
      const errors = collectConsoleErrors(page)
      await page.goto(`/h5${entry.path === '/' ? '/' : entry.path}?from=e2e`)
      if (SIGN_IN_SCREENS.has(entry.path) || (entry.legacyOf?.path && SIGN_IN_SCREENS.has(entry.legacyOf.path))) {
        await expect(page).toHaveURL(/\/h5\/?(pages\/home|pages\/index\/index)?(\?.*)?$/)
      } else {
        const firstStep = FLOW_STEPS.get(entry.path)
        if (firstStep) await expect(page).toHaveURL(new RegExp(`/h5${firstStep}`))
        const shown = ROUTES.find((route) => route.path === (firstStep ?? entry.path)) ?? entry
        await expect(page).toHaveTitle(`${translate('en-GB', shown.titleKey)} · MapleNest`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
      }
      await page.waitForLoadState('networkidle')
      expect(errors, `console errors on ${entry.path}`).toEqual([])
      await context.close()
    })
  }
})
