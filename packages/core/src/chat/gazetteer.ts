import type { City } from '../listings/listing-codes.ts'
import { toTraditional } from '../places/chinese-script.ts'
import { findMunicipality, MUNICIPALITIES } from '../places/municipalities.ts'
import { cityZh, placeZh } from '../places/places.ts'
import { TORONTO_DISTRICTS, VANCOUVER_LOCAL_AREAS } from './neighbourhoods.ts'
import { normaliseText } from './normalise.ts'

type PlaceKind = 'city' | 'district' | 'neighbourhood' | 'campus' | 'unsupported'

/** One name a person may use for a place. `name` is the canonical English name; `zh` its Chinese display name. */
export interface Place {
  readonly kind: PlaceKind
  readonly name: string
  readonly city: City | null
  readonly zh: string | null
}

interface Entry extends Place {
  readonly aliases: readonly string[]
}

/** Toronto's downtown as a district: the Old Toronto neighbourhoods south of Bloor between Bathurst and the Don. */
export const TORONTO_DOWNTOWN = [
  'Bay Street Corridor',
  'Church-Yonge Corridor',
  'Waterfront Communities-The Island',
  'Kensington-Chinatown',
  'University',
  'Moss Park',
  'Regent Park',
  'Niagara',
  'Cabbagetown-South St.James Town',
  'North St.James Town',
] as const

/**
 * The neighbourhoods a district or a municipality stands for (a neighbourhood stands for itself), for the search to
 * expand.
 */
export function expandNeighbourhood(city: City, name: string): readonly string[] {
  if (city === 'toronto') {
    if (name === 'Downtown') return TORONTO_DOWNTOWN
    if (Object.hasOwn(TORONTO_DISTRICTS, name)) return TORONTO_DISTRICTS[name as keyof typeof TORONTO_DISTRICTS]
  }
  const municipality = findMunicipality(name, city)
  if (municipality) return municipality.communities.map((c) => c.en)
  return [name]
}

const e = (kind: PlaceKind, city: City | null, name: string, zh: string | null, aliases: readonly string[]): Entry => ({
  kind,
  city,
  name,
  zh,
  aliases,
})

/** A place whose Chinese name is in the register: the name is written there once, for the map and the assistant. */
const r = (kind: PlaceKind, city: City, name: string, aliases: readonly string[]): Entry =>
  e(kind, city, name, (kind === 'city' ? cityZh(city) : placeZh(city, name)) ?? null, aliases)

/**
 * Chinese names and common short names. Chinese names are the ones Chinese-language media and agents in both
 * cities use; several places have more than one spelling in use, and all of them are listed.
 */
