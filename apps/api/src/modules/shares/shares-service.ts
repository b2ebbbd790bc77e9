import { createHash } from 'node:crypto'
import {
  asCents,
  dollarsToCents,
  formatCadWhole,
  formatListingDate,
  formatListingPriceCny,
  formatStatusLine,
  isWithSignature,
  type ListingDetail,
  type Locale,
  type MessageKey,
  type ShareQuery,
  type ShareResult,
  shareTarget,
  toCnyPerCad,
  toDetailPath,
  translator,
  type WebAppShare,
} from '@maplenest/core'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import type { AgentAppsService, RequestOrigin } from '../agent-apps/index.ts'
import type { ExchangeRatesService } from '../exchange-rates/index.ts'
import type { ListingsService } from '../listings/index.ts'
import type { ListingPdfInput } from './listing-pdf.ts'
import { createPdfCache, matchesEtag } from './pdf-cache.ts'
import type { SharesRepository } from './shares-repository.ts'

export interface SharesService {
  /** GET /house/api/share/v1: records the share and answers what its page needs, with the agent's brand when any. */
  share(viewer: Viewer | null, query: ShareQuery, origin: RequestOrigin, locale: Locale): Promise<ShareResult>
  /** GET /house/api/share/v2/webApp: the app's own share card. */
  webApp(query: { userId: string; appId: string }, origin: RequestOrigin, locale: Locale): Promise<WebAppShare>
  /**
   * GET /house/api/pdf/download/…: the listing as a PDF in `locale`, signed by the agent when asked and allowed,
   * with an ETag naming what it shows; no body when `ifNoneMatch` names that ETag already.
   */
  pdf(
    params: { mlNum: string; userId: string; status: '0' | '1' },
    locale: Locale,
    ifNoneMatch?: string,
  ): Promise<{ filename: string; etag: string; body: Buffer | null; cached: boolean }>
}

/** Draws a listing PDF (on a worker thread in the server). */
type PdfDrawer = (input: ListingPdfInput, locale: Locale) => Promise<Buffer>

/** The drawing's own version, part of every ETag: raise it when listing-pdf.ts draws differently. */
const PDF_LAYOUT = 1

/** Reads a picture the server itself serves (a listing photo, an icon, a logo) as PNG, or null. */
export type PictureLoader = (url: string, width: number) => Promise<Buffer | null>

/** The share page of each kind of share (spec §2 share pages), for a target. */
function sharePagePath(query: ShareQuery, listing: ListingDetail | null): string {
  const q = (name: string, value: string | undefined) => `${name}=${encodeURIComponent(value ?? '')}`
  switch (query.shareType) {
    case 'listing':
      return listing
        ? toDetailPath(listing, { share: true })
        : `/pages/share/condo-detail-share?${q('mlNum', query.mlNum)}`
    case 'precons':
      return `/pages/share/precons-detail-share?${q('preconsId', query.preconsId)}`
    case 'precons-list':
      return `/pages/share/precons-list-share?${q('preconsIds', query.preconsIds)}`
    case 'school':
      return `/pages/school/school-detail?${q('schoolNumber', query.schoolNumbers?.split(',')[0])}`
    case 'builder':
      return `/pages/share/builde-detail-share?${q('builderId', query.builderId)}`
    case 'layout':
      return `/pages/share/layout-detail-share?${q('layoutId', query.layoutId)}`
  }
}

