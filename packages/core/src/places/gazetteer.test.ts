import { describe, expect, it } from 'vitest'
import { TORONTO_DISTRICTS, VANCOUVER_LOCAL_AREAS } from '../chat/neighbourhoods.ts'
import { STATIONS } from '../transit/transit.ts'
import { isKnownPlaceCharacter, toSimplified, toTraditional } from './chinese-script.ts'
import { matchPlaces } from './gazetteer.ts'
import { GAZETTEER } from './gazetteer-entries.ts'
import { MUNICIPALITIES } from './municipalities.ts'
import { placeFilterProblems, resolvePlaceFilter } from './place-filter.ts'

/** The first match of a text: what a search box shows at the top. */
const top = (q: string, lang: Parameters<typeof matchPlaces>[1] = 'en-GB') => matchPlaces(q, lang)[0]

describe('the gazetteer', () => {
  it('holds every district, neighbourhood, local area and station once, each with an id of its own', () => {
    const count = (kind: string, city: string) => GAZETTEER.filter((e) => e.kind === kind && e.city === city).length
    const communities = (city: string) =>
      MUNICIPALITIES.filter((m) => m.city === city).flatMap((m) => m.communities).length
    expect(count('district', 'toronto')).toBe(7)
    expect(count('neighbourhood', 'toronto')).toBe(
      Object.values(TORONTO_DISTRICTS).flat().length + communities('toronto'),
    )
    expect(count('neighbourhood', 'toronto')).toBe(140 + communities('toronto'))
    expect(count('neighbourhood', 'vancouver')).toBe(VANCOUVER_LOCAL_AREAS.length + communities('vancouver'))
    expect(count('municipality', 'toronto')).toBe(5)
    expect(count('municipality', 'vancouver')).toBe(7)
    expect(count('station', 'toronto') + count('station', 'vancouver')).toBe(STATIONS.length)
    expect(new Set(GAZETTEER.map((e) => e.id)).size).toBe(GAZETTEER.length)
  })

  it('names every place in English and in Chinese, and every Chinese name converts to Traditional', () => {
    const unknown = new Set<string>()
    for (const e of GAZETTEER) {
      expect(e.en, e.id).toMatch(/[A-Za-z]/)
      expect(e.zh, e.id).toMatch(/^[\p{Script=Han}0-9–·（）-]+$/u)
      for (const text of [e.zh, ...e.aliases, e.within?.zh ?? '']) {
        for (const ch of text) if (/\p{Script=Han}/u.test(ch) && !isKnownPlaceCharacter(ch)) unknown.add(ch)
      }
      expect(toSimplified(e.zhHant), e.id).toBe(e.zh)
    }
    expect([...unknown].join('')).toBe('')
  })

  it('writes Traditional with the characters people in Hong Kong and Taiwan use', () => {
    expect(toTraditional('北约克')).toBe('北約克')
    expect(toTraditional('温哥华湾区')).toBe('溫哥華灣區')
    expect(toTraditional('兰桥园')).toBe('蘭橋園')
    // a transliteration keeps 里 and 后
    expect(toTraditional('克里斯代尔')).toBe('克里斯代爾')
    expect(toTraditional('皇后西街')).toBe('皇后西街')
  })

  it('gives a Toronto neighbourhood its district and every other place its city', () => {
    const willowdale = GAZETTEER.find((e) => e.id === 'neighbourhood:toronto:willowdale-east')
    expect(willowdale?.within).toEqual({ en: 'North York', zh: '北约克', zhHant: '北約克' })
    const kits = GAZETTEER.find((e) => e.id === 'neighbourhood:vancouver:kitsilano')
    expect(kits?.within?.en).toBe('Vancouver')
    expect(GAZETTEER.find((e) => e.kind === 'city')?.within).toBeNull()
  })
})

