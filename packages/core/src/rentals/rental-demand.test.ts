import { describe, expect, it } from 'vitest'
import { RENTAL_DEMAND_FIELDS, rentalDemandSchema, rentalDemandShape } from './rental-demand.schema.ts'
import {
  addDays,
  bedroomRange,
  checkDemandDates,
  matchesDemand,
  possessionDate,
  todayIn,
} from './rental-demand-rules.ts'

/** A complete demand as the form sends it. */
export const DEMAND = {
  name: ' Mei Lin ',
  phone: '416 555 0123',
  email: 'mei@example.com',
  wechat: 'mei_lin_2004',
  roommateName: '',
  profile: 'Second-year computer science student, quiet, non-smoker.',
  nationality: 'China',
  gender: 'female',
  birthYear: 2004,
  languages: ['mandarin', 'english'],
  education: 'bachelor',
  school: 'university-of-toronto-st-george',
  major: 'Computer science',
  rentPayer: 'parents',
  budget: 2400,
  guarantor: true,
  pets: false,
  acceptRoommates: true,
  preferences: ['furnished', 'nearTransit'],
  hobbies: 'Badminton',
  emergencyName: 'Lin Hua',
  emergencyPhone: '+86 138 0013 8000',
  moveIn: '2027-01-01',
  moveOut: '2027-08-31',
  bedrooms: '1',
  location: { neighbourhoods: ['Annex', 'University'], commuteMode: 'transit', commuteMinutes: 30 },
  parking: false,
  creditReport: false,
  jobProof: true,
  prepay: 0,
  canInspect: 'video',
  parentWechat: 'linhua1970',
  parentPhone: '13800138000',
  message: 'Looking for a quiet one-bedroom near St George.',
  remark: '',
}