export function createSharesService(deps: {
  repository: SharesRepository
  listings: Pick<ListingsService, 'requireDetail'>
  rates: Pick<ExchangeRatesService, 'get'>
  apps: Pick<AgentAppsService, 'appOf' | 'appById' | 'isLive' | 'infoOfAgent'>
  pictures: PictureLoader
  drawPdf: PdfDrawer
  now: () => Date
}): SharesService {
  const { repository, listings, rates, apps, pictures, drawPdf, now } = deps
  const pdfs = createPdfCache()

  const detail = async (mlNum: string) => {
    try {
      return await listings.requireDetail(mlNum, null)
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) throw notFound('share.api.notFound')
      throw err
    }
  }

  /** The live app a share carries: the sharer's own, else the app it was shared in. */
  const brandApp = async (sharerId: string, appId: string | undefined) => {
    const own = await apps.appOf(sharerId)
    if (own && (await apps.isLive(own.id))) return own
    const inApp = appId ? await apps.appById(appId) : null
    return inApp && (await apps.isLive(inApp.id)) ? inApp : null
  }

  const money = async (listing: ListingDetail, locale: Locale) => {
    const t = translator(locale)
    const cents = dollarsToCents(listing.price)
    const rate = await rates.get()
    const cad = formatCadWhole(cents, locale)
    return {
      cad: listing.sr === 'Lease' ? t('pdf.perMonth', { price: cad }) : cad,
      // a printed sheet has no setting to ask: it carries the yuan in every language, as each writes them
      cny: formatListingPriceCny(listing.price, listing.sr, toCnyPerCad(rate), locale),
      rateDate: rate.date,
    }
  }

  const addressOf = (l: Pick<ListingDetail, 'unit' | 'address'>) => (l.unit ? `${l.unit}-${l.address}` : l.address)

  return {
    async share(viewer, query, origin, locale) {
      const who = requireRegistered(viewer, { visitor: { status: 403, key: 'share.api.signIn' } })
      const t = translator(locale)
      const listing = query.shareType === 'listing' && query.mlNum ? await detail(query.mlNum) : null
      const app = await brandApp(who.userId, query.appId)
      const info = app ? await apps.infoOfAgent(app.userId, origin) : null
      const withSignature = Boolean(info) && isWithSignature(query.brokershow)
      const sharer = await repository.sharer(who.userId)
      const shareId = await repository.insert({
        sharerUserId: who.userId,
        appId: app?.id ?? null,
        shareType: query.shareType,
        targetId: shareTarget(query),
        phone: sharer?.phonenumber ?? '',
        email: sharer?.email ?? '',
        sharerName: sharer?.nickname || sharer?.userName || '',
        userType: sharer?.type ?? who.type,
        terminalId: sharer?.terminalId ?? '',
        withSignature,
        createdAt: now(),
      })
      const path = sharePagePath(query, listing)
      const appQuery = info ? `&appId=${info.appId}&agentUserId=${info.userId}&src=link` : ''
      const summary = listing
        ? t('share.summary.listing', {
            price: (await money(listing, locale)).cad,
            beds: listing.bedsPlus ? `${listing.beds}+${listing.bedsPlus}` : String(listing.beds),
            baths: listing.baths,
            neighbourhood: listing.neighbourhood,
          })
        : t(`share.summary.${query.shareType}` as MessageKey)
      return {
        shareId,
        url: `/h5${path}${appQuery}&shareId=${shareId}`,
        title: listing ? addressOf(listing) : t(`share.title.${query.shareType}` as MessageKey),
        summary,
        image: listing?.photo ?? null,
        brand: info
          ? {
              appId: info.appId,
              appName: info.appName,
              appIconUrl: info.appIconUrl,
              themeColor: info.themeColor,
              agent: withSignature ? info.agent : { ...info.agent, phone: '', email: '' },
            }
          : null,
        withSignature,
      }
    },

    async webApp(query, origin, locale) {
      const app = await apps.appById(query.appId)
      if (!app || app.userId !== query.userId || !(await apps.isLive(app.id))) throw notFound('share.api.appNotFound')
      const info = await apps.infoOfAgent(app.userId, origin)
      if (!info) throw notFound('share.api.appNotFound')
      const t = translator(locale)
      return {
        title: info.appName,
        summary: t('share.webApp.summary', { agent: info.agent.name }),
        image: info.icons.icon512,
        url: info.inviteUrl.replace('src=qr', 'src=link'),
      }
    },

    async pdf(params, locale, ifNoneMatch) {
      const t = translator(locale)
      const listing = await detail(params.mlNum)
      const app = await apps.appOf(params.userId)
      const live = app ? await apps.isLive(app.id) : false
      const info = app && live ? await apps.infoOfAgent(app.userId, { protocol: 'http', host: 'localhost' }) : null
      const signed = params.status === '1' && info?.signatureSwitch === 'true'
      const price = await money(listing, locale)
      const fact = (key: string, value: string | number | null | undefined): [string, string][] =>
        value === null || value === undefined || value === ''
          ? []
          : [[t(`pdf.fact.${key}` as MessageKey), String(value)]]
      const logoUrl = info ? info.appLogoUrl || info.icons.icon192 : null
      const avatarUrl = signed && info?.agent.avatar ? info.agent.avatar : null
      const text = {
        title: t(listing.sr === 'Lease' ? 'pdf.title.lease' : 'pdf.title.sale'),
        address: `${addressOf(listing)}, ${listing.neighbourhood}`,
        statusLine: `${formatStatusLine(listing, locale)} · ${t(`ui.listing.filter.type.${listing.roomType}` as MessageKey)}`,
        priceCad: price.cad,
        priceCny: price.cny,
        facts: [
          ...fact('beds', listing.bedsPlus ? `${listing.beds}+${listing.bedsPlus}` : listing.beds),
          ...fact('baths', listing.baths),
          ...fact('sqft', listing.sqft),
          ...fact('parking', listing.parking),
          ...fact('taxes', listing.taxesCents === null ? null : formatCadWhole(asCents(listing.taxesCents), locale)),
          ...fact(
            'maintenance',
            listing.maintenanceCents === null ? null : formatCadWhole(asCents(listing.maintenanceCents), locale),
          ),
          ...fact('yearBuilt', listing.yearBuilt),
          ...fact('city', t(`pdf.city.${listing.city}` as MessageKey)),
        ],
        description: listing.description,
        brokerageLine: t('pdf.brokerage', { brokerage: listing.brokerage }),
        mlNumLine: t('pdf.mlNum', { mlNum: listing.mlNum }),
        generatedLine: t('pdf.generated', {
          date: formatListingDate(now(), locale),
          app: info?.appName ?? 'MapleNest',
        }),
        disclaimer: t('pdf.disclaimer', { date: price.rateDate }),
        brand: info ? { appName: info.appName, themeColor: info.themeColor } : null,
        signature:
          signed && info
            ? {
                ...info.agent,
                heading: t('pdf.signature.heading'),
                contactLine: [info.agent.phone, info.agent.email].filter(Boolean).join(' · '),
              }
            : null,
      }
      // Everything the PDF shows is named by its ETag: the words and figures as drawn (the day's date and rate
      // among them), the pictures' addresses, and when the listing and the agent's app last changed.
      const named = {
        layout: PDF_LAYOUT,
        locale,
        listingUpdatedAt: listing.updatedAt,
        appUpdatedAt: info ? (app?.updatedAt.toISOString() ?? null) : null,
        pictures: [listing.photo ?? null, logoUrl, avatarUrl],
        text,
      }
      const etag = `"${createHash('sha256').update(JSON.stringify(named)).digest('base64url').slice(0, 32)}"`
      const filename = `${listing.mlNum}.pdf`
      if (matchesEtag(ifNoneMatch, etag)) return { filename, etag, body: null, cached: true }
      const { body, hit } = await pdfs.get(etag, async () => {
        const [photo, logo, agentPhoto] = await Promise.all([
          listing.photo ? pictures(listing.photo, 1000) : null,
          logoUrl ? pictures(logoUrl, 240) : null,
          avatarUrl ? pictures(avatarUrl, 200) : null,
        ])
        return drawPdf(
          {
            ...text,
            photo,
            brand: text.brand ? { ...text.brand, logo } : null,
            signature: text.signature ? { ...text.signature, photoBytes: agentPhoto } : null,
          },
          locale,
        )
      })
      return { filename, etag, body, cached: hit }
    },
  }
}
