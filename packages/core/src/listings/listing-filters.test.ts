import { describe, expect, it } from 'vitest'
import { listingSearchQuerySchema } from './listing.schema.ts'
import { TIME_WINDOWS } from './listing-codes.ts'
import {
  countListingFilters,
  LISTING_FILTER_KEYS,
  LISTING_TEXT_MAX,
  type ListingFilterValues,
  listingFilterEntries,
  listingFilterProblems,
  readListingFilterValues,
} from './listing-filters.ts'

const NAMES = LISTING_FILTER_KEYS

/** The schema's answer: each refused filter left out in turn until the query passes, then the paging fields off. */
function readWithSchema(input: Record<string, string>) {
  const raw = { ...input }
  for (let attempt = 0; attempt <= NAMES.length; attempt++) {
    const parsed = listingSearchQuerySchema.safeParse(raw)
    if (parsed.success) {
      const { cursor: _cursor, limit: _limit, ...filters } = parsed.data
      return filters
    }
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
  }
  throw new Error(`no answer for ${JSON.stringify(input)}`)
}

/** Values per filter: good ones, refused ones and ones at the edges. */
const SAMPLES: Record<(typeof NAMES)[number], string[]> = {
  city: ['toronto', 'vancouver', 'Toronto', 'montreal', ' toronto', ''],
  sr: ['Sale', 'Lease', 'sale', 'Rent'],
  roomType: ['condo', 'res', 'Twnhouse', 'all', 'house'],
  status: ['active', 'sold', 'delist', 'Active', 'gone'],
  window: ['all', '0D', '1D', '1W', '1M', '3M', '6M', '12M', '2Y', 'forever', '1m', ''],
  age: ['0', '0-5', '100+', '5', '0-5 '],
  furnished: ['Y', 'N', 'y', 'yes'],
  priceMin: ['0', '500000', '1e6', ' 700000 ', '0x10', '-1', '1.5', 'abc', '1000000000', '1000000001', 'Infinity'],
  priceMax: ['0', '400000', '900000', '1e9', '2e9', '12.0', 'NaN', '-0'],
  bedsMin: ['0', '1', '3', '20', '21', '2.5', 'two'],
  bedsMax: ['0', '2', '4', '20', '-3', ' ', ''],
  bathsMin: ['1', '2', '9', '30'],
  bathsMax: ['1', '3', '0.5'],
  q: ['King St', '  Yonge  ', 'a'.repeat(LISTING_TEXT_MAX), ` ${'b'.repeat(LISTING_TEXT_MAX)} `, 'c'.repeat(101)],
  near: ['subway', 'park', 'bank', 'Subway', 'beach'],
  sort: ['new', 'priceDesc', 'priceAsc', 'price', 'old'],
}

