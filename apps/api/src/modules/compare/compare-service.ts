import {
  ageCodeFor,
  type City,
  COMPARE_LIMIT,
  type CompareBasket,
  type CompareColumn,
  type CompareMerged,
  type CompareTable,
  calculateDefaultMonthlyPayment,
  calculatePricePerSqft,
  calculateSqftMiddle,
  isAvailableLsc,
  type LatLng,
  MORTGAGE_DEFAULTS,
  markBest,
  mergeBaskets,
} from '@maplenest/core'
import { HttpError, notFound } from '../../lib/http-error.ts'
import type { Viewer } from '../../platform/access.ts'
import { distanceM, GEO } from '../../reference/geo.ts'
import type { ListingBuildingFacts, ListingsService } from '../listings/index.ts'
import type { CompareRepository } from './compare-repository.ts'

export interface CompareService {
  basket(viewer: Viewer): Promise<CompareBasket>
  /** Adds a listing of our data; 409 'compare.api.full' when four others are there already. */
  add(viewer: Viewer, mlNum: string): Promise<CompareBasket>
  remove(viewer: Viewer, mlNum: string): Promise<CompareBasket>
  /** Joins a visitor's device basket to the account's at sign-in; what did not fit is named. */
  merge(viewer: Viewer, mlNums: readonly string[]): Promise<CompareMerged>
  /** The side-by-side table of one to four listings, for anyone (visitors compare from the device). */
  table(mlNums: readonly string[], viewer: Viewer | null): Promise<CompareTable>
}

const toBasket = (items: string[]): CompareBasket => ({ items, limit: COMPARE_LIMIT })

/** How far the nearest station and school of a compared listing may be. */
const NEAREST_PLACE_RADIUS_M = 5000

/** A listing's building facts with its age band and the nearest station and school: one column's inputs. */
interface ListingKeyFacts extends ListingBuildingFacts {
  age: CompareColumn['age']
  station: CompareColumn['station']
  school: CompareColumn['school']
}

/** The city's nearest subway or SkyTrain station within `NEAREST_PLACE_RADIUS_M`, in whole metres. */
function nearestStation(city: City, p: LatLng): ListingKeyFacts['station'] {
  let best: ListingKeyFacts['station'] = null
  for (const station of GEO.stations[city]) {
    const d = Math.round(distanceM(p, station))
    if (d <= NEAREST_PLACE_RADIUS_M && (!best || d < best.distanceM)) best = { name: station.name, distanceM: d }
  }
  return best
}

function toCompareColumn(facts: ListingKeyFacts, asOf: Date): CompareColumn {
  const { summary } = facts
  const onSale = summary.sr === 'Sale' && isAvailableLsc(summary.lsc)
  const sqftMid = calculateSqftMiddle(summary.sqft)
  return {
    listing: summary,
    pricePerSqft: sqftMid === null ? null : calculatePricePerSqft(summary.price, sqftMid),
    sqftMid,
    maintenanceCents: facts.maintenanceCents,
    taxesCents: facts.taxesCents,
    taxYear: facts.taxYear,
    yearBuilt: facts.yearBuilt,
    age: facts.age,
    exposure: facts.exposure,
    station: facts.station,
    school: facts.school,
    monthlyPaymentCents: onSale ? calculateDefaultMonthlyPayment(summary.price, summary.city, asOf) : null,
  }
}

/** The compare basket (the spec's cart) of signed-in people, and the table that anyone can ask for. */
export function createCompareService(deps: {
  repository: CompareRepository
  transactor: { run: <T>(fn: () => Promise<T>) => Promise<T> }
  listings: Pick<ListingsService, 'summaries' | 'buildingFacts'>
  now: () => Date
}): CompareService {
  const { repository, transactor, listings, now } = deps

  /** The numbers that are listings of our data, in the order given. */
  async function known(mlNums: readonly string[]): Promise<string[]> {
    const found = new Set((await listings.summaries(mlNums, null)).map((s) => s.mlNum))
    return mlNums.filter((m) => found.has(m))
  }

  /** Each listing's building facts with its age band and the nearest station and school, in the order asked. */
  async function keyFacts(mlNums: readonly string[], viewer: Viewer | null): Promise<ListingKeyFacts[]> {
    const facts = await listings.buildingFacts(mlNums, viewer)
    const at = now()
    return Promise.all(
      facts.map(async (f) => {
        const p = { lat: f.summary.lat, lng: f.summary.lng }
        const school = await repository.nearestSchool(p, NEAREST_PLACE_RADIUS_M)
        return {
          ...f,
          age: f.yearBuilt !== null ? ageCodeFor(f.yearBuilt, at) : null,
          station: nearestStation(f.summary.city, p),
          school,
        }
      }),
    )
  }

  return {
    async basket(viewer) {
      return toBasket(await repository.list(viewer.userId))
    },

    async add(viewer, mlNum) {
      if ((await known([mlNum])).length === 0) throw notFound('compare.api.notFound')
      const outcome = await repository.add(viewer.userId, mlNum, COMPARE_LIMIT, now())
      if (outcome === 'full') throw new HttpError(409, 'compare.api.full')
      return toBasket(await repository.list(viewer.userId))
    },

    async remove(viewer, mlNum) {
      await repository.remove(viewer.userId, mlNum)
      return toBasket(await repository.list(viewer.userId))
    },

    async merge(viewer, mlNums) {
      const device = await known(mlNums)
      return transactor.run(async () => {
        const account = await repository.list(viewer.userId)
        const merged = mergeBaskets(account, device, COMPARE_LIMIT)
        if (merged.items.length !== account.length) await repository.replace(viewer.userId, merged.items, now())
        return { ...toBasket(merged.items), dropped: merged.dropped }
      })
    },

    async table(mlNums, viewer) {
      const facts = await keyFacts(mlNums, viewer)
      const at = now()
      const columns = facts.map((f) => toCompareColumn(f, at))
      const found = new Set(columns.map((c) => c.listing.mlNum))
      return {
        columns,
        best: markBest(columns),
        missing: mlNums.filter((m) => !found.has(m)),
        terms: { ...MORTGAGE_DEFAULTS },
      }
    },
  }
}