describe('the demand form (spec §3, §5)', () => {
  it('has every field of the spec, named in camelCase', () => {
    expect(RENTAL_DEMAND_FIELDS).toEqual([
      'name',
      'phone',
      'email',
      'wechat',
      'roommateName',
      'profile',
      'nationality',
      'gender',
      'birthYear',
      'languages',
      'education',
      'school',
      'major',
      'rentPayer',
      'budget',
      'guarantor',
      'pets',
      'acceptRoommates',
      'preferences',
      'hobbies',
      'emergencyName',
      'emergencyPhone',
      'moveIn',
      'moveOut',
      'placeType',
      'bedrooms',
      'location',
      'parking',
      'creditReport',
      'jobProof',
      'deposit',
      'prepay',
      'canInspect',
      'parentWechat',
      'parentPhone',
      'message',
      'remark',
    ])
  })

  it('takes a whole demand, trims it and turns empty optional texts into null', () => {
    const d = rentalDemandSchema.parse(DEMAND)
    expect(d).toMatchObject({ name: 'Mei Lin', roommateName: null, remark: null, budget: 2400 })
  })

  it('takes the smallest demand: only the required fields', () => {
    const { name, phone, email, school, budget, moveIn, moveOut, bedrooms, location } = DEMAND
    const d = rentalDemandSchema.parse({ name, phone, email, school, budget, moveIn, moveOut, bedrooms, location })
    expect(d).toMatchObject({ wechat: null, pets: false, prepay: 0, canInspect: 'inPerson', languages: [] })
    expect(d).toMatchObject({ placeType: 'wholeUnit', deposit: 'none' })
  })

  it.each(['wholeUnit', 'sharedRoom', 'either'] as const)('takes the type of place %s', (placeType) => {
    expect(rentalDemandSchema.parse({ ...DEMAND, placeType }).placeType).toBe(placeType)
  })

  it.each([
    ['name missing', { name: undefined }, 'name', 'rental.validation.nameRequired'],
    ['name empty', { name: '  ' }, 'name', 'rental.validation.nameRequired'],
    ['name of one letter', { name: 'M' }, 'name', 'rental.validation.nameLength'],
    ['name of 51 letters', { name: 'M'.repeat(51) }, 'name', 'rental.validation.nameLength'],
    ['phone missing', { phone: '' }, 'phone', 'auth.validation.phoneEmpty'],
    ['phone wrong', { phone: '12345' }, 'phone', 'auth.validation.phoneFormat'],
    ['e-mail wrong', { email: 'mei@' }, 'email', 'auth.validation.emailFormat'],
    ['WeChat ID too short', { wechat: 'mei' }, 'wechat', 'rental.validation.wechatFormat'],
    ['WeChat ID with a space', { wechat: 'mei lin 2004' }, 'wechat', 'rental.validation.wechatFormat'],
    ['parent WeChat ID wrong', { parentWechat: '爸爸' }, 'parentWechat', 'rental.validation.wechatFormat'],
    ['parent phone wrong', { parentPhone: '999' }, 'parentPhone', 'auth.validation.phoneFormat'],
    ['emergency phone wrong', { emergencyPhone: '1' }, 'emergencyPhone', 'auth.validation.phoneFormat'],
    ['school missing', { school: '' }, 'school', 'rental.validation.schoolRequired'],
    ['budget missing', { budget: undefined }, 'budget', 'rental.validation.budgetRequired'],
    ['budget zero', { budget: 0 }, 'budget', 'rental.validation.budgetPositive'],
    ['budget negative', { budget: -100 }, 'budget', 'rental.validation.budgetPositive'],
    ['budget with cents', { budget: 2400.5 }, 'budget', 'rental.validation.budgetWhole'],
    ['move-in missing', { moveIn: '' }, 'moveIn', 'rental.validation.moveInRequired'],
    ['move-in not a date', { moveIn: '2027-02-30' }, 'moveIn', 'rental.validation.dateFormat'],
    ['move-out before move-in', { moveOut: '2026-12-31' }, 'moveOut', 'rental.validation.moveOutAfterMoveIn'],
    ['move-out on move-in', { moveOut: '2027-01-01' }, 'moveOut', 'rental.validation.moveOutAfterMoveIn'],
    ['bedrooms missing', { bedrooms: undefined }, 'bedrooms', 'rental.validation.bedroomsRequired'],
    ['eight bedrooms', { bedrooms: '8' }, 'bedrooms', 'rental.validation.bedroomsRequired'],
    [
      'no neighbourhood',
      { location: { neighbourhoods: [], commuteMode: 'walk', commuteMinutes: 20 } },
      'location',
      'rental.validation.areaRequired',
    ],
    [
      'a commute of two hours',
      { location: { neighbourhoods: ['Annex'], commuteMode: 'walk', commuteMinutes: 120 } },
      'location',
      'rental.validation.commuteMinutes',
    ],
    ['prepay of 13 months', { prepay: 13 }, 'prepay', 'rental.validation.prepay'],
    ['an unknown gender', { gender: 'x' }, 'gender', 'rental.validation.choice'],
    ['an unknown type of place', { placeType: 'room' }, 'placeType', 'rental.validation.choice'],
    ['an unknown deposit', { deposit: 'twoMonths' }, 'deposit', 'rental.validation.choice'],
    ['an unknown field', { extra: 1 }, '', 'error.field.unknown'],
  ])('refuses %s', (_, change, field, message) => {
    const r = rentalDemandSchema.safeParse({ ...DEMAND, ...change })
    expect(r.success).toBe(false)
    const issue = r.error?.issues[0]
    if (field) {
      expect(issue?.path[0]).toBe(field)
      expect(issue?.message).toBe(message)
    } else expect(issue?.code).toBe('unrecognized_keys')
  })

  it('validates one step of the form alone', () => {
    const step = rentalDemandShape.pick({ name: true, phone: true, email: true })
    expect(step.safeParse({ name: 'Mei Lin', phone: '4165550123', email: 'mei@example.com' }).success).toBe(true)
    expect(step.safeParse({ name: '', phone: '4165550123', email: 'mei@example.com' }).error?.issues[0]?.message).toBe(
      'rental.validation.nameRequired',
    )
  })
})

