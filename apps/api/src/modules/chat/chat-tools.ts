import {
  type BookShowingInput,
  type BookShowingOutput,
  CHAT_CARDS_MAX,
  type ChatMortgageInput,
  type ChatMortgageOutput,
  type City,
  calculateMortgage,
  expandNeighbourhood,
  type FindProjectsInput,
  type FindProjectsOutput,
  type FindSchoolsInput,
  type FindSchoolsOutput,
  formatMortgageIssue,
  type GetListingOutput,
  type Locale,
  listingSearchQuerySchema,
  type MarketFactsInput,
  type MarketFactsOutput,
  parseMortgageInput,
  type SearchListingsInput,
  type SearchListingsOutput,
  showingBookingSchema,
  translate,
} from '@maplenest/core'
import { HttpError } from '../../lib/http-error.ts'
import { isRegistered, type Viewer } from '../../platform/access.ts'
import { GEO } from '../../reference/geo.ts'
import type { ListingsService } from '../listings/index.ts'
import type { MarketService } from '../market/index.ts'
import type { PreconsService } from '../precons/index.ts'
import type { SchoolsService } from '../schools/index.ts'
import type { ShowingsService } from '../showings/index.ts'
import type { UsersService } from '../users/index.ts'

/** Metres round a point within which schools count as near it. */
const SCHOOLS_NEAR_M = 2000

/**
 * The assistant's tools over the services the screens use: the offline engine and a model call the same ones, so
 * an answer shows only what these return. No tool writes anything except `bookShowing`, which the person confirms
 * first.
 */
export interface ChatTools {
  searchListings(input: SearchListingsInput, viewer: Viewer | null): Promise<SearchListingsOutput>
  getListing(input: { mlNum: string }, viewer: Viewer | null): Promise<GetListingOutput>
  findSchools(
    input: FindSchoolsInput,
    near?: { neighbourhood?: string | null; mlNum?: string | null },
  ): Promise<FindSchoolsOutput>
  findProjects(input: FindProjectsInput): Promise<FindProjectsOutput>
  marketFacts(input: MarketFactsInput, viewer: Viewer | null): Promise<MarketFactsOutput>
  mortgage(input: ChatMortgageInput, locale: Locale): ChatMortgageOutput
  bookShowing(input: BookShowingInput, viewer: Viewer | null, locale: Locale): Promise<BookShowingOutput>
  /** A listing's city (to read a time on its clock) and address; null for a number not in our data. */
  listingPlace(mlNum: string): Promise<{ city: City; address: string } | null>
}

interface ChatToolsDeps {
  listings: Pick<ListingsService, 'search' | 'requireDetail' | 'summaries'>
  market: Pick<MarketService, 'facts'>
  schools: Pick<SchoolsService, 'search' | 'universities'>
  precons: Pick<PreconsService, 'search'>
  showings: Pick<ShowingsService, 'book'>
  users: Pick<UsersService, 'getRecord'>
  now: () => Date
}

const hoodsOf = (city: City | undefined, name: string | undefined) =>
  city && name ? expandNeighbourhood(city, name) : undefined

/** A box of `metres` round a point, as the schools search takes it (w,s,e,n). */
function bboxAround(p: { lat: number; lng: number }, metres: number): string {
  const dLat = metres / 111_320
  const dLng = metres / (111_320 * Math.cos((p.lat * Math.PI) / 180))
  return [p.lng - dLng, p.lat - dLat, p.lng + dLng, p.lat + dLat].map((v) => v.toFixed(6)).join(',')
}

/** The point of a neighbourhood of our reference (its centre), or of a district (its neighbourhoods' mean). */
function neighbourhoodPoint(city: City, name: string): { lat: number; lng: number } | null {
  const names = new Set(expandNeighbourhood(city, name))
  const hoods = GEO.neighbourhoods[city].filter((h) => names.has(h.name))
  if (hoods.length === 0) return null
  return {
    lat: hoods.reduce((s, h) => s + h.lat, 0) / hoods.length,
    lng: hoods.reduce((s, h) => s + h.lng, 0) / hoods.length,
  }
}

