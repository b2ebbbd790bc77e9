import { z } from 'zod'
import { ROOM_TYPES, SALE_OR_LEASE, type SaleOrLease } from '../listings/listing-codes.ts'
import { refineWithRules } from '../validation/zod-rules.ts'

/**
 * What a home banner leads to when tapped (spec §2 home menu): a notice, a product (a listing), a combination list
 * (a list with its filters), a product list by category (a home type), and the kinds of a shop this product has no
 * screen for (coupon, helper, bargain, discount, group-buy, wholesale), which open the in-app web view when the
 * banner has an address and the text view with the banner's own text otherwise.
 */
export const BANNER_KINDS = [
  'notice',
  'product',
  'combination',
  'coupon',
  'helper',
  'bargain',
  'discount',
  'groupBuy',
  'wholesale',
  'category',
] as const
export type BannerKind = (typeof BANNER_KINDS)[number]

export const WEBVIEW_PATH = '/pages/common/webview/index'
export const TEXTVIEW_PATH = '/pages/common/textview/index'
/** The sale and lease lists (spec §2 toronto/sale and toronto/lease): filters travel in the query. */
const LIST_PATH = { Sale: '/pages/toronto/sale/sale-list', Lease: '/pages/toronto/lease/lease-list' } as const

/** Filters a combination banner may put on a list: the list's own query parameters, nothing else. */
const LIST_PARAMS = [
  'sr',
  'city',
  'roomType',
  'age',
  'furnished',
  'priceMin',
  'priceMax',
  'bedsMin',
  'bedsMax',
  'q',
  'near',
  'sort',
]

/** `target` of a combination banner: a list query (sr=Lease&roomType=condo&city=vancouver). */
export function parseListTarget(target: string): URLSearchParams | null {
  const params = new URLSearchParams(target)
  const keys = [...params.keys()]
  if (keys.length === 0 || keys.some((k) => !LIST_PARAMS.includes(k))) return null
  const sr = params.get('sr')
  if (sr !== null && !(SALE_OR_LEASE as readonly string[]).includes(sr)) return null
  return params
}

/** `target` of a category banner: a home type, and optionally the lease list (condo, res, Twnhouse, Lease:condo…). */
export function parseCategoryTarget(target: string): { sr: SaleOrLease; roomType: string } | null {
  const [first, second] = target.split(':')
  const sr = second === undefined ? 'Sale' : first
  const roomType = second ?? first
  if (sr !== 'Sale' && sr !== 'Lease') return null
  if (!roomType || !(ROOM_TYPES as readonly string[]).includes(roomType)) return null
  return { sr, roomType }
}

/** The kinds that open a screen of their own; the rest open the web or text view. */
export const BANNER_SCREEN_KINDS: readonly BannerKind[] = ['notice', 'product', 'combination', 'category']

/**
 * Where a banner leads (an app path), given what the server knows: the listing's own detail path for a product, or
 * null when a product's listing is gone (the banner is then left out). The notice opens the text view with the
 * banner's text; the shop kinds the web view when they carry an address, else the text view.
 */
export function bannerLink(
  banner: { id: string; kind: BannerKind; target: string | null; url: string | null },
  productPath: string | null,
): string | null {
  const text = `${TEXTVIEW_PATH}?banner=${encodeURIComponent(banner.id)}`
  switch (banner.kind) {
    case 'notice':
      return text
    case 'product':
      return productPath
    case 'combination': {
      const params = banner.target ? parseListTarget(banner.target) : null
      if (!params) return null
      const sr = params.get('sr') === 'Lease' ? 'Lease' : 'Sale'
      params.delete('sr')
      const query = params.toString()
      return query ? `${LIST_PATH[sr]}?${query}` : LIST_PATH[sr]
    }
    case 'category': {
      const category = banner.target ? parseCategoryTarget(banner.target) : null
      return category ? `${LIST_PATH[category.sr]}?roomType=${category.roomType}` : null
    }
    default:
      return banner.url
        ? `${WEBVIEW_PATH}?url=${encodeURIComponent(banner.url)}&banner=${encodeURIComponent(banner.id)}`
        : text
  }
}