const CURATED: readonly Entry[] = [
  r('city', 'toronto', 'Toronto', [
    'toronto',
    'tronto',
    'torotno',
    'toranto',
    'gta',
    '多伦多',
    '多市',
    '大多伦多',
    '多村',
  ]),
  r('city', 'vancouver', 'Vancouver', [
    'vancouver',
    'vancover',
    'vancuver',
    'vancouer',
    'vacouver',
    'van city',
    '温哥华',
    '温市',
    '大温',
    '温村',
    '云埠',
  ]),
  r('district', 'toronto', 'North York', ['north york', 'northyork', 'n york', '北约克', '北約克']),
  r('district', 'toronto', 'Scarborough', ['scarborough', 'scarboro', 'scarbrough', '士嘉堡', '斯卡伯勒', '士家堡']),
  r('district', 'toronto', 'Etobicoke', ['etobicoke', 'etobicoe', '怡陶碧谷', '伊陶碧谷', '怡陶碧歌', '伊桃碧谷']),
  r('district', 'toronto', 'East York', ['east york', '东约克']),
  r('district', 'toronto', 'York', ['city of york', 'former york', '约克市']),
  r('district', 'toronto', 'Old Toronto', ['old toronto', '老多伦多', '旧多伦多']),
  r('neighbourhood', 'toronto', 'Willowdale East', ['willowdale', '威洛代尔', '威洛戴尔', '威罗戴尔']),
  r('neighbourhood', 'toronto', 'Banbury-Don Mills', ['don mills', '当米尔斯', '唐米尔斯', '当谷']),
  r('neighbourhood', 'toronto', 'Agincourt North', ['agincourt', '爱静阁', '爱静谷']),
  r('neighbourhood', 'toronto', 'Bayview Village', ['bayview village', '贝维村', '湾景村']),
  r('neighbourhood', 'toronto', 'Milliken', ['milliken', '米利肯', '美利坚']),
  r('neighbourhood', 'toronto', 'Malvern', ['malvern', '马尔文']),
  r('neighbourhood', 'toronto', 'Forest Hill South', ['forest hill', '森林山']),
  r('neighbourhood', 'toronto', 'Rosedale-Moore Park', ['rosedale', '玫瑰谷']),
  r('neighbourhood', 'toronto', 'Annex', ['the annex', 'annex', 'yorkville', '安妮克斯', '约克维尔']),
  r('neighbourhood', 'toronto', 'Yonge-Eglinton', [
    'yonge eglinton',
    'yonge and eglinton',
    'yonge & eglinton',
    'midtown',
    '央街艾灵顿',
    '央街和艾灵顿',
    '央街与艾灵顿',
    '央宁',
  ]),
  r('neighbourhood', 'toronto', 'Lawrence Park South', ['lawrence park', '劳伦斯公园']),
  r('neighbourhood', 'toronto', 'Leaside-Bennington', ['leaside', '利赛德', '利寨']),
  r('neighbourhood', 'toronto', 'High Park North', ['high park', '高地公园', '海柏公园']),
  r('neighbourhood', 'toronto', 'Kensington-Chinatown', [
    'chinatown',
    'china town',
    'kensington market',
    '唐人街',
    '华埠',
    '肯辛顿市场',
  ]),
  r('neighbourhood', 'toronto', 'Bay Street Corridor', ['bay street', '湾街', '湾街走廊']),
  r('neighbourhood', 'toronto', 'Waterfront Communities-The Island', [
    'waterfront',
    'harbourfront',
    'harborfront',
    'cityplace',
    'city place',
    '湖滨',
    '海滨',
    '港湾',
  ]),
  r('neighbourhood', 'toronto', 'The Beaches', ['the beaches', 'beaches', 'the beach', '海滩区']),
  r('neighbourhood', 'toronto', 'South Riverdale', ['leslieville', '莱斯利维尔']),
  r('neighbourhood', 'toronto', 'Danforth', ['danforth', '丹福斯']),
  r('neighbourhood', 'toronto', 'Mimico (includes Humber Bay Shores)', [
    'mimico',
    'humber bay shores',
    'humber bay',
    '米米科',
    '汉博湾',
  ]),
  r('neighbourhood', 'toronto', 'Bridle Path-Sunnybrook-York Mills', [
    'bridle path',
    'york mills',
    'sunnybrook',
    '约克米尔斯',
    '布里德尔路',
  ]),
  r('neighbourhood', 'toronto', 'Thorncliffe Park', ['thorncliffe', '桑克里夫公园', '桑克里夫']),
  r('neighbourhood', 'toronto', 'Niagara', ['liberty village', 'niagara', '自由村']),
  r('neighbourhood', 'toronto', 'Palmerston-Little Italy', ['little italy', '小意大利']),
  r('neighbourhood', 'toronto', 'Little Portugal', ['little portugal', '小葡萄牙']),
  r('neighbourhood', 'toronto', 'Runnymede-Bloor West Village', ['bloor west village', 'bloor west', '布洛西村']),
  r('neighbourhood', 'toronto', 'Junction Area', ['the junction', 'junction', '交汇区']),
  r('neighbourhood', 'toronto', 'South Parkdale', ['parkdale', '帕克代尔']),
  r('neighbourhood', 'toronto', 'High Park-Swansea', ['swansea', '斯旺西']),
  r('neighbourhood', 'toronto', 'Steeles', ['steeles', '史提士']),
  r('neighbourhood', 'toronto', "L'Amoreaux", ['lamoreaux', 'l amoreaux', '拉莫罗']),
  r('neighbourhood', 'toronto', 'Church-Yonge Corridor', [
    'church yonge',
    'church and wellesley',
    '教堂街',
    '教堂街–央街走廊',
  ]),
  r('neighbourhood', 'vancouver', 'Kitsilano', ['kitsilano', 'kits', '基斯兰奴', '基茨兰奴', '基斯兰诺', '奇士兰奴']),
  r('neighbourhood', 'vancouver', 'Kerrisdale', ['kerrisdale', '克里斯代尔', '克里斯戴尔', '嘉利斯']),
  r('neighbourhood', 'vancouver', 'Shaughnessy', ['shaughnessy', '桑拿斯', '桑那斯', '肖内西']),
  r('neighbourhood', 'vancouver', 'Oakridge', ['oakridge', 'oak ridge', '橡树岭']),
  r('neighbourhood', 'vancouver', 'Marpole', ['marpole', '马宝', '马波尔']),
  r('neighbourhood', 'vancouver', 'Dunbar-Southlands', ['dunbar', '登巴', '邓巴']),
  r('neighbourhood', 'vancouver', 'Mount Pleasant', [
    'mount pleasant',
    'mt pleasant',
    'olympic village',
    '快乐山',
    '奥运村',
  ]),
  r('neighbourhood', 'vancouver', 'Fairview', ['fairview', 'false creek', '费尔维尤', '菲尔维尤', '福溪']),
  r('neighbourhood', 'vancouver', 'South Cambie', ['south cambie', '南甘比', '南坎比']),
  r('neighbourhood', 'vancouver', 'Riley Park', ['riley park', '莱利公园']),
  r('neighbourhood', 'vancouver', 'Killarney', ['killarney', '基拉尼']),
  r('neighbourhood', 'vancouver', 'Sunset', ['sunset', '日落区']),
  r('neighbourhood', 'vancouver', 'Victoria-Fraserview', ['fraserview', '菲沙景']),
  r('neighbourhood', 'vancouver', 'Renfrew-Collingwood', ['renfrew', 'collingwood', '伦弗鲁', '科林伍德']),
  r('neighbourhood', 'vancouver', 'Hastings-Sunrise', ['hastings sunrise', '喜士定']),
  r('neighbourhood', 'vancouver', 'Grandview-Woodland', ['grandview', 'commercial drive', '格兰景']),
  r('neighbourhood', 'vancouver', 'Strathcona', ['strathcona', '士达孔拿']),
  r('neighbourhood', 'vancouver', 'West End', ['west end', '西区', '西尾区']),
  r('neighbourhood', 'vancouver', 'West Point Grey', ['point grey', '灰点', '西灰点']),
  r('neighbourhood', 'vancouver', 'Arbutus Ridge', ['arbutus', '杨梅树岭', '阿布特斯']),
  r('neighbourhood', 'vancouver', 'Kensington-Cedar Cottage', ['cedar cottage']),
  // Vancouver's Chinatown lies in Strathcona; a question about it is answered with the name it was asked by.
  e('neighbourhood', 'vancouver', 'Strathcona', '唐人街', ['chinatown', 'china town', '唐人街', '华埠']),
  r('neighbourhood', 'toronto', 'Mount Pleasant West', ['mount pleasant', 'mt pleasant', '快乐山']),
  r('neighbourhood', 'toronto', 'Oakridge', ['oakridge', 'oak ridge', '橡树岭']),
  r('neighbourhood', 'vancouver', 'Downtown', ['yaletown', 'coal harbour', 'gastown', '耶鲁镇', '煤港', '盖斯镇']),
  // Campuses: a named campus means near a university; one in a single city of ours also names the city.
  r('campus', 'toronto', 'University of Toronto', [
    'university of toronto',
    'uoft',
    'u of t',
    'uft',
    'utsg',
    'st george campus',
    '多伦多大学',
    '多大',
  ]),
  r('campus', 'toronto', 'Toronto Metropolitan University', [
    'toronto metropolitan university',
    'tmu',
    'ryerson',
    '怀雅逊',
    '都会大学',
  ]),
  r('campus', 'toronto', 'OCAD University', ['ocad', 'ocadu']),
  r('campus', 'toronto', 'George Brown College', ['george brown', '乔治布朗']),
  e('campus', null, 'York University', placeZh('toronto', 'York University') ?? null, [
    'york university',
    'york u',
    'yorku',
    '约克大学',
  ]),
  e('campus', 'vancouver', 'University of British Columbia', 'UBC', [
    'university of british columbia',
    'ubc',
    '英属哥伦比亚大学',
    '卑诗大学',
  ]),
  r('campus', 'vancouver', 'Langara College', ['langara', '兰加拉']),
  r('campus', 'vancouver', 'Emily Carr University', ['emily carr']),
  e('campus', null, 'Simon Fraser University', placeZh('vancouver', 'Simon Fraser University') ?? null, [
    'simon fraser',
    'sfu',
    '西蒙菲莎',
    '西门菲莎',
  ]),
  // The municipalities of both regions we cover, each standing for its communities (see municipalities.ts).
  ...MUNICIPALITIES.map((m) =>
    e('district', m.city, m.en, m.zh, [m.en.toLowerCase(), m.zh, toTraditional(m.zh), ...m.aliases]),
  ),
  // Places people ask about that our data does not cover: recognised so the reply can say so honestly.
  ...(
    [
      ['Brampton', '宾顿', ['brampton', '宾顿', '布兰普顿']],
      ['Burlington', '伯灵顿', ['burlington', '伯灵顿']],
      ['Pickering', '皮克林', ['pickering', '皮克林']],
      ['Ajax', '阿贾克斯', ['ajax', '阿贾克斯']],
      ['Whitby', '惠特比', ['whitby', '惠特比']],
      ['Oshawa', '奥沙瓦', ['oshawa', '奥沙瓦']],
      ['Aurora', '奥罗拉', ['aurora', '奥罗拉']],
      ['Newmarket', '纽马克特', ['newmarket', '纽马克特']],
      ['Stouffville', '士嘉堡士多维尔', ['stouffville', '士多维尔']],
      ['Milton', '米尔顿', ['milton', '米尔顿']],
      ['Port Moody', '满地宝', ['port moody', '满地宝']],
      ['New Westminster', '新西敏', ['new westminster', '新西敏']],
      ['Langley', '兰里', ['langley', '兰里']],
      ['Delta', '三角洲', ['三角洲市']],
    ] as const
  ).map(([name, zh, aliases]) => e('unsupported', null, name, zh, aliases)),
]

