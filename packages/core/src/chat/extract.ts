import type {
  Furnished,
  HotSearchKey,
  ListingSort,
  RoomType,
  SaleOrLease,
  SearchStatus,
} from '../listings/listing-codes.ts'
import type { ChatMortgage, ChatQuery } from './chat.schema.ts'

/**
 * Text being read: each pattern that matches blanks what it used, so that a later pattern cannot read the same
 * words again (the 3 of "3 bedrooms" is not a price, the 10 of "10 minutes' walk" is not a bedroom count).
 */
export class Reading {
  constructor(public text: string) {}

  /** Runs a global pattern, blanks every match, and returns the matches. */
  take(pattern: RegExp): RegExpExecArray[] {
    const found: RegExpExecArray[] = []
    this.text = this.text.replace(pattern, (...args) => {
      const whole = args[0] as string
      const offset = args.find((a, i) => i > 0 && typeof a === 'number') as number
      const groups = args.slice(
        1,
        args.findIndex((a, i) => i > 0 && typeof a === 'number'),
      ) as string[]
      const match = Object.assign([whole, ...groups], { index: offset, input: this.text }) as RegExpExecArray
      found.push(match)
      return ' '.repeat(whole.length)
    })
    return found
  }

  has(pattern: RegExp): boolean {
    return pattern.test(this.text)
  }
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  single: 1,
  double: 2,
}

/** English number words to digits (two bedrooms → 2 bedrooms); "a" only before a unit of time. */
export function toDigitsEnglish(text: string): string {
  return text
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/g, (w) => String(NUMBER_WORDS[w]))
    .replace(/\b(a|an)\s+(day|week|month|year|couple of weeks)\b/g, '1 $2')
    .replace(/\bhalf (a|1) year\b/g, '6 months')
    .replace(/\bcouple of (weeks|months)\b/g, '2 $1')
}

// ---------- property type ----------

const ROOM_TYPE_PATTERNS: readonly [RegExp, RoomType][] = [
  [
    /\b(?:condo\s+)?(?:town\s?houses?|town\s?homes?|row\s?houses?|townhs?)\b|镇屋|联排|城市屋|排屋|叠拼|town\s?house/g,
    'Twnhouse',
  ],
  [/\b(?:condos?|condominiums?|apartments?|apts?|flats?|lofts?|penthouses?)\b|公寓|康斗|高层|condo/g, 'condo'],
  [
    /\b(?:semi\s?detached|semis?|detached(?:\s+homes?|\s+houses?)?|houses?|bungalows?|single\s+family(?:\s+homes?)?)\b|独立屋|独立房|半独立|别墅|独栋|平房|house/g,
    'res',
  ],
]

export function takeRoomType(r: Reading): RoomType | undefined {
  let found: { type: RoomType; at: number } | undefined
  for (const [pattern, type] of ROOM_TYPE_PATTERNS) {
    const hits = r.take(pattern)
    const first = hits[0]
    if (first && (!found || first.index < found.at)) found = { type, at: first.index }
  }
  return found?.type
}

// ---------- status and time window ----------

const WINDOW_ORDER = ['0D', '1D', '2D', '1W', '2W', '1M', '2M', '3M', '6M', '12M'] as const
type WindowCode = (typeof WINDOW_ORDER)[number]

function toWindow(amount: number, unit: string): WindowCode {
  const u = unit[0] ?? 'm'
  const days =
    u === 'd' || unit === '天' || unit === '日'
      ? amount
      : u === 'w' || unit === '周' || unit === '星期' || unit === '礼拜'
        ? amount * 7
        : u === 'y' || unit === '年'
          ? amount * 365
          : amount * 30
  if (days <= 0) return '0D'
  if (days <= 1) return '1D'
  if (days <= 2) return '2D'
  if (days <= 7) return '1W'
  if (days <= 14) return '2W'
  if (days <= 31) return '1M'
  if (days <= 62) return '2M'
  if (days <= 93) return '3M'
  if (days <= 186) return '6M'
  return '12M'
}

