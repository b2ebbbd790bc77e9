import { LSC_CODES, municipalityOfCommunity } from '@maplenest/core'
import { describe, expect, it } from 'vitest'
import { createRng } from '../../src/lib/rng.ts'
import { GEO, insideCity, insidePolygon } from '../../src/seed/geo/index.ts'
import { type DemoListing, generateCityListings, SEED_SIZES } from '../../src/seed/listings/generate.ts'
import { generateDemoListings } from '../../src/seed/listings/index.ts'
import { TEST_ANCHOR } from '../helpers/seed-listings.ts'

const DAY = 86_400_000
const ACTIVE_LSC = ['new', 'pc', 'sc', 'sce', 'dft', 'bom', 'ext', 'lc', 'lce']
const UNAVAILABLE_LSC = ['sld', 'lsd', 'exp', 'ter', 'sus']

// The default size, generated without a database (about two seconds), so every combination shows up.
const all = generateDemoListings({ size: 'default', anchor: TEST_ANCHOR })
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

// Each check walks all 20,000 listings and their histories: a few seconds alone, many more beside the other suites.
describe('demo listings: generation', { timeout: 90_000 }, () => {
  it('is deterministic: the same seed and anchor give the same listings, another seed others', () => {
    const a = generateDemoListings({ size: 'tiny', anchor: TEST_ANCHOR })
    const b = generateDemoListings({ size: 'tiny', anchor: TEST_ANCHOR })
    expect(b.slice(0, 25)).toEqual(a.slice(0, 25))
    expect(b.map((l) => l.row.mlNum)).toEqual(a.map((l) => l.row.mlNum))
    const c = generateDemoListings({ size: 'tiny', anchor: TEST_ANCHOR, seed: 7 })
    expect(c[0]!.row).not.toEqual(a[0]!.row)
  })

  it('has the sizes asked for', () => {
    const tiny = generateDemoListings({ size: 'tiny', anchor: TEST_ANCHOR })
    expect(tiny.filter((l) => l.row.city === 'toronto')).toHaveLength(300)
    expect(tiny.filter((l) => l.row.city === 'vancouver')).toHaveLength(100)
    expect(all.filter((l) => l.row.city === 'toronto').length).toBeGreaterThanOrEqual(15_000)
    expect(all.filter((l) => l.row.city === 'vancouver').length).toBeGreaterThanOrEqual(5_000)
    expect(SEED_SIZES.large.toronto + SEED_SIZES.large.vancouver).toBeGreaterThanOrEqual(200_000)
    expect(SEED_SIZES.huge.toronto + SEED_SIZES.huge.vancouver).toBe(1_000_000)
  })

  it('numbers the parts of a city made one after another apart, in the boards’ formats', () => {
    // the huge size makes each city in parts; a part's numbers never meet another's
    for (const city of ['toronto', 'vancouver'] as const) {
      const rng = createRng(5)
      const parts = [0, 1, 2].map((part) => generateCityListings(rng, city, 2_000, TEST_ANCHOR, [], part))
      const numbers = parts.flatMap((listings) =>
        listings.flatMap((l) => [l.row.mlNum, ...l.history.map((h) => h.mlNum)]),
      )
      const unique = new Set(parts.flatMap((listings) => listings.map((l) => l.row.mlNum)))
      expect(unique.size).toBe(6_000)
      const digits = (mlNum: string) => Number(mlNum.slice(1))
      for (let part = 1; part < parts.length; part++) {
        const before = Math.max(
          ...parts[part - 1]!.flatMap((l) => [l.row.mlNum, ...l.history.map((h) => h.mlNum)]).map(digits),
        )
        const after = Math.min(
          ...parts[part]!.flatMap((l) => [l.row.mlNum, ...l.history.map((h) => h.mlNum)]).map(digits),
        )
        expect(after).toBeGreaterThan(before)
      }
      for (const n of numbers) expect(n).toMatch(city === 'toronto' ? /^[CEWN]\d{8}$/ : /^R\d{7}$/)
    }
  })

  it('gives every listing a unique MLS number in the boards’ formats', () => {
    const numbers = new Set(all.map((l) => l.row.mlNum))
    expect(numbers.size).toBe(all.length)
    for (const l of all) expect(l.row.mlNum).toMatch(l.row.city === 'toronto' ? /^[CEWN]\d{8}$/ : /^R\d{7}$/)
  })

  it('uses every status code, each consistent with its status and its history', () => {
    const seen = new Set<string>()
    for (const { row, history } of all) {
      seen.add(row.lsc)
      expect(row.status).toBe(ACTIVE_LSC.includes(row.lsc) ? 'A' : 'U')
      expect([...ACTIVE_LSC, ...UNAVAILABLE_LSC]).toContain(row.lsc)
      const own = history.filter((h) => h.mlNum === row.mlNum)
      const dates = history.map((h) => h.date.getTime())
      expect(dates).toEqual([...dates].sort((a, b) => a - b))
      expect(own[0]!.event).toBe('new')
      expect(own[0]!.date.getTime()).toBe(row.inputDate.getTime())
      expect(own[0]!.price).toBe(row.originalPrice)
      const last = own[own.length - 1]!
      expect(last.event).toBe(row.lsc)
      for (const h of history) expect(h.date.getTime()).toBeLessThanOrEqual(TEST_ANCHOR.getTime())
      for (const h of history) expect(h.date.getTime()).toBeGreaterThan(TEST_ANCHOR.getTime() - 731 * DAY)
      const events = own.map((h) => h.event).join('>')
      if (row.lsc === 'bom') expect(events).toMatch(/sc>dft>bom$/)
      if (row.lsc === 'dft') expect(events).toMatch(/sc>dft$/)
      if (row.lsc === 'sld') expect(events).toMatch(/^new>(pc>)?sld$/)
      if (row.lsc === 'lsd') expect(events).toMatch(/^new>(lc>)?lsd$/)
      if (row.sr === 'Sale') expect(['lc', 'lce', 'lsd']).not.toContain(row.lsc)
      else expect(['sc', 'sce', 'dft', 'bom', 'sld']).not.toContain(row.lsc)
      const earlier = history.filter((h) => h.mlNum !== row.mlNum)
      if (earlier.length) {
        // relisted: the property's earlier listing was terminated before this one started
        expect(earlier.map((h) => h.event)).toEqual(['new', 'ter'])
        expect(earlier[1]!.date.getTime()).toBeLessThan(row.inputDate.getTime())
      }
    }
    expect([...seen].sort()).toEqual([...LSC_CODES].sort())
    expect(all.some((l) => l.history.some((h) => h.mlNum !== l.row.mlNum))).toBe(true)
    expect(all.some((l) => l.history.map((h) => h.event).join('>') === 'new>pc>sld')).toBe(true)
    expect(all.some((l) => l.history.map((h) => h.event).join('>') === 'new>lc>lsd')).toBe(true)
  })

  it('gives sold and leased listings a close price, close date and days on market; others none', () => {
    for (const { row } of all) {
      const closed = row.lsc === 'sld' || row.lsc === 'lsd'
      expect(row.closePrice !== null).toBe(closed)
      expect(row.closeDate != null).toBe(closed)
      expect(row.dom).toBeGreaterThanOrEqual(0)
      if (row.status === 'U') expect(row.unavailableDate).toBeInstanceOf(Date)
      else expect(row.unavailableDate).toBeNull()
      if (closed) {
        const days = Math.round((row.closeDate!.getTime() - row.inputDate.getTime()) / DAY)
        expect(Math.abs(days - row.dom!)).toBeLessThanOrEqual(1)
        expect(row.closePrice! / row.price).toBeGreaterThan(0.85)
        expect(row.closePrice! / row.price).toBeLessThan(1.2)
      }
    }
  })

  it('puts Toronto listings in Greater Toronto and Vancouver listings in Greater Vancouver, on land', () => {
    for (const { row } of all) {
      const p = { lat: row.location.y, lng: row.location.x }
      expect(insideCity(row.city, p), `${row.mlNum} ${p.lat},${p.lng}`).toBe(true)
      if (row.city === 'toronto') expect(p.lng).toBeGreaterThan(-80)
      else expect(p.lng).toBeLessThan(-122.5)
    }
  })

  it('puts a home outside the city in a covered municipality, in one of its communities', () => {
    for (const city of ['toronto', 'vancouver'] as const) {
      const outside = all.filter(
        ({ row }) =>
          row.city === city && !insidePolygon({ lat: row.location.y, lng: row.location.x }, GEO.bounds[city]),
      )
      expect(outside.length, city).toBeGreaterThan(all.filter((l) => l.row.city === city).length * 0.05)
      for (const { row } of outside) {
        const p = { lat: row.location.y, lng: row.location.x }
        const area = GEO.municipalities[city].find((a) => insidePolygon(p, a.outline))
        expect(area, `${row.mlNum} ${p.lat},${p.lng}`).toBeDefined()
        expect(municipalityOfCommunity(city, row.neighbourhood)?.en).toBe(area?.name)
      }
    }
  })

  it('places condos nearer rapid-transit stations than houses, on average', () => {
    for (const city of ['toronto', 'vancouver'] as const) {
      const d = (t: string) =>
        mean(all.filter((l) => l.row.city === city && l.row.roomType === t).map((l) => l.stationDistanceM))
      expect(d('condo')).toBeLessThan(d('res') * 0.7)
    }
  })

  it('prices by type and city at 2025–26 levels', () => {
    const sale = (f: (l: DemoListing) => boolean) =>
      all.filter((l) => l.row.sr === 'Sale' && f(l)).map((l) => l.row.price)
    const lease = (f: (l: DemoListing) => boolean) =>
      all.filter((l) => l.row.sr === 'Lease' && f(l)).map((l) => l.row.price)
    const oneBedToronto = (l: DemoListing) =>
      l.row.city === 'toronto' && l.row.roomType === 'condo' && l.row.beds === 1 && l.row.bedsPlus === 0
    const downtown = (l: DemoListing) =>
      ['Waterfront Communities-The Island', 'Bay Street Corridor', 'Niagara'].includes(l.row.neighbourhood)
    expect(median(sale((l) => oneBedToronto(l) && downtown(l)))).toBeGreaterThan(520_000)
    expect(median(sale((l) => oneBedToronto(l) && downtown(l)))).toBeLessThan(720_000)
    expect(median(lease(oneBedToronto))).toBeGreaterThan(2_100)
    expect(median(lease(oneBedToronto))).toBeLessThan(2_800)
    const torontoHouses = sale((l) => l.row.city === 'toronto' && l.row.roomType === 'res')
    expect(median(torontoHouses)).toBeGreaterThan(1_100_000)
    expect(median(torontoHouses)).toBeLessThan(2_200_000)
    const westSide = ['Shaughnessy', 'Kerrisdale', 'West Point Grey', 'Dunbar-Southlands', 'Arbutus Ridge']
    const vanWest = sale(
      (l) => l.row.city === 'vancouver' && l.row.roomType === 'res' && westSide.includes(l.row.neighbourhood),
    )
    expect(median(vanWest)).toBeGreaterThan(2_800_000)
    expect(median(vanWest)).toBeLessThan(5_500_000)
    for (const { row } of all) {
      if (row.sr === 'Lease') expect(row.price).toBeGreaterThanOrEqual(1_500)
      if (row.sr === 'Lease') expect(row.price).toBeLessThanOrEqual(15_000)
      if (row.sr === 'Sale' && row.roomType === 'condo') expect(row.price).toBeGreaterThan(200_000)
      if (row.sr === 'Sale' && row.roomType === 'condo') expect(row.price).toBeLessThan(4_000_000)
      if (row.sr === 'Sale' && row.roomType === 'res') expect(row.price).toBeGreaterThan(500_000)
      if (row.maintenanceCents != null) {
        const area = Number.parseInt(row.sqft!.replace('<', ''), 10)
        expect(row.maintenanceCents / 100 / area).toBeLessThan(1.3)
      }
    }
  })

  it('flags every lease as furnished or not, and no sale', () => {
    for (const { row } of all) {
      if (row.sr === 'Lease') expect(['Y', 'N']).toContain(row.furnished)
      else expect(row.furnished).toBeNull()
    }
    const furnished = all.filter((l) => l.row.sr === 'Lease' && l.row.furnished === 'Y').length
    expect(furnished).toBeGreaterThan(0)
  })

  it('gives each listing rooms in metres and several photos served by the media endpoint', () => {
    for (const { row, rooms, media } of all.slice(0, 2000)) {
      expect(rooms.length).toBeGreaterThanOrEqual(3)
      for (const r of rooms) expect(r.dimensions).toMatch(/^\d+\.\d\d x \d+\.\d\d$/)
      expect(media.length).toBeGreaterThanOrEqual(5)
      expect(media[0]!.url).toBe(`/house/api/media/v1/${row.mlNum}/1.webp`)
      expect(row.description?.length).toBeGreaterThan(80)
      expect(row.brokerage).toMatch(row.city === 'toronto' ? /Brokerage$/ : /Realty$/)
    }
  })
})