/** Ambiguous short names left out of the official list: they are ordinary words or clash with other names. */
const SKIP_OFFICIAL = new Set(['University', 'Rustic', 'Downtown', 'Sunset', 'Oakridge', 'Mount Pleasant'])

function officialEntries(): Entry[] {
  const out: Entry[] = []
  for (const hoods of Object.values(TORONTO_DISTRICTS)) {
    for (const name of hoods) {
      if (!SKIP_OFFICIAL.has(name)) out.push(r('neighbourhood', 'toronto', name, [name]))
    }
  }
  for (const name of VANCOUVER_LOCAL_AREAS) {
    if (!SKIP_OFFICIAL.has(name)) out.push(r('neighbourhood', 'vancouver', name, [name]))
  }
  for (const m of MUNICIPALITIES) {
    for (const c of m.communities) out.push(e('neighbourhood', m.city, c.en, c.zh, [c.en, c.zh, toTraditional(c.zh)]))
  }
  return out
}

/** "downtown" names a district of whichever city the text or the conversation is about. */
const DOWNTOWN_ALIASES = ['downtown', 'down town', 'dt', 'city centre', 'city center', '市中心', '市区', '下城', '当唐']

interface Alias {
  readonly text: string
  readonly place: Place
  /** The same name in the other city (Chinatown, Mount Pleasant, Oakridge), chosen when that city is meant. */
  readonly other: Place | null
  readonly latin: boolean
}