/** The smallest window the status allows that covers the one asked for, else the largest it allows. */
export function fitWindow(window: string, allowed: readonly string[]): string {
  const at = WINDOW_ORDER.indexOf(window as WindowCode)
  for (const w of WINDOW_ORDER.slice(at)) if (allowed.includes(w)) return w
  return allowed[allowed.length - 1] ?? window
}

export function takeStatus(r: Reading): { status?: SearchStatus; leased?: boolean } {
  if (r.take(/\bleased\b|租出|已租|租掉/g).length) return { status: 'sold', leased: true }
  if (r.take(/\b(?:sold|closed sales?|sales history|sold prices?)\b|成交|已售|售出|卖掉|卖出|卖了|已卖/g).length)
    return { status: 'sold' }
  if (
    r.take(/\b(?:delisted|de listed|terminated|expired|withdrawn|off the market|off market)\b|下架|下市|撤盘|退市/g)
      .length
  )
    return { status: 'delist' }
  return {}
}

export function takeWindow(r: Reading): string | undefined {
  const en = r.take(
    /\b(?:in |within |over |during )?(?:the )?(?:last|past|previous|recent)\s+(\d+)?\s*(day|week|month|year)s?\b/g,
  )[0]
  if (en) return toWindow(Number(en[1] ?? 1), en[2] ?? 'month')
  const within = r.take(/\bwithin\s+(\d+)\s*(day|week|month|year)s?\b/g)[0]
  if (within) return toWindow(Number(within[1]), within[2] ?? 'month')
  if (r.take(/\b(?:this|last)\s+week\b|上周|本周|这周|上个?星期|这个?星期|上个?礼拜/g).length) return '1W'
  if (r.take(/\b(?:this|last)\s+month\b|上个?月|本月|这个月/g).length) return '1M'
  if (r.take(/\btoday\b|今天|今日/g).length) return '0D'
  if (r.take(/\byesterday\b|昨天/g).length) return '1D'
  if (r.take(/半年/g).length) return '6M'
  const zh = r.take(
    /(?:近|最近|过去|这)(\d+)\s*个?\s*(天|日|周|星期|礼拜|月|年)(?:内|之内|以内|里)?|(\d+)\s*个?\s*(天|周|月|年)(?:内|之内|以内)/g,
  )[0]
  if (zh) return toWindow(Number(zh[1] ?? zh[3]), zh[2] ?? zh[4] ?? '月')
  return undefined
}

// ---------- bedrooms and bathrooms ----------

