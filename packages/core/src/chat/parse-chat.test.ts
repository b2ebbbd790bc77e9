import { describe, expect, it } from 'vitest'
import { parseChat } from './parse-chat.ts'
import { checkAnswer, checkSteering } from './steering.ts'

const now = new Date('2026-11-24T12:00:00Z')

describe('parseChat replies', () => {
  it('answers in the language of the question', () => {
    expect(parseChat('2 bedroom condo in North York under 800k', null, { now }).reply).toBe(
      'Searching condos with 2+ bedrooms in North York, Toronto, up to $800,000.',
    )
    expect(parseChat('北约克两室公寓，80万以内', null, { now }).reply).toBe(
      '正在搜索：北约克2室及以上公寓，80万加元以内。',
    )
  })

  it('works out a payment with core’s calculator and says what it assumed', () => {
    const reply = parseChat('monthly payment on 900k with 10% down at 4.5%', null, { now }).reply
    expect(reply).toContain('$4,622.11')
    expect(reply).toContain('25-year amortization')
  })

  it('asks for the figures it lacks instead of inventing them', () => {
    expect(parseChat('110万的房子月供大概多少', null, { now }).reply).toBe(
      '计算月供需要首付、利率。例如：“90万的房子首付10%，利率4.5%，月供多少”。',
    )
  })

  it('searches the municipalities round the two cities by their communities, naming them as people do', () => {
    const markham = parseChat('condos in Markham under 700k', null, { now })
    expect(markham).toMatchObject({ intent: 'search', neighbourhood: 'Markham', query: { city: 'toronto' } })
    expect(markham.reply).toBe('Searching condos in Markham, up to $700,000.')
    expect(parseChat('列治文出租公寓', null, { now })).toMatchObject({
      neighbourhood: 'Richmond',
      query: { city: 'vancouver', sr: 'Lease' },
      reply: '正在搜索：列治文出租公寓。',
    })
    expect(parseChat('Metrotown condo for rent', null, { now }).reply).toBe(
      'Searching condos for rent in Metrotown, Burnaby.',
    )
    expect(parseChat('于人村独立屋', null, { now }).reply).toBe('正在搜索：万锦于人村独立屋。')
  })

  it('reads a postal code or its prefix as the area its homes are in, and not as rooms or prices', () => {
    expect(parseChat('2 bed condos in M2N under 800k', null, { now })).toMatchObject({
      query: { postal: 'M2N', city: 'toronto', roomType: 'condo', bedsMin: 2, priceMax: 800_000 },
      reply: 'Searching condos with 2+ bedrooms in postal code M2N, up to $800,000.',
    })
    expect(parseChat('v6x 1a1附近的公寓', null, { now })).toMatchObject({
      query: { postal: 'V6X', city: 'vancouver', roomType: 'condo' },
      reply: '正在搜索：邮编V6X一带的公寓。',
    })
    expect(parseChat('L3R houses', null, { now }).query).toMatchObject({ postal: 'L3R', city: 'toronto' })
    // Not a postal code: D is never a first letter, and a word is not read inside another
    expect(parseChat('d2n condos', null, { now }).query.postal).toBeUndefined()
    expect(parseChat('condos with am3x', null, { now }).query.postal).toBeUndefined()
    // A neighbourhood named next replaces the prefix, and a prefix named next the neighbourhood
    const first = parseChat('condos in M2N', null, { now })
    const next = parseChat(
      'what about East York',
      { intent: 'search', query: first.query, neighbourhood: null },
      { now },
    )
    expect(next.query.postal).toBeUndefined()
    expect(next).toMatchObject({ neighbourhood: 'East York', query: { roomType: 'condo' } })
    const back = parseChat(
      'and M4C',
      { intent: 'search', query: next.query, neighbourhood: next.neighbourhood },
      { now },
    )
    expect(back).toMatchObject({ query: { postal: 'M4C', roomType: 'condo' }, neighbourhood: null })
  })

  it('says honestly when a place is not covered', () => {
    const parse = parseChat('condos in Brampton', null, { now })
    expect(parse.intent).toBe('other')
    expect(parse.reply).toContain('We do not have listings in Brampton yet')
  })

  it('declines steering politely, naming the ground and a lawful rewording', () => {
    const parse = parseChat('find me a neighbourhood with few Chinese families', null, { now })
    expect(parse).toMatchObject({ intent: 'refuse', ground: 'race', query: {}, neighbourhood: null })
    expect(parse.reply).toContain('near good schools')
    expect(parseChat('治安好的社区', null, { now }).reply).toContain('我不按“治安”或“犯罪率”评价社区')
  })
})

describe('checkAnswer', () => {
  it('stops an answer that describes an area by who lives there or by safety', () => {
    expect(checkAnswer('Milliken is mostly Chinese families, so you will feel at home.')?.ground).toBe('race')
    expect(checkAnswer('这个社区治安很好。')?.ground).toBe('safety')
  })

  it('lets an answer about homes and amenities through', () => {
    expect(checkAnswer('Here are 12 condos near Finch station, three with a Chinese supermarket nearby.')).toBeNull()
    expect(checkSteering('近地铁的两房公寓')).toBeNull()
  })
})