describe('date rules', () => {
  it.each([
    [{ moveIn: '2026-11-28' }, '2026-11-28', {}],
    [{ moveIn: '2026-11-27' }, '2026-11-28', { moveIn: 'rental.validation.moveInPast' }],
    [{ birthYear: 2011 }, '2026-11-28', {}],
    [{ birthYear: 2012 }, '2026-11-28', { birthYear: 'rental.validation.birthYear' }],
    [{ birthYear: null, moveIn: null }, '2026-11-28', {}],
  ])('%j on %s', (d, today, expected) => {
    expect(checkDemandDates(d, today)).toEqual(expected)
  })

  it('reads today on the city’s clock', () => {
    // 02:00 UTC on 28 November is still the 27th in Toronto and Vancouver.
    const at = new Date('2026-11-28T02:00:00Z')
    expect(todayIn('toronto', at)).toBe('2026-11-27')
    expect(todayIn('vancouver', new Date('2026-11-28T09:00:00Z'))).toBe('2026-11-28')
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08')
  })
})

describe('matching a lease to a demand', () => {
  const demand = {
    city: 'toronto' as const,
    budget: 2400,
    bedrooms: '1' as const,
    neighbourhoods: ['Annex', 'University'],
    moveIn: '2027-01-01',
  }
  const lease = {
    city: 'toronto' as const,
    sr: 'Lease' as const,
    lsc: 'new',
    neighbourhood: 'Annex',
    price: 2300,
    beds: 1,
    possession: 'Immediate',
  }
  it.each([
    ['a fitting lease', {}, {}, true],
    ['at the budget exactly', { price: 2400 }, {}, true],
    ['over the budget', { price: 2450 }, {}, false],
    ['another neighbourhood', { neighbourhood: 'Moss Park' }, {}, false],
    ['another city', { city: 'vancouver' }, {}, false],
    ['for sale', { sr: 'Sale' }, {}, false],
    ['already leased', { lsc: 'lsd' }, {}, false],
    ['conditionally leased', { lsc: 'lc' }, {}, false],
    ['price changed, still on the market', { lsc: 'pc' }, {}, true],
    ['two bedrooms for one', { beds: 2 }, {}, false],
    ['a studio for a studio', { beds: 0 }, { bedrooms: 'studio' }, true],
    ['six bedrooms for five or more', { beds: 6 }, { bedrooms: '5+' }, true],
    ['four bedrooms for five or more', { beds: 4 }, { bedrooms: '5+' }, false],
    ['free two weeks after move-in', { possession: 'Jan 15, 2027' }, {}, true],
    ['free a month after move-in', { possession: 'Feb 1, 2027' }, {}, false],
    ['free before move-in', { possession: 'Dec 1, 2026' }, {}, true],
    ['possession to be agreed', { possession: 'TBA' }, {}, true],
  ])('%s', (_, l, d, expected) => {
    expect(matchesDemand({ ...lease, ...l } as typeof lease, { ...demand, ...d } as typeof demand)).toBe(expected)
  })

  it.each([
    ['Dec 1, 2026', '2026-12-01'],
    ['Sept 15, 2027', '2027-09-15'],
    ['2027-03-01', '2027-03-01'],
    ['Immediate', null],
    ['Flexible', null],
    [null, null],
  ])('reads possession %s as %s', (text, day) => {
    expect(possessionDate(text)).toBe(day)
  })

  it('reads bedroom choices as counts', () => {
    expect(bedroomRange('studio')).toEqual({ min: 0, max: 0 })
    expect(bedroomRange('3')).toEqual({ min: 3, max: 3 })
    expect(bedroomRange('5+')).toEqual({ min: 5, max: 99 })
  })
})
