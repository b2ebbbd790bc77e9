import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { translate } from '@maplenest/core'
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import type { AxeResults } from 'axe-core'
import { ROUTES, type RouteEntry } from '../../apps/web/src/app/route-table.ts'
import { AGENT_DETAIL_PATH } from '../../apps/web/src/entities/agent/agent-paths.ts'
import { DETAIL_PATHS } from '../../apps/web/src/entities/listing/listing-paths.ts'
import { PRECONS_PATHS } from '../../apps/web/src/entities/project/project-paths.ts'
import { SCHOOL_DETAIL_PATH } from '../../apps/web/src/entities/school/school-paths.ts'
import { collectConsoleErrors } from '../fixtures.ts'
import { apiSession, BUYER, signInAsBuyer } from '../sign-in.ts'

/**
 * Every route of the route table, in both languages, as the demo buyer at 375 px: it draws its screen with its title
 * and a level-one heading, with no console error, and axe-core finds no serious or critical violation (WCAG 2.2 A/AA
 * and axe's best practices). Each language reuses one browser context, so the whole sweep is one page load and one
 * analysis per route. A route that only redirects to another is opened in English and checked where it lands.
 *
 * axe-core is loaded into every page by an init script and asked for violations only: the Playwright wrapper
 * re-injects the library on each call, opens a blank page to merge frame results and serialises every passing
 * node, which made one analysis take 5–15 s here instead of 1–2 s.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const LANGUAGES = ['en-GB', 'zh-Hans-CN'] as const

const BLOCKING = new Set(['serious', 'critical'])

type Samples = Record<string, string>

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

const isSignInScreen = (entry: RouteEntry) =>
  SIGN_IN_SCREENS.has(entry.path) || (entry.legacyOf?.path !== undefined && SIGN_IN_SCREENS.has(entry.legacyOf.path))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function firstItem<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = await (await request.get(path)).json()
  const item = body.data?.items?.[0]
  if (!item) throw new Error(`no demo data at ${path}`)
  return item
}

/** A real record for each detail screen, so axe reads a filled page rather than its empty state. */
async function findSamples(request: APIRequestContext): Promise<Samples> {
  const listing = (query: string) =>
    firstItem<{ mlNum: string }>(request, `/house/api/listing/v1/search?limit=1&${query}`).then(
      (l) => `mlNum=${encodeURIComponent(l.mlNum)}`,
    )
  const [saleCondo, saleHouse, leaseCondo, leaseHouse, vancouver] = await Promise.all([
    listing('city=toronto&sr=Sale&roomType=condo'),
    listing('city=toronto&sr=Sale&roomType=res'),
    listing('city=toronto&sr=Lease&roomType=condo'),
    listing('city=toronto&sr=Lease&roomType=res'),
    listing('city=vancouver&sr=Sale'),
  ])
  const project = await firstItem<{ id: string }>(request, '/house/api/precons/v1/search?limit=1')
  const detail = (await (await request.get(`/house/api/precons/v1/${project.id}`)).json()).data as {
    builders: { id: string }[]
    layoutGroups: { layouts: { id: string }[] }[]
  }
  const layoutId = detail.layoutGroups.flatMap((g) => g.layouts)[0]?.id ?? ''
  const builderId = detail.builders[0]?.id ?? ''
  const school = await firstItem<{ schoolNumber: string }>(request, '/house/api/school/v1/search?limit=1')
  const agent = await firstItem<{ id: string }>(request, '/house/api/agent/v1/search?limit=1')
  const buyer = await apiSession(request, BUYER)
  const reservation = (
    await (await request.get('/house/api/rental/v1/reservation?limit=1', { headers: buyer.headers })).json()
  ).data.items[0] as { id: string } | undefined
  return {
    [DETAIL_PATHS.saleCondo]: saleCondo,
    [DETAIL_PATHS.saleCondoShare]: saleCondo,
    [DETAIL_PATHS.saleHouse]: saleHouse,
    [DETAIL_PATHS.saleHouseShare]: saleHouse,
    [DETAIL_PATHS.leaseCondo]: leaseCondo,
    [DETAIL_PATHS.leaseCondoShare]: leaseCondo,
    [DETAIL_PATHS.leaseHouse]: leaseHouse,
    [DETAIL_PATHS.leaseHouseShare]: leaseHouse,
    [DETAIL_PATHS.vancouver]: vancouver,
    [DETAIL_PATHS.vancouverShare]: vancouver,
    [PRECONS_PATHS.detail]: `preconsId=${encodeURIComponent(project.id)}`,
    [PRECONS_PATHS.detailShare]: `preconsId=${encodeURIComponent(project.id)}`,
    [PRECONS_PATHS.layout]: `layoutId=${encodeURIComponent(layoutId)}`,
    [PRECONS_PATHS.layoutShare]: `layoutId=${encodeURIComponent(layoutId)}`,
    [PRECONS_PATHS.builder]: `builderId=${encodeURIComponent(builderId)}`,
    [PRECONS_PATHS.builderShare]: `builderId=${encodeURIComponent(builderId)}`,
    [SCHOOL_DETAIL_PATH]: `schoolNumber=${encodeURIComponent(school.schoolNumber)}`,
    [AGENT_DETAIL_PATH]: `id=${encodeURIComponent(agent.id)}`,
    ...(reservation ? { '/pages/my/reserve/reserve-detail': `id=${encodeURIComponent(reservation.id)}` } : {}),
  }
}