/** A small seeded generator, so the mixed cases are the same on every run. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function mixedCases(count: number): Record<string, string>[] {
  const random = seeded(109)
  const cases: Record<string, string>[] = []
  for (let i = 0; i < count; i++) {
    const raw: Record<string, string> = {}
    for (const name of NAMES) {
      if (random() < 0.45) continue
      const values = SAMPLES[name]
      raw[name] = values[Math.floor(random() * values.length)] ?? ''
    }
    cases.push(raw)
  }
  return cases
}

describe('readListingFilterValues', () => {
  it('reads good filters, and gives sale or lease, status and order their defaults', () => {
    expect(readListingFilterValues({})).toEqual({ sr: 'Sale', status: 'active', sort: 'new' })
    expect(
      readListingFilterValues({ city: 'vancouver', sr: 'Lease', priceMin: '1500', bedsMax: '2', q: ' Main ' }),
    ).toEqual({ city: 'vancouver', sr: 'Lease', status: 'active', priceMin: 1500, bedsMax: 2, q: 'Main', sort: 'new' })
  })

  it('drops a refused value on its own and keeps the rest', () => {
    expect(readListingFilterValues({ city: 'montreal', priceMin: 'abc', bedsMin: '2', sort: 'old' })).toEqual({
      sr: 'Sale',
      status: 'active',
      bedsMin: 2,
      sort: 'new',
    })
  })

  it('drops a window that does not fit the status, and an upper bound below its lower bound', () => {
    expect(readListingFilterValues({ status: 'sold', window: 'all' })).toEqual({
      sr: 'Sale',
      status: 'sold',
      sort: 'new',
    })
    expect(readListingFilterValues({ priceMin: '900', priceMax: '800', bathsMin: '1', bathsMax: '2' })).toEqual({
      sr: 'Sale',
      status: 'active',
      priceMin: 900,
      bathsMin: 1,
      bathsMax: 2,
      sort: 'new',
    })
  })

  it('checks the window against the default status when the status is refused', () => {
    expect(readListingFilterValues({ status: 'gone', window: '12M' })).toEqual({
      sr: 'Sale',
      status: 'active',
      sort: 'new',
    })
  })

  it('lets a count outside its bounds drop its upper bound, unless a filter is of the wrong kind', () => {
    expect(readListingFilterValues({ bathsMin: '30', bathsMax: '3' })).toEqual({
      sr: 'Sale',
      status: 'active',
      sort: 'new',
    })
    expect(readListingFilterValues({ bathsMin: '30', bathsMax: '3', sort: 'old' })).toEqual({
      sr: 'Sale',
      status: 'active',
      bathsMax: 3,
      sort: 'new',
    })
  })

  it('ignores names that are not filters', () => {
    expect(readListingFilterValues({ cursor: 'abc', limit: '5', language: 'en' })).toEqual({
      sr: 'Sale',
      status: 'active',
      sort: 'new',
    })
  })

  it.each(NAMES.flatMap((name) => SAMPLES[name].map((value) => ({ [name]: value }))))(
    'gives the schema’s answer for %j',
    (raw) => {
      expect(readListingFilterValues(raw)).toEqual(readWithSchema(raw))
    },
  )

  it('gives the schema’s answer on mixed filters, good and refused', () => {
    for (const raw of mixedCases(1000))
      expect(readListingFilterValues(raw), JSON.stringify(raw)).toEqual(readWithSchema(raw))
  })

  it('gives the schema’s answer in the same order of fields', () => {
    for (const raw of mixedCases(50)) {
      expect(Object.keys(readListingFilterValues(raw))).toEqual(Object.keys(readWithSchema(raw)))
    }
  })
})

describe('listingFilterProblems', () => {
  it('names the window and the upper bounds at fault, as the schema reports them', () => {
    const q = { status: 'delist', window: 'all', priceMin: 5, priceMax: 4, bedsMin: 1, bedsMax: 1 } as const
    expect(listingFilterProblems(q)).toEqual([
      { path: 'window', message: 'listing.validation.window' },
      { path: 'priceMax', message: 'listing.validation.range' },
    ])
    const parsed = listingSearchQuerySchema.safeParse({ status: 'delist', window: 'all', priceMin: '5', priceMax: '4' })
    expect(parsed.success ? [] : parsed.error.issues.map(({ path, message }) => ({ path: path[0], message }))).toEqual(
      listingFilterProblems(q),
    )
  })
})

describe('countListingFilters', () => {
  const condos = { roomType: 'condo' } as const
  const base: ListingFilterValues = { city: 'toronto', sr: 'Sale', roomType: 'condo', status: 'active', sort: 'new' }

  it('counts nothing on a list as it opens, whatever its order, region or search text', () => {
    expect(countListingFilters(base, condos)).toBe(0)
    expect(
      countListingFilters({ ...base, sort: 'priceAsc', city: 'vancouver', q: 'Yonge', near: 'park' }, condos),
    ).toBe(0)
  })

  it('counts every type on a list of condos: it differs from the list’s own (it was left out)', () => {
    expect(countListingFilters({ ...base, roomType: undefined, priceMin: 500_000, bedsMin: 2 }, condos)).toBe(3)
    expect(countListingFilters({ ...base, roomType: 'res' }, condos)).toBe(1)
    expect(countListingFilters({ ...base, roomType: 'condo' }, {})).toBe(1)
    expect(countListingFilters({ ...base, roomType: undefined }, {})).toBe(0)
  })

  it('counts a range once, whichever of its bounds are set, and a lower bound of 0 not at all', () => {
    expect(countListingFilters({ ...base, priceMin: 500_000, priceMax: 900_000 }, condos)).toBe(1)
    expect(countListingFilters({ ...base, bedsMin: 2, bedsMax: 3, bathsMax: 2 }, condos)).toBe(2)
    expect(countListingFilters({ ...base, priceMin: 0, bedsMin: 0 }, condos)).toBe(0)
  })

  it('counts the status and a window other than the status’s own, not the window a status brings', () => {
    expect(countListingFilters({ ...base, status: 'sold', window: '1M' }, condos)).toBe(1)
    expect(countListingFilters({ ...base, status: 'sold', window: '12M' }, condos)).toBe(2)
    expect(countListingFilters({ ...base, window: '1D' }, condos)).toBe(1)
  })

  it('counts furnished and age, one each', () => {
    expect(countListingFilters({ ...base, sr: 'Lease', furnished: 'Y', age: '0-5' }, condos)).toBe(2)
  })
})

describe('listingFilterEntries', () => {
  const cases: ListingFilterValues[] = [
    { city: 'toronto', sr: 'Sale', roomType: 'condo', status: 'active', sort: 'new' },
    { city: 'toronto', sr: 'Sale', status: 'active', sort: 'new', priceMin: 500_000, bedsMin: 2 },
    { city: 'vancouver', sr: 'Lease', roomType: 'res', status: 'active', sort: 'priceAsc', furnished: 'N' },
    {
      city: 'toronto',
      sr: 'Sale',
      roomType: 'condo',
      status: 'sold',
      window: '12M',
      priceMax: 900_000,
      age: '0-5',
      sort: 'new',
    },
    { city: 'toronto', sr: 'Lease', status: 'delist', sort: 'priceDesc', bathsMin: 2, bathsMax: 3, q: 'King' },
    { city: 'vancouver', sr: 'Sale', roomType: 'Twnhouse', status: 'active', window: '1D', near: 'park', sort: 'new' },
  ]

  it('writes the region, sale or lease and type always, and the rest only when not neutral', () => {
    expect(listingFilterEntries(cases[0]!)).toEqual([
      ['city', 'toronto'],
      ['sr', 'Sale'],
      ['roomType', 'condo'],
    ])
    expect(new URLSearchParams(listingFilterEntries(cases[1]!)).toString()).toBe(
      'city=toronto&sr=Sale&roomType=all&priceMin=500000&bedsMin=2',
    )
    const sold = { ...cases[3]!, window: TIME_WINDOWS.sold.default }
    expect(new URLSearchParams(listingFilterEntries(sold)).toString()).toBe(
      'city=toronto&sr=Sale&roomType=condo&status=sold&age=0-5&priceMax=900000',
    )
  })

  it('reads back as the same search under any list’s defaults', () => {
    for (const filters of cases) {
      const raw = Object.fromEntries(listingFilterEntries(filters))
      const roomType = raw.roomType === 'all' ? undefined : raw.roomType
      for (const defaults of [{}, { city: 'vancouver', sr: 'Lease', roomType: 'res' }]) {
        expect(readListingFilterValues({ ...defaults, ...raw, roomType })).toEqual(filters)
      }
    }
  })
})