export function createChatTools(deps: ChatToolsDeps): ChatTools {
  const { listings, market, schools, precons, showings, users, now } = deps

  return {
    async searchListings(input, viewer) {
      const { neighbourhood, area, areaOf: _areaOf, ...filters } = input
      const parsed = listingSearchQuerySchema.safeParse({ ...filters, limit: CHAT_CARDS_MAX })
      // A model may send filters that do not fit together (a window the status does not have): drop the window.
      const query = parsed.success
        ? parsed.data
        : listingSearchQuerySchema.parse({ ...filters, window: undefined, limit: CHAT_CARDS_MAX })
      const page = await listings.search(query, viewer, {
        neighbourhoods: hoodsOf(query.city, neighbourhood),
        polygon: area,
      })
      return { input, total: page.total, items: page.items, vow: page.vow }
    },

    async getListing({ mlNum }, viewer) {
      try {
        const d = await listings.requireDetail(mlNum, viewer)
        const [listing] = await listings.summaries([d.mlNum], viewer)
        return {
          found: true,
          mlNum: d.mlNum,
          listing: listing ?? null,
          description: d.description ? d.description.slice(0, 400) : null,
          schools: d.schools.slice(0, 3).map((s) => ({ name: s.name, level: s.level, rating: s.rating })),
        }
      } catch (error) {
        if (error instanceof HttpError && error.status === 404)
          return { found: false, mlNum, listing: null, description: null, schools: [] }
        throw error
      }
    },

    async findSchools(input, near = {}) {
      if (input.kind === 'university') {
        const all = await schools.universities()
        const inCity = all.filter((u) => !input.city || u.city === input.city)
        return {
          input,
          total: inCity.length,
          schools: [],
          universities: inCity
            .slice(0, CHAT_CARDS_MAX)
            .map((u) => ({ id: u.id, name: u.name, nameZh: u.nameZh, city: u.city })),
        }
      }
      let point = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null
      let resolved = input
      if (!point && near.neighbourhood && input.city) {
        point = neighbourhoodPoint(input.city, near.neighbourhood)
        if (point) resolved = { ...input, ...point, place: input.place ?? near.neighbourhood }
      }
      if (!point && near.mlNum) {
        const [listing] = await listings.summaries([near.mlNum], null)
        if (listing) {
          point = { lat: listing.lat, lng: listing.lng }
          resolved = { ...input, ...point, city: listing.city, place: input.place ?? listing.address }
        }
      }
      const page = await schools.search({
        ...(resolved.city ? { city: resolved.city } : {}),
        ...(resolved.level ? { level: resolved.level } : {}),
        ...(resolved.minRating !== undefined ? { minRating: resolved.minRating } : {}),
        ...(point ? { bbox: bboxAround(point, SCHOOLS_NEAR_M) } : {}),
        sort: 'rating',
        limit: CHAT_CARDS_MAX,
      })
      return { input: resolved, total: page.total, schools: page.items, universities: [] }
    },

    async findProjects(input) {
      const page = await precons.search({ ...input, sort: 'recommend', limit: CHAT_CARDS_MAX })
      return { input, total: page.total, items: page.items }
    },

    async marketFacts(input, viewer) {
      const facts = await market.facts(
        {
          city: input.city,
          neighbourhoods: hoodsOf(input.city, input.neighbourhood),
          sr: input.sr,
          roomType: input.roomType,
          months: input.months,
        },
        viewer,
      )
      return { input, ...facts }
    },

    mortgage(input, locale) {
      const down = input.downPayment ?? Math.round((input.price * (input.downPaymentPercent ?? 20)) / 100)
      const parsed = parseMortgageInput({
        price: input.price,
        downPayment: down,
        amortizationYears: input.amortizationYears,
        annualRatePercent: input.annualRatePercent,
        location: input.city,
      })
      const base = {
        price: input.price * 100,
        downPayment: down * 100,
        amortizationYears: input.amortizationYears,
        annualRatePercent: input.annualRatePercent,
      }
      if (!parsed.success) {
        const issue = parsed.issues[0]
        return {
          ok: false,
          ...base,
          monthlyPayment: 0,
          loan: 0,
          insurancePremium: 0,
          closingCosts: 0,
          landTransferTax: 0,
          cashToClose: 0,
          problem: issue ? formatMortgageIssue(issue, locale) : translate(locale, 'error.badRequest'),
        }
      }
      const r = calculateMortgage(parsed.input, { asOf: now() })
      return {
        ok: true,
        ...base,
        monthlyPayment: r.monthlyPayment,
        loan: r.loan,
        insurancePremium: r.insurance.premium,
        closingCosts: r.closingCosts.total,
        landTransferTax: r.closingCosts.landTransferTax,
        cashToClose: r.cashToClose,
        problem: null,
      }
    },

    async bookShowing(input, viewer, locale) {
      const out = { mlNum: input.mlNum.toUpperCase(), time: input.time, showingId: null }
      if (!isRegistered(viewer))
        return { ...out, status: 'signIn', message: translate(locale, 'chat.reply.bookSignIn') }
      const record = await users.getRecord(viewer.userId)
      const booking = showingBookingSchema.safeParse({
        mlNum: out.mlNum,
        time: input.time,
        name: record?.userName ?? '',
        phone: record?.phonenumber ?? '',
        email: record?.email ?? '',
      })
      if (!booking.success) {
        const issue = booking.error.issues[0]
        const problem = issue ? translate(locale, issue.message as never) : translate(locale, 'error.badRequest')
        return { ...out, status: 'failed', message: problem }
      }
      try {
        const created = await showings.book(viewer, booking.data)
        return { ...out, status: 'booked', showingId: created.id, message: null }
      } catch (error) {
        if (error instanceof HttpError && error.status < 500)
          return { ...out, status: 'failed', message: error.messageIn(locale) }
        throw error
      }
    },

    async listingPlace(mlNum) {
      const [listing] = await listings.summaries([mlNum.toUpperCase()], null)
      return listing ? { city: listing.city, address: listing.address } : null
    },
  }
}
