import { describe, expect, it } from 'vitest'
import { planTurn } from './dialogue.ts'
import { parseChat } from './parse-chat.ts'
import { checkSteering } from './steering.ts'

const now = new Date('2026-11-24T12:00:00Z')
const parse = (text: string) => parseChat(text, null, { now })

describe('furnished or not', () => {
  it.each([
    ['furnished 1 bed near UBC', 'Y'],
    ['fully furnished condo', 'Y'],
    ['带家具的公寓', 'Y'],
    ['家具齐全', 'Y'],
    ['拎包入住', 'Y'],
    ['unfurnished condo', 'N'],
    ['a condo that is not furnished', 'N'],
    ['不带家具', 'N'],
    ['无家具的独立屋', 'N'],
    ['没有家具的公寓', 'N'],
  ])('%s sets furnished %s', (text, furnished) => {
    expect(parse(text)).toMatchObject({ intent: 'search', query: { furnished } })
  })

  it('says it in the summary, in each language', () => {
    expect(parse('unfurnished condo in Toronto').reply).toBe('Searching unfurnished condos in Toronto.')
    expect(parse('带家具的公寓').reply).toBe('正在搜索：带家具的公寓。')
  })
})

describe('cheap means lowest price first', () => {
  it.each(['cheap condos in North York', 'affordable condos', '便宜的公寓', '实惠的镇屋', 'cheapest 2 bed'])(
    '%s sorts by price, lowest first, with no price limit',
    (text) => {
      const q = parse(text).query
      expect(q.sort).toBe('priceAsc')
      expect(q.priceMax).toBeUndefined()
    },
  )

  it('keeps “cheaper” and 便宜一点 as a follow-up that lowers the budget', () => {
    const first = parse('2 bed condo in North York under 800k')
    expect(parseChat('cheaper', first, { now }).query).toMatchObject({ priceMax: 720_000 })
    const zh = parseChat('便宜一点', first, { now }).query
    expect(zh.priceMax).toBe(720_000)
    expect(zh.sort).toBeUndefined()
    expect(parse('便宜一点').intent).toBe('other')
  })
})

describe('each city’s word for rapid transit', () => {
  it('says subway in Toronto and SkyTrain in Vancouver, in both languages', () => {
    expect(parse('condos near the subway in Toronto').reply).toBe('Searching condos in Toronto, near the subway.')
    expect(parse('condos near the skytrain in Vancouver').reply).toBe(
      'Searching condos in Vancouver, near the SkyTrain.',
    )
    expect(parse('北约克近地铁的公寓').reply).toBe('正在搜索：北约克公寓，近地铁。')
    expect(parse('温哥华近轻轨的公寓').reply).toBe('正在搜索：温哥华公寓，近天车。')
  })

  it('names both only when the search has no city', () => {
    expect(parse('condos near a station').reply).toContain('near the subway or SkyTrain')
  })
})

describe('steering on every protected ground', () => {
  it.each([
    ['neighbourhoods with fewer Indians', 'race'],
    ['a building with no Muslims', 'religion'],
    ['where do white families live', 'race'],
    ['a landlord who won’t rent to Chinese', 'race'],
    ['areas without welfare tenants', 'sourceOfIncome'],
    ['mortgage for Christians only', 'religion'],
    ['a lender that will not give mortgages to single mothers', 'familyStatus'],
    ['which areas have the most divorced people', 'familyStatus'],
    ['neighbourhoods sorted by nationality', 'citizenship'],
    ['streets where people of Jamaican descent live', 'race'],
    ['a landlord who does not rent to people on disability', 'sourceOfIncome'],
    ['condo building with no trans tenants', 'genderIdentity'],
    ['no gay neighbours please', 'sexualOrientation'],
    ['women only building', 'sex'],
    ['a street with no seniors', 'age'],
    ['没有印度人的小区', 'race'],
    ['华人多的小区', 'race'],
    ['不租给黑人的房东', 'race'],
    ['只贷款给基督徒的银行', 'religion'],
    ['离婚的人少的小区', 'familyStatus'],
    ['哪个国籍的人住得多', 'citizenship'],
    ['领低保的人多的地方', 'sourceOfIncome'],
    ['不要残疾人住的楼', 'disability'],
  ])('refuses %s (%s)', (text, ground) => {
    expect(checkSteering(text)?.ground).toBe(ground)
    expect(parse(text)).toMatchObject({ intent: 'refuse', ground })
  })

  it.each([
    'near a mosque',
    'close to a church',
    'near a Chinese supermarket',
    'good schools',
    'quiet building for seniors 55+',
    'wheelchair accessible',
    'near Chinatown',
    'Islamic mortgage options',
    'a landlord who speaks Chinese',
    'rental for a family with 2 kids',
    '清真寺附近的公寓',
    '55岁以上的老年公寓',
    '有无障碍设施的出租房',
    '附近有华人超市的出租公寓',
    '会说中文的房东',
  ])('answers the lawful %s', (text) => {
    expect(checkSteering(text)).toBeNull()
    expect(parse(text).intent).not.toBe('refuse')
  })

  it('searches a home kept for older residents and says listings do not mark it', () => {
    expect(parse('quiet building for seniors 55+').reply).toContain('Listings do not say which buildings are kept')
    expect(parse('55岁以上的老年公寓')).toMatchObject({ intent: 'search', query: { roomType: 'condo' } })
  })

  it('refuses a loan by a ground as a loan, with the calculator offered, in both languages', () => {
    expect(parse('mortgage for Christians only').reply).toMatch(/^I can’t choose lenders or mortgages by religion/)
    expect(parse('只贷款给基督徒的银行').reply).toMatch(/^我不能按宗教或信仰来挑选贷款机构或房贷/)
    const turn = planTurn('a bank that only lends to immigrants', {}, { now })
    expect(turn.kind).toBe('refuse')
    expect(turn.kind === 'refuse' && turn.reply).toContain('monthly payment on 900k')
  })

  it('refuses a home by a ground with lawful help offered, in both languages', () => {
    expect(parse('a building with no Muslims').reply).toContain('near good schools')
    expect(parse('没有印度人的小区').reply).toContain('近好学校')
  })
})
