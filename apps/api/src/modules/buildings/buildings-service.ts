import {
  type BuildingDetail,
  type BuildingQuery,
  type BuildingUnit,
  calculateBuildingYears,
  cityTimeZone,
  countAvailable,
  countUnits,
  groupByFloor,
  highestFloor,
  isClosedLsc,
  mostCommon,
  municipalityOfCommunity,
  nearbyStations,
  placeZh,
  withholdClosedFigures,
} from '@maplenest/core'
import { notFound } from '../../lib/http-error.ts'
import type { Viewer } from '../../platform/access.ts'
import type { VowService } from '../vow/index.ts'
import type { BuildingListingRow, BuildingsRepository } from './buildings-repository.ts'

export interface BuildingsService {
  /**
   * The building at a city's street address: its facts, what is on the market, figures by year and its listings
   * by floor, with sold and leased figures under the VOW rule. 404 `building.api.notFound` when no condominium
   * apartment was ever listed there.
   */
  requireBuilding(query: BuildingQuery, viewer: Viewer | null): Promise<BuildingDetail>
}

/**
 * A unit's listing with the VOW rule the listing search applies: the close price and date of a sold or leased
 * listing only when granted, and `restricted` for an unavailable listing shown to a viewer without access.
 */
function toUnit(row: BuildingListingRow, granted: boolean): BuildingUnit {
  const closed = row.status === 'U' && isClosedLsc(row.lsc)
  return {
    mlNum: row.mlNum,
    unit: row.unit,
    level: row.level,
    sr: row.sr,
    status: row.status,
    lsc: row.lsc,
    roomType: row.roomType,
    price: row.price,
    closePrice: closed && granted ? row.closePrice : null,
    closeDate: closed && granted && row.closeDate ? row.closeDate.toISOString() : null,
    inputDate: row.inputDate.toISOString(),
    beds: row.beds,
    bedsPlus: row.bedsPlus,
    baths: row.baths,
    sqft: row.sqft,
    restricted: row.status === 'U' && !granted,
  }
}

export function createBuildingsService(deps: {
  repository: BuildingsRepository
  vow: Pick<VowService, 'access'>
  now: () => Date
}): BuildingsService {
  const { repository, vow, now } = deps
  return {
    async requireBuilding({ city, address }, viewer) {
      const [rows, access] = await Promise.all([repository.listingsAt(city, address), vow.access(viewer)])
      // Newest first: the newest condominium apartment names the building's address, neighbourhood and place.
      const condo = rows.find((r) => r.roomType === 'condo')
      if (!condo) throw notFound('building.api.notFound')
      const preconsIds = [...new Set(rows.flatMap((r) => (r.preconsId ? [r.preconsId] : [])))]
      const project = await repository.project(city, condo.address, preconsIds)
      const point = { lat: condo.location.y, lng: condo.location.x }
      const municipality = municipalityOfCommunity(city, condo.neighbourhood)
      const years = calculateBuildingYears(rows, { now: now(), timeZone: cityTimeZone(city) })
      const available = countAvailable(rows)
      return {
        city,
        address: condo.address,
        neighbourhood: condo.neighbourhood,
        neighbourhoodZh: placeZh(city, condo.neighbourhood, 'neighbourhood') ?? null,
        municipality: municipality ? { en: municipality.en, zh: municipality.zh } : null,
        lat: point.lat,
        lng: point.lng,
        yearBuilt: mostCommon(rows.map((r) => r.yearBuilt)),
        registrationNumber: mostCommon(rows.map((r) => r.registrationNumber?.trim() ?? null)),
        management: mostCommon(rows.map((r) => r.management?.trim() ?? null)),
        highestFloor: highestFloor(rows.map((r) => r.level)),
        unitsSeen: countUnits(rows.map((r) => r.unit)),
        listingCount: rows.length,
        stations: nearbyStations(city, point),
        project,
        forSaleNow: available.forSale,
        forLeaseNow: available.forLease,
        years: access.granted ? years : withholdClosedFigures(years),
        floors: groupByFloor(rows.map((r) => toUnit(r, access.granted))),
        vow: access,
      }
    },
  }
}
