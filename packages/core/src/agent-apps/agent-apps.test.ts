import { describe, expect, it } from 'vitest'
import { translate } from '../i18n/catalogue.ts'
import { appConfigSchema } from './agent-app.schema.ts'
import { buildAppManifest, toShortName } from './app-manifest.ts'
import { contrastRatio, normaliseHexColour, readableTextOn } from './brand-colour.ts'
import { addMonths, orderNumber, orderStatusAt, periodStartFor } from './order.schema.ts'
import { subdomainSchema } from './subdomain.schema.ts'
import { agentSubdomainOf, parseProductDomains } from './subdomain.ts'

const domains = ['maplenest.localhost', 'maplenest.ca']

describe('agent sub-domains', () => {
  it.each([
    ['demo.maplenest.localhost', 'demo'],
    ['Demo.MapleNest.localhost:8080', 'demo'],
    ['grace.maplenest.ca.', 'grace'],
    ['maplenest.localhost', null],
    ['www.maplenest.localhost', null],
    ['h5.maplenest.ca', null],
    ['a.b.maplenest.ca', null],
    ['127.0.0.1:8080', null],
    ['demo.example.com', null],
  ])('%s is the app of %s', (host, label) => {
    expect(agentSubdomainOf(host, domains)).toBe(label)
  })

  it('reads the product domains setting', () => {
    expect(parseProductDomains(' MapleNest.ca, maplenest.cn. ,')).toEqual(['maplenest.ca', 'maplenest.cn'])
    expect(parseProductDomains(undefined)).toEqual([])
  })

  it.each([
    ['grace', true, 'grace'],
    ['Grace-Liu', true, 'grace-liu'],
    ['ab', false, 'agentApp.validation.subdomainLength'],
    ['a'.repeat(31), false, 'agentApp.validation.subdomainLength'],
    ['-grace', false, 'agentApp.validation.subdomainFormat'],
    ['grace-', false, 'agentApp.validation.subdomainFormat'],
    ['gr--ace', false, 'agentApp.validation.subdomainFormat'],
    ['grace_liu', false, 'agentApp.validation.subdomainFormat'],
    ['www', false, 'agentApp.validation.subdomainReserved'],
    ['admin', false, 'agentApp.validation.subdomainReserved'],
    ['maplenest', false, 'agentApp.validation.subdomainReserved'],
  ])('sub-domain %s valid: %s', (value, valid, result) => {
    const parsed = subdomainSchema.safeParse(value)
    expect(parsed.success).toBe(valid)
    expect(parsed.success ? parsed.data : parsed.error.issues[0]?.message).toBe(result)
  })

  it('takes an empty sub-domain as none, and refuses a colour that is not #RRGGBB', () => {
    const base = { appName: 'Grace Homes', themeColor: '#7A1F5C', subdomain: '', signatureSwitch: 'true' }
    expect(appConfigSchema.parse(base)).toMatchObject({ subdomain: null, themeColor: '#7a1f5c', shortName: null })
    expect(appConfigSchema.safeParse({ ...base, themeColor: 'purple' }).success).toBe(false)
    expect(appConfigSchema.safeParse({ ...base, signatureSwitch: true }).success).toBe(false)
  })
})

describe('the app’s web manifest', () => {
  const app = {
    appId: 'a1',
    userId: 'u1',
    appName: 'Olivia Chen Toronto Homes',
    shortName: '',
    themeColor: '#0b6e4f',
    icons: { icon192: '/i/192.png', icon512: '/i/512.png', maskable512: '/i/m.png', appleTouch180: '/i/180.png' },
  }

  it('names the app, carries its id in the start address, and lists 192, 512 and maskable icons', () => {
    const m = buildAppManifest(app)
    expect(m).toMatchObject({
      name: 'Olivia Chen Toronto Homes',
      short_name: 'Olivia Chen',
      start_url: '/h5/?appId=a1&agentUserId=u1',
      id: '/h5/?appId=a1&agentUserId=u1',
      theme_color: '#0b6e4f',
      display: 'standalone',
      scope: '/h5/',
      lang: 'en-GB',
    })
    expect(m.icons.map((i) => [i.src, i.sizes, i.purpose ?? 'any'])).toEqual([
      ['/i/192.png', '192x192', 'any'],
      ['/i/512.png', '512x512', 'any'],
      ['/i/m.png', '512x512', 'maskable'],
    ])
  })

  it.each([
    ['Olivia Homes', null, 'Olivia Homes'],
    ['Olivia Chen Toronto Homes', null, 'Olivia Chen'],
    ['Supercalifragilistic Homes', null, 'Supercalifra'],
    ['Anything', 'Mine', 'Mine'],
  ])('short name of %s (given %s) is %s', (name, short, expected) => {
    expect(toShortName(name, short)).toBe(expected)
  })
})

describe('brand colours', () => {
  it.each([
    ['#04d188', '#1a1a1a'],
    ['#0b6e4f', '#ffffff'],
    ['#ffeb3b', '#1a1a1a'],
    ['#1b4f72', '#ffffff'],
  ])('text on %s is %s, with at least 4.5:1', (bg, text) => {
    expect(readableTextOn(bg)).toBe(text)
    expect(contrastRatio(bg, text)).toBeGreaterThanOrEqual(4.5)
  })

  it('reads short and bad colours', () => {
    expect(normaliseHexColour('#ABC')).toBe('#aabbcc')
    expect(normaliseHexColour('teal')).toBe('#04d188')
  })
})

describe('subscription periods', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  it('adds months keeping the day, or the month’s last day', () => {
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(addMonths(new Date('2026-11-28T10:00:00Z'), 12).toISOString()).toBe('2027-11-28T10:00:00.000Z')
  })

  it('starts a paid period now, or after the paid ones still to come', () => {
    expect(periodStartFor(now, null)).toBe(now)
    expect(periodStartFor(now, new Date('2026-11-01T00:00:00Z'))).toBe(now)
    const later = new Date('2026-12-15T00:00:00Z')
    expect(periodStartFor(now, later)).toBe(later)
  })

  it.each([
    [{ paidAt: null, periodStart: null, periodEnd: null }, 'pending'],
    [{ paidAt: now, periodStart: new Date('2026-12-01'), periodEnd: new Date('2027-01-01') }, 'paid'],
    [{ paidAt: now, periodStart: now, periodEnd: new Date('2026-12-28') }, 'active'],
    [{ paidAt: now, periodStart: new Date('2026-10-01'), periodEnd: now }, 'expired'],
  ] as const)('an order %j is %s', (order, status) => {
    expect(orderStatusAt(order, now)).toBe(status)
  })

  it('numbers orders by day and id', () => {
    expect(orderNumber('3f2a9c1d-0000-0000-0000-000000000000', now)).toBe('MN-20261128-3F2A9C')
  })

  it('says the 404 of an unknown app as the spec writes it, and in Chinese', () => {
    expect(translate('en-GB', 'agentApp.api.unauthorizedSubdomain')).toBe('Unauthorized subdomain')
    expect(translate('zh-Hans-CN', 'agentApp.api.unauthorizedSubdomain')).toBe('未授权的子域名')
  })
})