export function takeRooms(r: Reading): Pick<ChatQuery, 'bedsMin' | 'bedsMax' | 'bathsMin'> {
  const out: Pick<ChatQuery, 'bedsMin' | 'bedsMax' | 'bathsMin'> = {}
  const BED = '(?:bed\\s?rooms?|bedrms?|bdrms?|bedroms?|bedrooom?s?|beds?|brs?|bds?|b)'
  const range = r.take(new RegExp(`\\b(\\d{1,2})\\s*(?:to|or)\\s*(\\d{1,2})\\s*${BED}\\b`, 'g'))[0]
  if (range) {
    out.bedsMin = Number(range[1])
    out.bedsMax = Number(range[2])
  }
  const atLeast = r.take(new RegExp(`\\b(?:at least|min(?:imum)?|minimum of)\\s*(\\d{1,2})\\s*${BED}\\b`, 'g'))[0]
  if (atLeast) out.bedsMin = Number(atLeast[1])
  const beds = r.take(new RegExp(`\\b(\\d{1,2})\\s*(?:\\+\\s*(?:\\d|den)\\s*)?\\+?\\s*${BED}\\b`, 'g'))[0]
  if (beds && out.bedsMin === undefined) out.bedsMin = Number(beds[1])
  const plus = r.take(/\b(\d)\s*\+\s*(?:1|den)\b/g)[0]
  if (plus && out.bedsMin === undefined) out.bedsMin = Number(plus[1])
  const zhBeds = r.take(/(\d{1,2})\s*(?:个)?\s*(?:房间|卧室|居室|室|房|居|卧)(?!子|源|东|租|价|产|屋)/g)[0]
  if (zhBeds && out.bedsMin === undefined) out.bedsMin = Number(zhBeds[1])
  if (r.take(/\b(?:studios?|bachelors?|bachelor apartment)\b|开间|单身公寓|studio/g).length) out.bedsMax = 0
  const bathsAtLeast = r.take(/\b(?:at least|min(?:imum)?)\s*(\d)\s*(?:bath\s?rooms?|baths?|washrooms?|ba|wc)\b/g)[0]
  const baths = bathsAtLeast ?? r.take(/\b(\d(?:\.5)?)\s*(?:\+\s*)?(?:bath\s?rooms?|baths?|washrooms?|ba|wc)\b/g)[0]
  if (baths) out.bathsMin = Math.floor(Number(baths[1]))
  const zhBaths = r.take(/(\d)\s*(?:个)?\s*(?:卫生间|洗手间|卫浴|浴室|卫|厕)/g)[0]
  if (zhBaths && out.bathsMin === undefined) out.bathsMin = Number(zhBaths[1])
  if (r.take(/双卫/g).length && out.bathsMin === undefined) out.bathsMin = 2
  r.take(/(\d)\s*厅/g)
  return out
}

// ---------- near ----------

const NEAR_PATTERNS: readonly [RegExp, HotSearchKey][] = [
  [
    /\b(?:go train|go station|go transit|train station|railway|rail station|union station)\b|火车站|go站|go火车|轻轨站?(?=火车)/g,
    'railway',
  ],
  [
    /\b(?:subway|subways|ttc|metro|skytrain|sky train|station|stations|line 1|line 2|canada line|expo line|millennium line|transit|lrt)\b|地铁|轻轨|天车|捷运|skytrain/g,
    'subway',
  ],
  [/\b(?:universit(?:y|ies)|campus|college|colleges|school of|uni)\b|大学|学院|校园|校区/g, 'university'],
  [/\b(?:hospitals?|medical centre|clinic)\b|医院/g, 'hospital'],
  [/\b(?:librar(?:y|ies))\b|图书馆/g, 'library'],
  [
    /\b(?:malls?|supermarkets?|grocer(?:y|ies)|shopping|shops|stores|plaza|t t|t&t)\b|超市|商场|购物|商店|大统华/g,
    'shop',
  ],
  [/\b(?:parks?|green space|trails?|ravine)\b|公园|绿地/g, 'park'],
  [/\b(?:banks?)\b|银行/g, 'bank'],
]

export function takeNear(r: Reading, campusAt: number | null): HotSearchKey | undefined {
  let best: { key: HotSearchKey; at: number } | undefined =
    campusAt === null ? undefined : { key: 'university', at: campusAt }
  for (const [pattern, key] of NEAR_PATTERNS) {
    const first = r.take(pattern)[0]
    if (first && (!best || first.index < best.at)) best = { key, at: first.index }
  }
  return best?.key
}

// ---------- furnished ----------

/** Furnished or not; the negative forms are read first, so that "unfurnished" or 不带家具 is never read as furnished. */
export function takeFurnished(r: Reading): Furnished | undefined {
  if (
    r.take(
      /\b(?:unfurnished|non furnished|not furnished|isnt furnished|is not furnished|no furniture|without furniture|empty unit)\b|不带家具|无家具|没有家具|没家具|不含家具|不配家具|不要家具|空房/g,
    ).length
  )
    return 'N'
  if (
    r.take(
      /\b(?:(?:fully |partly |partially )?furnished|with furniture|move in ready)\b|带家具|含家具|配家具|家具齐全|全家具|家私齐全|拎包入住/g,
    ).length
  )
    return 'Y'
  return undefined
}

