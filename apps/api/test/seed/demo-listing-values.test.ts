import { getListingValueText, type ListingValueField, LOCALES } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { generateDemoListings } from '../../src/seed/listings/index.ts'
import { TEST_ANCHOR } from '../helpers/seed-listings.ts'

// Every board value a generated listing carries, by the catalogue field that shows it. The core catalogue test walks
// the value lists; this one walks the seed's output (the tiny size already shows every value), so a value written
// inline in the generator is caught too.
const listings = generateDemoListings({ size: 'tiny', anchor: TEST_ANCHOR })
const seen = new Map<string, [ListingValueField, string]>()
const see = (field: ListingValueField, value: string | null | undefined) => {
  if (value) seen.set(`${field}:${value}`, [field, value])
}
for (const { row, rooms } of listings) {
  see('propertyType', row.propertyType)
  see('style', row.style)
  see('exterior', row.exterior)
  see('heatingType', row.heatingType)
  see('heatingSource', row.heatingSource)
  see('airConditioning', row.airConditioning)
  see('locker', row.locker)
  see('balcony', row.balcony)
  see('pets', row.pets)
  see('ownership', row.ownership)
  see('insurance', row.insurance)
  for (const utility of row.includedUtilities ?? []) see('utility', utility)
  if (row.possession && !/\d{4}$/.test(row.possession)) see('possession', row.possession)
  if (row.lot) see('unit', /([A-Za-z]+)$/.exec(row.lot)?.[1])
  for (const room of rooms) {
    see('roomType', room.type)
    see('roomLevel', room.level)
    for (const feature of room.features?.split(',') ?? []) see('roomFeature', feature.trim())
  }
}

describe('demo listings: board values', () => {
  it.each([...seen.values()])('names %s "%s" in both languages', (field, value) => {
    for (const locale of LOCALES) expect(getListingValueText(field, value, locale), locale).not.toBeNull()
  })
})
