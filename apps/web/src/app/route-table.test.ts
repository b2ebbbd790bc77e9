import { CATALOGUES } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { findRoute, NOT_FOUND_PATH, ROUTES, resolveRoute } from './route-table.ts'

/** Every route of spec §2, as the spec names them, with the /pages/ path this app gives each. */
const SPEC_ROUTES: readonly string[] = [
  // Tab bar
  '/',
  '/pages/home',
  '/pages/map/map',
  '/pages/collect/collect',
  '/pages/my/my',
  '/pages/chat/chat',
  // Listings: search/search; toronto/sale; torontonew/sale; toronto/lease; share/; vancouver
  '/pages/search/search',
  '/pages/toronto/sale/sale-list',
  '/pages/toronto/sale/sale-listnew',
  '/pages/toronto/sale/condo-detail',
  '/pages/toronto/sale/condo-detailnew',
  '/pages/toronto/sale/res-detail',
  '/pages/toronto/sale/res-detailnew',
  '/pages/toronto/sale/house-list',
  '/pages/torontonew/sale/res-detail',
  '/pages/torontonew/sale/res-detailone',
  '/pages/toronto/lease/lease-list',
  '/pages/toronto/lease/condo-detail',
  '/pages/toronto/lease/res-detail',
  '/pages/toronto/lease/house-list',
  '/pages/share/sale-list-share',
  '/pages/share/condo-detail-share',
  '/pages/share/res-detail-share',
  '/pages/share/lease-list-share',
  '/pages/share/lease-condo-detail-share',
  '/pages/share/lease-res-detail-share',
  '/pages/vancouver/van-detail',
  '/pages/share/van-detail-share',
  // Pre-construction
  '/pages/precons/precons-list',
  '/pages/precons/precons-detail',
  '/pages/precons/layout-detail',
  '/pages/precons/builder-detail',
  '/pages/share/precons-detail-share',
  '/pages/share/builde-detail-share',
  '/pages/share/precons-list-share',
  '/pages/share/layout-detail-share',
  // Other browse pages
  '/pages/school/school-list',
  '/pages/school/school-detail',
  '/pages/university/university',
  '/pages/agent/agent-list',
  '/pages/agent/agent-detail',
  '/pages/agent/agent-settlement',
  '/pages/direct/direct-list',
  '/pages/univ/publishrental',
  '/pages/collect/share/collect-share',
  '/pages/map/map-detail',
  '/pages/map/map-school',
  '/pages/map/map-chat',
  '/pages/map/chatmap',
  '/pages/ai/ai',
  '/pages/chat/chatnew',
  '/pages/chat/chatapp',
  '/pages/chat/chatold',
  '/pages/chat/sessions',
  '/pages/chat/chatmap',
  // My area
  '/pages/my/appt/my-appt',
  '/pages/my/appt/appt-detail',
  '/pages/my/contract/contract-list',
  '/pages/my/contract/contract-detail',
  '/pages/my/calculate/calculate',
  '/pages/my/calculate/calculate-result',
  '/pages/my/faq/faq-list',
  '/pages/my/faq/faq-detail',
  '/pages/my/feedback/feedback-list',
  '/pages/my/feedback/feedback',
  '/pages/my/feedback/feedback-detail',
  '/pages/my/browse/browse-list',
  '/pages/my/browse/browsed',
  '/pages/my/about/about-us',
  '/pages/my/agreement/agreement',
  '/pages/my/setup/setup',
  '/pages/my/info/account',
  '/pages/my/info/edit',
  '/pages/my/info/avatar',
  '/pages/my/info/account-remind',
  '/pages/my/info/account-applyfor',
  '/pages/my/info/account-agreement',
  '/pages/my/user/user-list',
  '/pages/my/user/user-listActive',
  '/pages/my/user/user-listdetails',
  '/pages/my/appconfig/appconfig',
  '/pages/my/myqrcode/myqrcode',
  '/pages/my/public/login',
  '/pages/my/public/loginnew',
  '/pages/my/public/emaillogin',
  '/pages/my/public/register',
  '/pages/my/public/registernew',
  '/pages/my/public/reset-password',
  '/pages/my/public/qrcode',
  '/pages/my/public/qrcodeh5',
  '/pages/my/public/applewebview',
  '/pages/my/public/app-log-list',
  '/pages/my/public/addhome',
  // Subscriber app, three generations
  '/pages/Subscribeto/index',
  '/pages/Subscribeto/indexceshi',
  '/pages/Subscribeto/sublogin',
  '/pages/Subscribeto/subregister',
  '/pages/Subscribeto/avatar',
  '/pages/Subscribeto/order',
  '/pages/Subscribeto/subagent-settlement',
  '/pages/Subscribeto/onInstallationGuide',
  '/pages/Subscribetonew/index',
  '/pages/Subscribetonew/order',
  '/pages/Subscribetonew/subagent-settlement',
  '/pages/Subscribetonew/sublogin',
  '/pages/Subscribetonew/qrcodeh5',
  '/pages/Subscribetotwo/index',
  '/pages/Subscribetotwo/order',
  '/pages/Subscribetotwo/dashboard',
  // Misc and the small route table
  '/pages/homenew',
  '/pages/loginceshi',
  '/pages/iphoneiframe',
  '/pages/common/webview/index',
  '/pages/common/textview/index',
  '/pages/404',
  '/choose-location',
  '/open-location',
  '/pages/index/index',
  '/pages/cart/cart',
  '/pages/public/register',
]