describe('matching what people type', () => {
  it.each([
    ['North York', 'en-GB', 'district', 'North York', 'Toronto'],
    ['north-york', 'en-GB', 'district', 'North York', 'Toronto'],
    ['ＮＯＲＴＨ　ＹＯＲＫ', 'en-GB', 'district', 'North York', 'Toronto'],
    ['北约克', 'zh-Hans-CN', 'district', '北约克', '多伦多'],
    ['北約克', 'zh-Hans-CN', 'district', '北约克', '多伦多'],
    ['北約克', 'zh-Hant', 'district', '北約克', '多倫多'],
    ['央街', 'zh-Hans-CN', 'street', '央街', '多伦多'],
    ['Yonge', 'en-GB', 'street', 'Yonge St', 'Toronto'],
    ['yonge street', 'en-GB', 'street', 'Yonge St', 'Toronto'],
    ['UofT', 'en-GB', 'campus', 'University of Toronto', 'Toronto'],
    ['多大', 'zh-Hans-CN', 'campus', '多伦多大学', '多伦多'],
    ['UBC', 'zh-Hans-CN', 'campus', '英属哥伦比亚大学', '温哥华'],
    ['SFU', 'en-GB', 'campus', 'Simon Fraser University', 'Vancouver'],
    ['DT', 'en-GB', 'district', 'Downtown', 'Toronto'],
    ['市中心', 'zh-Hans-CN', 'district', '市中心', '多伦多'],
    ['Kitsilano', 'zh-Hans-CN', 'neighbourhood', '基斯兰奴', '温哥华'],
    ['基斯兰奴', 'en-GB', 'neighbourhood', 'Kitsilano', 'Vancouver'],
    ['kits', 'en-GB', 'neighbourhood', 'Kitsilano', 'Vancouver'],
    ['Willowdale', 'en-GB', 'neighbourhood', 'Willowdale East', 'North York'],
    ['lamoreaux', 'en-GB', 'neighbourhood', "L'Amoreaux", 'Scarborough'],
    ['Finch station', 'zh-Hans-CN', 'station', '芬治站', '多伦多'],
    ['stadium chinatown', 'en-GB', 'station', 'Stadium-Chinatown', 'Vancouver'],
  ] as const)('%s (%s) is the %s %s, in %s', (q, lang, kind, label, within) => {
    expect(top(q, lang)).toMatchObject({ entry: { kind }, label, within })
  })

  it('finds the municipalities of both regions and their communities, in either language', () => {
    expect(top('Markham')).toMatchObject({ label: 'Markham', within: 'Toronto', entry: { kind: 'municipality' } })
    expect(top('万锦', 'zh-Hans-CN')).toMatchObject({
      label: '万锦',
      within: '多伦多',
      entry: { kind: 'municipality' },
    })
    expect(top('列治文', 'zh-Hans-CN')?.entry.query).toEqual({ city: 'vancouver', municipality: 'Richmond' })
    expect(top('列治文山', 'zh-Hans-CN')?.entry.query).toEqual({ city: 'toronto', municipality: 'Richmond Hill' })
    expect(top('north van')?.entry.en).toBe('North Vancouver')
    expect(top('Unionville', 'zh-Hans-CN')).toMatchObject({ label: '于人村', within: '万锦' })
    const metrotown = matchPlaces('Metrotown', 'en-GB').map((m) => [m.entry.kind, m.within])
    expect(metrotown).toEqual([
      ['neighbourhood', 'Burnaby'],
      ['station', 'Vancouver'],
    ])
  })

  it('ranks exact names, then names the text starts, then names a word of which it starts', () => {
    const york = matchPlaces('york', 'en-GB', { limit: 20 })
    expect(york[0]).toMatchObject({ label: 'York', match: 'exact' })
    const matches = york.map((m) => m.match)
    expect(matches).toEqual([...matches].sort((a, b) => order(a) - order(b)))
    expect(york.find((m) => m.label === 'North York')?.match).toBe('word')
    expect(york.find((m) => m.label === 'York University Heights')?.match).toBe('prefix')
    // Chinese has no spaces: a name is found by a part of it
    expect(matchPlaces('约克', 'zh-Hans-CN', { limit: 20 }).map((m) => m.label)).toContain('北约克')
  })

  it('keeps to a city and to kinds when asked, and to the limit', () => {
    expect(matchPlaces('downtown', 'en-GB', { city: 'vancouver' }).map((m) => m.entry.id)).toEqual([
      'neighbourhood:vancouver:downtown',
    ])
    expect(matchPlaces('bloor', 'en-GB', { kinds: ['station'] }).every((m) => m.entry.kind === 'station')).toBe(true)
    expect(matchPlaces('st', 'en-GB', { limit: 3 })).toHaveLength(3)
  })

  it('matches one letter only as a whole name, and nothing for blank text', () => {
    expect(matchPlaces('y', 'en-GB')).toEqual([])
    expect(matchPlaces(' – ', 'en-GB')).toEqual([])
  })
})

