import {
  bedsGroup,
  belowMarketPercent,
  COMPARABLE_RADII_M,
  COMPARABLES_MIN,
  type ListingSafety,
  leaseFits,
  provinceOf,
  type RentalAreas,
  type RentalAreasQuery,
  type RentalSchool,
} from '@maplenest/core'
import { badRequest, notFound } from '../../lib/http-error.ts'
import type { RentalListingsRepository } from './rental-listings-repository.ts'
import { areasNear, findCampus, rentalSchools } from './rental-places.ts'

export interface SafetyService {
  schools(): RentalSchool[]
  /** The neighbourhoods within the commute of a campus and the leases that fit there now. */
  areas(query: RentalAreasQuery): Promise<RentalAreas>
  /** What the safety card says about a listing: a rent far below similar ones nearby, and its agent's licence. */
  listingSafety(mlNum: string): Promise<ListingSafety>
}

export function createSafetyService(deps: { listings: RentalListingsRepository }): SafetyService {
  const { listings } = deps

  return {
    schools: rentalSchools,

    async areas(query) {
      const campus = findCampus(query.school)
      if (!campus)
        throw badRequest('rental.validation.schoolUnknown', {}, { fields: [{ field: 'querystring.school' }] })
      const near = areasNear(campus, query.mode, query.minutes)
      const leases = await listings.activeLeases({
        city: campus.city,
        neighbourhoods: near.map((a) => a.name),
        budgetMax: query.budget,
      })
      const criteria = { city: campus.city, bedrooms: query.bedrooms, moveIn: query.moveIn }
      const counts = new Map<string, number>()
      for (const l of leases) {
        if (leaseFits(l, criteria)) counts.set(l.neighbourhood, (counts.get(l.neighbourhood) ?? 0) + 1)
      }
      const areas = near.map((a) => ({ ...a, leases: counts.get(a.name) ?? 0 }))
      return {
        school: { id: campus.id, name: campus.name, nameZh: campus.nameZh, city: campus.city },
        areas,
        total: areas.reduce((sum, a) => sum + a.leases, 0),
      }
    },

    async listingSafety(mlNum) {
      const facts = await listings.listingFacts(mlNum)
      if (!facts) throw notFound('showing.api.listingNotFound')
      let belowMarket: ListingSafety['belowMarket'] = null
      if (facts.sr === 'Lease') {
        const group = bedsGroup(facts.beds)
        for (const radiusM of COMPARABLE_RADII_M) {
          const { count, median } = await listings.comparableRents({
            city: facts.city,
            lat: Number(facts.lat),
            lng: Number(facts.lng),
            bedsGroup: group,
            radiusM,
            exceptMlNum: facts.mlNum,
          })
          if (count < COMPARABLES_MIN || median === null) continue
          const percent = belowMarketPercent(facts.price, median)
          if (percent !== null) belowMarket = { percent, median, comparables: count, radiusM, beds: group }
          break
        }
      }
      const profile = facts.listAgentId ? await listings.profileById(facts.listAgentId) : null
      return {
        mlNum: facts.mlNum,
        province: provinceOf(facts.city),
        belowMarket,
        agent: profile
          ? { profileId: profile.profileId, name: profile.name, registrationNumber: profile.practiceId }
          : null,
      }
    },
  }
}