/** Screens the product adds to spec §2, each for a job the spec names without giving it a page. */
const ADDED_ROUTES: readonly string[] = [
  // the notification centre behind My's notifyNum badge
  '/pages/my/notices/notices',
  // the saved searches and their alerts, which notices open (`?open=<id>`)
  '/pages/my/saved-searches/saved-searches',
  // a buyer's pre-construction registrations, and the enquiries an agent receives from project pages
  '/pages/my/precon-registrations/precon-registrations',
  '/pages/my/precon-registrations/incoming',
  // an agent's leads from her app (questions, showings, compare questions, registrations, the assistant) and one lead
  '/pages/my/leads/leads',
  '/pages/my/leads/lead',
  // the student's rental demands with agents' requests, and agents' list of demands (spec §1 "publish rental demand")
  '/pages/univ/my-demands',
  '/pages/univ/demand-list',
  // room reservations and one reservation (spec §1 "reserve rooms")
  '/pages/my/reserve/my-reserve',
  '/pages/my/reserve/reserve-detail',
  // neighbourhood statistics behind the home page's Market tile
  '/pages/market/market',
  // a condominium building: every unit's listings and its figures by year, from a condo's detail
  '/pages/building/building',
]

/** Spec §2 "Navigation rules": the full-width pages, exactly. */
const SPEC_FULL_WIDTH = [
  '/pages/chat/chat',
  '/pages/chat/chatnew',
  '/pages/Subscribeto/index',
  '/pages/Subscribeto/subagent-settlement',
  '/pages/Subscribeto/sublogin',
  '/pages/Subscribetotwo/index',
  '/pages/toronto/sale/condo-detailnew',
  '/pages/my/public/loginnew',
  '/pages/my/public/registernew',
  '/pages/map/chatmap',
]

/** Legacy variants and the current route for the same job. */
const LEGACY: readonly [string, string][] = [
  ['/pages/homenew', '/pages/home'],
  ['/pages/index/index', '/pages/home'],
  ['/pages/loginceshi', '/pages/my/public/login'],
  ['/pages/public/register', '/pages/my/public/register'],
  ['/pages/toronto/sale/sale-listnew', '/pages/toronto/sale/sale-list'],
  ['/pages/toronto/sale/condo-detailnew', '/pages/toronto/sale/condo-detail'],
  ['/pages/toronto/sale/res-detailnew', '/pages/toronto/sale/res-detail'],
  ['/pages/torontonew/sale/res-detail', '/pages/toronto/sale/res-detail'],
  ['/pages/torontonew/sale/res-detailone', '/pages/toronto/sale/res-detail'],
  ['/pages/chat/chatnew', '/pages/chat/chat'],
  ['/pages/chat/chatold', '/pages/chat/chat'],
  ['/pages/my/public/loginnew', '/pages/my/public/login'],
  ['/pages/my/public/registernew', '/pages/my/public/register'],
  ['/pages/Subscribeto/index', '/pages/Subscribetotwo/index'],
  ['/pages/Subscribeto/indexceshi', '/pages/Subscribetotwo/index'],
  ['/pages/Subscribeto/order', '/pages/Subscribetotwo/order'],
  ['/pages/Subscribetonew/index', '/pages/Subscribetotwo/index'],
  ['/pages/Subscribetonew/order', '/pages/Subscribetotwo/order'],
  ['/pages/Subscribetonew/sublogin', '/pages/Subscribeto/sublogin'],
  ['/pages/Subscribetonew/subagent-settlement', '/pages/Subscribeto/subagent-settlement'],
]