describe('the search parameters of a place', () => {
  it('are what the place’s suggestion carries', () => {
    expect(top('North York')?.entry.query).toEqual({ city: 'toronto', district: 'North York' })
    expect(top('Kitsilano')?.entry.query).toEqual({ city: 'vancouver', neighbourhood: 'Kitsilano' })
    expect(top('央街', 'zh-Hans-CN')?.entry.query).toEqual({ city: 'toronto', q: 'Yonge St' })
    expect(top('Finch station')?.entry.query).toEqual({ city: 'toronto', station: 'Finch' })
    expect(top('UofT')?.entry.query).toEqual({ city: 'toronto', campus: 'University of Toronto' })
  })

  it('select a district’s neighbourhoods, by any of its names, in its city', () => {
    const northYork = resolvePlaceFilter({ district: 'North York' })
    expect(northYork.city).toBe('toronto')
    expect([...(northYork.neighbourhoods ?? [])].sort()).toEqual([...TORONTO_DISTRICTS['North York']].sort())
    expect(resolvePlaceFilter({ district: '北約克', city: 'toronto' }).neighbourhoods).toEqual(northYork.neighbourhoods)
    expect(resolvePlaceFilter({ district: 'North York', neighbourhood: 'Willowdale East' }).neighbourhoods).toEqual([
      'Willowdale East',
    ])
    expect(resolvePlaceFilter({ district: 'North York', neighbourhood: 'Kitsilano' }).neighbourhoods).toEqual([])
  })

  it('select the reach of a station or a campus', () => {
    const finch = resolvePlaceFilter({ station: 'Finch' })
    expect(finch.reaches).toEqual([{ points: [expect.objectContaining({ name: 'Finch' })], radiusM: 1500 }])
    expect(resolvePlaceFilter({ campus: 'UBC' }).reaches?.[0]?.points).toHaveLength(1)
  })

  it('select a municipality’s communities in its region, by its English or Chinese name', () => {
    for (const name of ['Markham', '万锦', '萬錦', 'markham']) {
      expect(resolvePlaceFilter({ municipality: name })).toEqual({
        city: 'toronto',
        neighbourhoods: ['Unionville', 'Markham Village', 'Milliken Mills', 'Cornell'],
      })
    }
    expect(resolvePlaceFilter({ municipality: '列治文', city: 'vancouver' }).neighbourhoods).toContain('Steveston')
    expect(placeFilterProblems({ municipality: 'Richmond', city: 'toronto' })).toEqual([
      { path: 'municipality', message: 'listing.api.municipality' },
    ])
    expect(placeFilterProblems({ municipality: 'Brampton' })).toHaveLength(1)
  })

  it('name the parameters that name no place in the city searched', () => {
    expect(placeFilterProblems({ district: 'North York' })).toEqual([])
    expect(placeFilterProblems({ district: 'Narnia', neighbourhood: 'Kitsilano', city: 'toronto' })).toEqual([
      { path: 'district', message: 'listing.api.district' },
      { path: 'neighbourhood', message: 'listing.api.neighbourhood' },
    ])
    expect(placeFilterProblems({ district: 'North York', city: 'vancouver' })).toHaveLength(1)
    expect(placeFilterProblems({ station: 'Nowhere', campus: 'Hogwarts' }).map((p) => p.path)).toEqual([
      'station',
      'campus',
    ])
  })
})

function order(match: string): number {
  return ['exact', 'prefix', 'word', 'contains'].indexOf(match)
}