function buildAliases(): readonly Alias[] {
  const byText = new Map<string, Alias>()
  for (const entry of [...CURATED, ...officialEntries()]) {
    const place: Place = { kind: entry.kind, name: entry.name, city: entry.city, zh: entry.zh }
    for (const raw of entry.aliases) {
      const text = normaliseText(raw).trim()
      // The curated entry comes first and wins a clash with an official name.
      const known = byText.get(text)
      if (!known) byText.set(text, { text, place, other: null, latin: /^[a-z0-9 &]+$/.test(text) })
      else if (known.other === null && known.place.city !== place.city) byText.set(text, { ...known, other: place })
    }
  }
  for (const raw of DOWNTOWN_ALIASES) {
    const text = normaliseText(raw).trim()
    byText.set(text, {
      text,
      place: { kind: 'district', name: 'Downtown', city: null, zh: placeZh('toronto', 'Downtown', 'district') ?? null },
      other: null,
      latin: /^[a-z ]+$/.test(text),
    })
  }
  return [...byText.values()].sort((a, b) => b.text.length - a.text.length)
}

const ALIASES = buildAliases()

/** A place the assistant knows by other names too, as the search box's gazetteer (places/gazetteer) reads them. */
export interface PlaceAliases {
  readonly kind: 'city' | 'district' | 'neighbourhood' | 'campus'
  readonly city: City | null
  readonly name: string
  readonly aliases: readonly string[]
}