/** The address a route is opened at; a legacy address gets the query of the screen it stands for. */
function addressOf(entry: RouteEntry, samples: Samples): string {
  const query = samples[entry.path] ?? (entry.legacyOf ? samples[entry.legacyOf.path] : undefined)
  return `/h5${entry.path === '/' ? '/' : entry.path}${query ? `?${query}` : ''}`
}

interface Finding {
  id: string
  impact: string
  help: string
  nodes: string[]
}

async function blockingViolations(page: Page): Promise<Finding[]> {
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<AxeResults> } }).axe.run({
      resultTypes: ['violations'],
    }),
  )
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }))
}

let storageState: Awaited<ReturnType<typeof signInAsBuyer>>
let samples: Samples

test.beforeAll(async ({ browser, request }) => {
  storageState = await signInAsBuyer(browser)
  samples = await findSamples(request)
})

for (const language of LANGUAGES) {
  test.describe(`every route in ${language}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ storageState, viewport: { width: 375, height: 812 } })
      await context.addInitScript({ content: AXE_SOURCE })
      page = await context.newPage()
      errors = collectConsoleErrors(page)
      await page.goto(`/h5/pages/home?language=${language}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
    })

    test.afterAll(async () => {
      await context.close()
    })

    // Redirects are followed once, in English; the screens they land on are swept in both languages.
    const routes = language === 'en-GB' ? ROUTES : ROUTES.filter((route) => route.legacyOf?.via !== 'redirect')
    for (const entry of routes) {
      test(`${entry.path} renders with no console error and no serious or critical axe violation`, async () => {
        errors.length = 0
        await page.goto(addressOf(entry, samples))
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        if (isSignInScreen(entry)) {
          await expect(page).toHaveURL(/\/h5\/?(pages\/home|pages\/index\/index)?(\?.*)?$/)
        } else {
          const firstStep = FLOW_STEPS.get(entry.path)
          if (firstStep) await expect(page).toHaveURL(new RegExp(`/h5${firstStep === '/' ? '/?' : firstStep}(\\?|$)`))
          // a detail names what it shows (an agent, a listing's address); every screen names itself before the app
          const app = translate(language, 'app.name')
          await expect(page).toHaveTitle(new RegExp(`^(?!${escapeRegExp(app)}$).+ · ${escapeRegExp(app)}$`))
        }
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
        await page.waitForLoadState('networkidle')
        expect(await blockingViolations(page), `axe on ${page.url()}`).toEqual([])
        expect(errors, `console errors on ${page.url()}`).toEqual([])
      })
    }
  })
}