// ---------- sort ----------

/**
 * Cheap in a first message means the lowest prices first, not a price limit nobody stated. The comparative forms
 * ("cheaper", 便宜一点, 再便宜) are left alone: as a follow-up they lower the budget (parse-chat's CHEAPER).
 */
const CHEAP =
  /\b(?:cheap|affordable|inexpensive|low cost|low priced|budget friendly|bargain)\b|(?<![更再还最])(?:便宜|实惠|划算|平价)(?![一点些\d])/g

export function takeSort(r: Reading): ListingSort | undefined {
  if (
    r.take(
      /\b(?:cheapest|lowest price[sd]?|least expensive|low to high|lowest first|price ascending|cheapest first)\b|最便宜|价格最低|最低价|从低到高|由低到高|价格从低|低价优先/g,
    ).length
  )
    return 'priceAsc'
  if (r.take(CHEAP).length) return 'priceAsc'
  if (
    r.take(
      /\b(?:most expensive|priciest|highest price[sd]?|high to low|price descending)\b|最贵|价格最高|从高到低|由高到低/g,
    ).length
  )
    return 'priceDesc'
  if (
    r.take(
      /\b(?:newest|latest|most recent|just listed|new listings?|newly listed|recently listed)\b|最新|新上市|刚上市|新上|新挂牌|新盘/g,
    ).length
  )
    return 'new'
  return undefined
}

// ---------- sale or lease ----------

export function takeSaleOrLease(r: Reading): SaleOrLease | undefined {
  const lease = r.take(
    /\b(?:for rent|to rent|rent|renting|rental|rentals|lease|leasing|to let|for lease|tenant)\b|出租|租房|租赁|月租|求租|租/g,
  )[0]
  const sale = r.take(
    /\b(?:buy|buying|purchase|purchasing|for sale|to own|invest in)\b|购买|买房|买|购|出售|在售|卖的/g,
  )[0]
  if (lease && sale) return lease.index < sale.index ? 'Lease' : 'Sale'
  if (lease) return 'Lease'
  if (sale) return 'Sale'
  return undefined
}

// ---------- prices ----------

interface Amount {
  readonly value: number
  readonly unit: number | null
  readonly at: number
  readonly end: number
}

function unitOf(word: string | undefined): number | null {
  if (!word) return null
  if (/^(?:k|thousand|grand|千)$/.test(word)) return 1000
  if (/^(?:m|mil|mill|million|millions|mm)$/.test(word)) return 1_000_000
  if (word === '万' || word === '万元' || word === 'w') return 10_000
  if (word === '亿') return 100_000_000
  return null
}

const MONEY = /\$?\s*(\d+(?:\.\d+)?)\s*(k|m|mm|mil|mill|millions?|thousand|grand|万元?|千|亿|w)?(?![a-z\d])/g