describe('route table', () => {
  it.each(SPEC_ROUTES)('has %s and it resolves to a screen', (path) => {
    const entry = resolveRoute(path)
    expect(entry, path).toBeDefined()
    expect(entry?.legacyOf?.via).not.toBe('redirect')
  })

  it('lists each path once and nothing the spec does not name, besides the screens added for its jobs', () => {
    const paths = ROUTES.map((entry) => entry.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort())
  })

  it('ignores a trailing slash and knows no other paths', () => {
    expect(findRoute('/pages/map/map/')?.path).toBe('/pages/map/map')
    expect(resolveRoute('/pages/nowhere')).toBeUndefined()
    expect(findRoute(NOT_FOUND_PATH)?.screen.id).toBe('not-found')
  })

  it('marks exactly the spec’s full-width pages', () => {
    const full = ROUTES.filter((entry) => entry.fullWidth).map((entry) => entry.path)
    expect(full.sort()).toEqual([...SPEC_FULL_WIDTH].sort())
  })

  it('puts the four tab pages on the tab bar', () => {
    const tabs = ROUTES.filter((entry) => entry.tab).map((entry) => [entry.path, entry.tab])
    expect(tabs).toEqual([
      ['/', 'home'],
      ['/pages/home', 'home'],
      ['/pages/map/map', 'map'],
      ['/pages/collect/collect', 'collect'],
      ['/pages/my/my', 'my'],
    ])
  })

  it.each(ROUTES.map((entry) => [entry.path, entry.titleKey] as const))(
    '%s has a title in both languages',
    (_, key) => {
      expect(CATALOGUES['en-GB'][key]).toBeTruthy()
      expect(CATALOGUES['zh-Hans-CN'][key]).toBeTruthy()
    },
  )

  it.each(LEGACY)('legacy %s resolves to the current screen of %s', (legacyPath, currentPath) => {
    const legacy = findRoute(legacyPath)
    const current = findRoute(currentPath)
    expect(legacy?.legacyOf?.path).toBe(currentPath)
    expect(current?.legacyOf).toBeUndefined()
    expect(legacy?.titleKey).toBe(current?.titleKey)
    if (legacy?.legacyOf?.via === 'variant-screen') expect(legacy.screen).not.toBe(current?.screen)
    else expect(resolveRoute(legacyPath)?.screen).toBe(current?.screen)
  })

  it('asks for sign-in on user-owned data and not on browsing', () => {
    const auth = (path: string) => findRoute(path)?.requiresAuth
    for (const path of [
      '/pages/collect/collect',
      '/pages/my/appt/my-appt',
      '/pages/my/contract/contract-list',
      '/pages/my/feedback/feedback',
      '/pages/my/info/edit',
      '/pages/my/browse/browse-list',
      '/pages/my/user/user-list',
      '/pages/my/appconfig/appconfig',
      '/pages/my/myqrcode/myqrcode',
      '/pages/Subscribetotwo/dashboard',
    ])
      expect(auth(path), path).toBe(true)
    for (const path of [
      '/',
      '/pages/map/map',
      '/pages/my/my',
      '/pages/toronto/sale/condo-detail',
      '/pages/my/public/login',
      '/pages/my/about/about-us',
      '/pages/404',
    ])
      expect(auth(path), path).toBe(false)
  })

  it('gives listing, project, school, agent and map details the transparent detail header', () => {
    for (const path of [
      '/pages/toronto/sale/condo-detail',
      '/pages/toronto/sale/res-detail',
      '/pages/vancouver/van-detail',
      '/pages/precons/precons-detail',
      '/pages/precons/layout-detail',
      '/pages/precons/builder-detail',
      '/pages/school/school-detail',
      '/pages/agent/agent-detail',
      '/pages/map/map-detail',
    ])
      expect(findRoute(path)?.screen.kind, path).toBe('detail')
    expect(findRoute('/pages/my/appt/appt-detail')?.screen.kind).toBe('plain')
  })
})