/** A banner as the home page shows it, in the reader's language. */
export const bannerSchema = z.object({
  id: z.string(),
  kind: z.enum(BANNER_KINDS),
  title: z.string(),
  subtitle: z.string(),
  /** Background colour of the card (#rrggbb). */
  tint: z.string(),
  /** The app path a tap opens. */
  link: z.string(),
})
export type Banner = z.infer<typeof bannerSchema>

/** One banner with its text, for the text view. */
export const bannerDetailSchema = /* @__PURE__ */ bannerSchema.extend({ text: z.string(), url: z.string().nullable() })
export type BannerDetail = z.infer<typeof bannerDetailSchema>

/** GET /house/api/banner/v1/{id}/view: the tap recorded, and where it leads. */
export const bannerViewSchema = z.object({ id: z.string(), link: z.string() })

const text = (max: number) => z.string().trim().max(max, 'error.field.tooLong')
const HEX = /^#[0-9a-f]{6}$/i

/**
 * A banner as an administrator writes it, in both languages. The generic checker of spec §5 carries the rules the
 * schema cannot say in a type: titles 2–40 characters, an https address, dates as dates, a 6-digit colour.
 */
export const bannerInputSchema = z
  .strictObject({
    kind: z.enum(BANNER_KINDS, 'banner.validation.kind'),
    titleEn: text(80),
    titleZh: text(80),
    subtitleEn: text(120).default(''),
    subtitleZh: text(120).default(''),
    textEn: text(4000).default(''),
    textZh: text(4000).default(''),
    target: text(500).nullable().default(null),
    url: text(2048).nullable().default(null),
    tint: text(7).default('#0A6B4B'),
    sort: z.number().int().min(0).max(1000).default(100),
    active: z.boolean().default(true),
    startsAt: text(40).nullable().default(null),
    endsAt: text(40).nullable().default(null),
  })
  .superRefine(
    refineWithRules([
      { field: 'titleEn', type: 'lengthRange', min: 2, max: 40, message: 'banner.validation.title' },
      { field: 'titleZh', type: 'lengthRange', min: 2, max: 40, message: 'banner.validation.title' },
      { field: 'tint', type: 'pattern', pattern: HEX, message: 'banner.validation.tint' },
      { field: 'url', type: 'url', optional: true, message: 'banner.validation.url' },
      { field: 'url', type: 'pattern', pattern: /^https:/i, optional: true, message: 'banner.validation.url' },
      { field: 'startsAt', type: 'isoDate', optional: true, message: 'banner.validation.date' },
      { field: 'endsAt', type: 'isoDate', optional: true, message: 'banner.validation.date' },
    ]),
  )
  .superRefine((b, ctx) => {
    const need = (field: 'target' | 'textEn', message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message })
    if (b.kind === 'product' && !b.target) need('target', 'banner.validation.product')
    if (b.kind === 'combination' && !(b.target && parseListTarget(b.target))) need('target', 'banner.validation.list')
    if (b.kind === 'category' && !(b.target && parseCategoryTarget(b.target)))
      need('target', 'banner.validation.category')
    const textOnly = b.kind === 'notice' || (!BANNER_SCREEN_KINDS.includes(b.kind) && !b.url)
    if (textOnly && (!b.textEn || !b.textZh)) need('textEn', 'banner.validation.text')
    if (b.startsAt && b.endsAt && b.endsAt <= b.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'banner.validation.dates' })
  })
export type BannerInput = z.infer<typeof bannerInputSchema>

/** A banner as the administrators' list shows it: everything they wrote, with its tap count. */
export const bannerAdminSchema = z.object({
  id: z.string(),
  kind: z.enum(BANNER_KINDS),
  titleEn: z.string(),
  titleZh: z.string(),
  subtitleEn: z.string(),
  subtitleZh: z.string(),
  textEn: z.string(),
  textZh: z.string(),
  target: z.string().nullable(),
  url: z.string().nullable(),
  tint: z.string(),
  sort: z.number().int(),
  active: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  views: z.number().int(),
})
export type BannerAdmin = z.infer<typeof bannerAdminSchema>

export const bannerIdParamsSchema = z.strictObject({ id: z.uuid('banner.validation.id') })