/** Prices: bounds from the words around the amounts; a per-month amount means a rent. */
export function takePrices(r: Reading): Pick<ChatQuery, 'priceMin' | 'priceMax'> & { monthly: boolean } {
  const text = r.text
  const amounts: Amount[] = []
  for (const m of text.matchAll(MONEY)) {
    const value = Number(m[1])
    const unit = unitOf(m[2])
    const at = m.index ?? 0
    const end = at + m[0].length
    amounts.push({ value, unit, at, end })
  }
  // A bare small number is not a price (it is a count or a rate read elsewhere), unless it opens a range whose
  // other end has a unit: "between 1 and 1.5 million".
  for (let i = amounts.length - 1; i >= 0; i--) {
    const a = amounts[i] as Amount
    const next = amounts[i + 1]
    const opensRange =
      next !== undefined && next.unit !== null && /^\s*(?:to|and|or|到|至|和)\s*$/.test(text.slice(a.end, next.at))
    if (a.unit === null && a.value < 300 && !opensRange) amounts.splice(i, 1)
  }
  const out: Pick<ChatQuery, 'priceMin' | 'priceMax'> & { monthly: boolean } = { monthly: false }
  if (amounts.length === 0) return out
  const dollars = (a: Amount, unit: number | null) => Math.round(a.value * (a.unit ?? unit ?? 1))
  const before = (a: Amount) => text.slice(Math.max(0, a.at - 22), a.at)
  const after = (a: Amount) => text.slice(a.end, a.end + 14)
  const first = amounts[0] as Amount
  const second = amounts[1]
  out.monthly = amounts.some(
    (a) =>
      /^\s*(?:\/\s*(?:month|mo|m|月)|a month|per month|monthly|pcm|每月|一个月|1个月|每个月|\/月|元?\/月)/.test(
        after(a),
      ) || /(?:月租|租金|每月|monthly rent|rent of|rent)\s*$/.test(before(a)),
  )
  if (second && /^\s*(?:to|and|or|到|至|和|-)\s*$/.test(text.slice(first.end, second.at))) {
    const unit = second.unit ?? first.unit
    let lo = dollars(first, unit)
    const hi = dollars(second, unit)
    if (first.unit === null && second.unit !== null && lo > hi) lo = Math.round(first.value)
    out.priceMin = Math.min(lo, hi)
    out.priceMax = Math.max(lo, hi)
    return out
  }
  const value = dollars(first, null)
  const pre = before(first)
  const post = after(first)
  if (
    /(?:over|above|more than|at least|from|min(?:imum)?|starting(?: at)?|upwards of|greater than|not less than|>|超过|高于|不低于|至少|起码)\s*$/.test(
      pre,
    ) ||
    /^\s*(?:\+|plus|and up|or more|以上|起|开外|多)/.test(post)
  ) {
    out.priceMin = value
  } else {
    out.priceMax = value
  }
  return out
}

// ---------- mortgage ----------

export function takeMortgage(r: Reading): ChatMortgage {
  const out: { -readonly [K in keyof ChatMortgage]: ChatMortgage[K] } = {}
  const down = r.take(
    /(\d+(?:\.\d+)?)\s*%\s*(?:down|deposit|downpayment|down payment)|(?:首付|down payment of|down payment|downpayment|deposit of)\s*(?:是|为|付)?\s*(\d+(?:\.\d+)?)\s*(%|成)/g,
  )[0]
  if (down) out.downPaymentPercent = down[1] ? Number(down[1]) : Number(down[2]) * (down[3] === '成' ? 10 : 1)
  const years = r.take(/(\d{1,2})\s*(?:years?|yrs?|year amortization|年)/g)[0]
  if (years) out.amortizationYears = Number(years[1])
  const rate = r.take(/(\d{1,2}(?:\.\d+)?)\s*%|(?:利率|利息|rate of|rate)\s*(?:是|为)?\s*(\d{1,2}(?:\.\d+)?)/g)[0]
  if (rate) out.annualRatePercent = Number(rate[1] ?? rate[2])
  const downAmount = r.take(
    /(?:\$?\s*(\d+(?:\.\d+)?)\s*(k|万)?\s*(?:down|deposit))|(?:首付|down payment of|downpayment of|down payment)\s*\$?\s*(\d+(?:\.\d+)?)\s*(k|万)?/g,
  )[0]
  if (downAmount && out.downPaymentPercent === undefined) {
    const n = Number(downAmount[1] ?? downAmount[3])
    const unit = downAmount[2] ?? downAmount[4]
    out.downPayment = Math.round(n * (unit === 'k' ? 1000 : unit === '万' ? 10_000 : 1))
  }
  const prices = takePrices(r)
  const price = prices.priceMax ?? prices.priceMin
  if (price !== undefined) out.price = price
  return out
}
