import type { City } from '@maplenest/core'
import { and, desc, eq, sql } from 'drizzle-orm'
import { listings, preconsProjects } from '../../db/schema.ts'
import type { Transactor } from '../../db/transaction.ts'

/** The columns of a listing the building page reads: its unit and floor, deal, dates, area and the building's facts. */
const buildingColumns = {
  mlNum: listings.mlNum,
  city: listings.city,
  address: listings.address,
  unit: listings.unit,
  level: listings.level,
  sr: listings.sr,
  status: listings.status,
  lsc: listings.lsc,
  roomType: listings.roomType,
  price: listings.price,
  closePrice: listings.closePrice,
  inputDate: listings.inputDate,
  closeDate: listings.closeDate,
  beds: listings.beds,
  bedsPlus: listings.bedsPlus,
  baths: listings.baths,
  sqft: listings.sqft,
  neighbourhood: listings.neighbourhood,
  location: listings.location,
  yearBuilt: listings.yearBuilt,
  registrationNumber: listings.registrationNumber,
  management: listings.management,
  preconsId: listings.preconsId,
}

export type BuildingListingRow = Pick<typeof listings.$inferSelect, keyof typeof buildingColumns>

/** The listings of one street address and the pre-construction project it came from. */
export function createBuildingsRepository(t: Transactor) {
  return {
    /**
     * Every listing at a street address of a city, of any unit and year, newest first: read through
     * `listings_property_idx` (city, lower(address), …), which the conditions are written to match.
     */
    async listingsAt(city: City, address: string): Promise<BuildingListingRow[]> {
      return t
        .db()
        .select(buildingColumns)
        .from(listings)
        .where(and(eq(listings.city, city), sql`lower(${listings.address}) = lower(${address})`))
        .orderBy(desc(listings.inputDate), desc(listings.mlNum))
    },

    /** The project of these ids (the first that exists, in the order given), else the project at the address. */
    async project(city: City, address: string, ids: readonly string[]): Promise<{ id: string; name: string } | null> {
      const columns = { id: preconsProjects.id, name: preconsProjects.name }
      for (const id of ids) {
        const [byId] = await t.db().select(columns).from(preconsProjects).where(eq(preconsProjects.id, id)).limit(1)
        if (byId) return byId
      }
      const [byAddress] = await t
        .db()
        .select(columns)
        .from(preconsProjects)
        .where(and(eq(preconsProjects.city, city), sql`lower(${preconsProjects.address}) = lower(${address})`))
        .orderBy(desc(preconsProjects.launchDate), preconsProjects.id)
        .limit(1)
      return byAddress ?? null
    },
  }
}
export type BuildingsRepository = ReturnType<typeof createBuildingsRepository>