/**
 * The names people use for our places, written once here for the assistant and the search box alike; "downtown"
 * and its words name Toronto's downtown district and Vancouver's Downtown local area both. Places outside our
 * cities are left out: the search box has nothing to show for them.
 */
export const PLACE_ALIASES: readonly PlaceAliases[] = [
  ...CURATED.flatMap((entry) =>
    entry.kind === 'unsupported'
      ? []
      : [{ kind: entry.kind, city: entry.city, name: entry.name, aliases: entry.aliases }],
  ),
  { kind: 'district', city: 'toronto', name: 'Downtown', aliases: DOWNTOWN_ALIASES },
  { kind: 'neighbourhood', city: 'vancouver', name: 'Downtown', aliases: DOWNTOWN_ALIASES },
]

export interface PlaceMatch {
  readonly place: Place
  readonly start: number
  readonly end: number
}

/**
 * Finds place names in normalised text, longest first, without overlaps (北温哥华 is North Vancouver, not
 * Vancouver). Latin names must stand as words. Returns the matches in text order and the text with them blanked.
 */
export function findPlaces(norm: string, preferCity?: City): { matches: PlaceMatch[]; rest: string } {
  const taken = new Array<boolean>(norm.length).fill(false)
  const matches: PlaceMatch[] = []
  for (const alias of ALIASES) {
    let from = 0
    for (;;) {
      const at = norm.indexOf(alias.text, from)
      if (at < 0) break
      from = at + 1
      const end = at + alias.text.length
      if (alias.latin && (/[a-z0-9]/.test(norm[at - 1] ?? ' ') || /[a-z0-9]/.test(norm[end] ?? ' '))) continue
      let free = true
      for (let i = at; i < end; i++) if (taken[i]) free = false
      if (!free) continue
      for (let i = at; i < end; i++) taken[i] = true
      const place = alias.other && alias.other.city === preferCity ? alias.other : alias.place
      matches.push({ place, start: at, end })
    }
  }
  matches.sort((a, b) => a.start - b.start)
  let rest = ''
  for (let i = 0; i < norm.length; i++) rest += taken[i] ? ' ' : norm[i]
  return { matches, rest }
}

const CITY_ALIASES = ALIASES.filter((a) => a.place.kind === 'city')

/** The city a text names, if any, to choose between names both cities have. */
export function preferredCity(norm: string): City | undefined {
  return CITY_ALIASES.find((a) => norm.includes(a.text))?.place.city ?? undefined
}

const BY_NAME = new Map<string, Place>()
for (const alias of ALIASES) {
  for (const place of alias.other ? [alias.place, alias.other] : [alias.place]) {
    const key = `${place.city}:${place.name}`
    const known = BY_NAME.get(key)
    if (!known || (known.zh === null && place.zh !== null)) BY_NAME.set(key, place)
  }
}

/** The name of a neighbourhood or district to show in a language. */
export function formatPlaceName(city: City | null, name: string, lang: 'en' | 'zh'): string {
  if (lang === 'en') return name === 'Downtown' && city === 'toronto' ? 'downtown Toronto' : name
  if (name === 'Downtown') return city === 'vancouver' ? '温哥华市中心' : '多伦多市中心'
  return BY_NAME.get(`${city}:${name}`)?.zh ?? name
}

export { CITY_NAMES } from '../places/places.ts'

/** Campus names as people write them (folded), longest first, for areas drawn round a campus. */
export const CAMPUS_ALIASES: readonly { readonly text: string; readonly place: Place }[] = ALIASES.filter(
  (a) => a.place.kind === 'campus',
).map((a) => ({ text: a.text, place: a.place }))
