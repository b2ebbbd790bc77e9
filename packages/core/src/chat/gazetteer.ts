import type { City } from '../listings/listing-codes.ts'
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

/** The neighbourhoods a district stands for (a neighbourhood stands for itself), for the search to expand. */
export function expandNeighbourhood(city: City, name: string): readonly string[] {
  if (city === 'toronto') {
    if (name === 'Downtown') return TORONTO_DOWNTOWN
    if (Object.hasOwn(TORONTO_DISTRICTS, name)) return TORONTO_DISTRICTS[name as keyof typeof TORONTO_DISTRICTS]
  }
  return [name]
}

const e = (kind: PlaceKind, city: City | null, name: string, zh: string | null, aliases: readonly string[]): Entry => ({
  kind,
  city,
  name,
  zh,
  aliases,
})

/**
 * Chinese names and common short names. Chinese names are the ones Chinese-language media and agents in both
 * cities use; several places have more than one spelling in use, and all of them are listed.
 */
const CURATED: readonly Entry[] = [
  e('city', 'toronto', 'Toronto', '多伦多', [
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
  e('city', 'vancouver', 'Vancouver', '温哥华', [
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
  e('district', 'toronto', 'North York', '北约克', ['north york', 'northyork', 'n york', '北约克', '北約克']),
  e('district', 'toronto', 'Scarborough', '士嘉堡', [
    'scarborough',
    'scarboro',
    'scarbrough',
    '士嘉堡',
    '斯卡伯勒',
    '士家堡',
  ]),
  e('district', 'toronto', 'Etobicoke', '怡陶碧谷', [
    'etobicoke',
    'etobicoe',
    '怡陶碧谷',
    '伊陶碧谷',
    '怡陶碧歌',
    '伊桃碧谷',
  ]),
  e('district', 'toronto', 'East York', '东约克', ['east york', '东约克']),
  e('district', 'toronto', 'York', '约克', ['city of york', 'former york', '约克市']),
  e('district', 'toronto', 'Old Toronto', '老多伦多', ['old toronto', '老多伦多', '旧多伦多']),
  e('neighbourhood', 'toronto', 'Willowdale East', '威洛代尔', ['willowdale', '威洛代尔', '威洛戴尔', '威罗戴尔']),
  e('neighbourhood', 'toronto', 'Banbury-Don Mills', '当米尔斯', ['don mills', '当米尔斯', '唐米尔斯', '当谷']),
  e('neighbourhood', 'toronto', 'Agincourt North', '爱静阁', ['agincourt', '爱静阁', '爱静谷']),
  e('neighbourhood', 'toronto', 'Bayview Village', '贝维村', ['bayview village', '贝维村', '湾景村']),
  e('neighbourhood', 'toronto', 'Milliken', '米利肯', ['milliken', '米利肯', '美利坚']),
  e('neighbourhood', 'toronto', 'Malvern', '马尔文', ['malvern', '马尔文']),
  e('neighbourhood', 'toronto', 'Forest Hill South', '森林山', ['forest hill', '森林山']),
  e('neighbourhood', 'toronto', 'Rosedale-Moore Park', '玫瑰谷', ['rosedale', '玫瑰谷']),
  e('neighbourhood', 'toronto', 'Annex', '安妮克斯', ['the annex', 'annex', 'yorkville', '安妮克斯', '约克维尔']),
  e('neighbourhood', 'toronto', 'Yonge-Eglinton', '央街艾灵顿', [
    'yonge eglinton',
    'yonge and eglinton',
    'yonge & eglinton',
    'midtown',
    '央街艾灵顿',
    '央街和艾灵顿',
    '央街与艾灵顿',
    '央宁',
  ]),
  e('neighbourhood', 'toronto', 'Lawrence Park South', '劳伦斯公园', ['lawrence park', '劳伦斯公园']),
  e('neighbourhood', 'toronto', 'Leaside-Bennington', '利赛德', ['leaside', '利赛德', '利寨']),
  e('neighbourhood', 'toronto', 'High Park North', '高地公园', ['high park', '高地公园', '海柏公园']),
  e('neighbourhood', 'toronto', 'Kensington-Chinatown', '唐人街', [
    'chinatown',
    'china town',
    'kensington market',
    '唐人街',
    '华埠',
    '肯辛顿市场',
  ]),
  e('neighbourhood', 'toronto', 'Bay Street Corridor', '湾街', ['bay street', '湾街']),
  e('neighbourhood', 'toronto', 'Waterfront Communities-The Island', '湖滨', [
    'waterfront',
    'harbourfront',
    'harborfront',
    'cityplace',
    'city place',
    '湖滨',
    '海滨',
    '港湾',
  ]),
  e('neighbourhood', 'toronto', 'The Beaches', '海滩区', ['the beaches', 'beaches', 'the beach', '海滩区']),
  e('neighbourhood', 'toronto', 'South Riverdale', '莱斯利维尔', ['leslieville', '莱斯利维尔']),
  e('neighbourhood', 'toronto', 'Danforth', '丹福斯', ['danforth', '丹福斯']),
  e('neighbourhood', 'toronto', 'Mimico (includes Humber Bay Shores)', '米米科', [
    'mimico',
    'humber bay shores',
    'humber bay',
    '米米科',
    '汉博湾',
  ]),
  e('neighbourhood', 'toronto', 'Bridle Path-Sunnybrook-York Mills', '约克米尔斯', [
    'bridle path',
    'york mills',
    'sunnybrook',
    '约克米尔斯',
    '布里德尔路',
  ]),
  e('neighbourhood', 'toronto', 'Thorncliffe Park', '桑克里夫公园', ['thorncliffe', '桑克里夫公园', '桑克里夫']),
  e('neighbourhood', 'toronto', 'Niagara', '自由村', ['liberty village', 'niagara', '自由村']),
  e('neighbourhood', 'toronto', 'Palmerston-Little Italy', '小意大利', ['little italy', '小意大利']),
  e('neighbourhood', 'toronto', 'Little Portugal', '小葡萄牙', ['little portugal', '小葡萄牙']),
  e('neighbourhood', 'toronto', 'Runnymede-Bloor West Village', '布洛西村', [
    'bloor west village',
    'bloor west',
    '布洛西村',
  ]),
  e('neighbourhood', 'toronto', 'Junction Area', '交汇区', ['the junction', 'junction', '交汇区']),
  e('neighbourhood', 'toronto', 'South Parkdale', '帕克代尔', ['parkdale', '帕克代尔']),
  e('neighbourhood', 'toronto', 'High Park-Swansea', '斯旺西', ['swansea', '斯旺西']),
  e('neighbourhood', 'toronto', 'Steeles', '史提士', ['steeles', '史提士']),
  e('neighbourhood', 'toronto', "L'Amoreaux", '拉莫罗', ['lamoreaux', 'l amoreaux', '拉莫罗']),
  e('neighbourhood', 'toronto', 'Church-Yonge Corridor', '教堂街', ['church yonge', 'church and wellesley', '教堂街']),
  e('neighbourhood', 'vancouver', 'Kitsilano', '基斯兰奴', [
    'kitsilano',
    'kits',
    '基斯兰奴',
    '基茨兰奴',
    '基斯兰诺',
    '奇士兰奴',
  ]),
  e('neighbourhood', 'vancouver', 'Kerrisdale', '克里斯代尔', ['kerrisdale', '克里斯代尔', '克里斯戴尔', '嘉利斯']),
  e('neighbourhood', 'vancouver', 'Shaughnessy', '桑拿斯', ['shaughnessy', '桑拿斯', '桑那斯', '肖内西']),
  e('neighbourhood', 'vancouver', 'Oakridge', '橡树岭', ['oakridge', 'oak ridge', '橡树岭']),
  e('neighbourhood', 'vancouver', 'Marpole', '马宝', ['marpole', '马宝', '马波尔']),
  e('neighbourhood', 'vancouver', 'Dunbar-Southlands', '登巴', ['dunbar', '登巴', '邓巴']),
  e('neighbourhood', 'vancouver', 'Mount Pleasant', '快乐山', [
    'mount pleasant',
    'mt pleasant',
    'olympic village',
    '快乐山',
    '奥运村',
  ]),
  e('neighbourhood', 'vancouver', 'Fairview', '费尔维尤', ['fairview', 'false creek', '费尔维尤', '菲尔维尤', '福溪']),
  e('neighbourhood', 'vancouver', 'South Cambie', '南甘比', ['south cambie', '南甘比', '南坎比']),
  e('neighbourhood', 'vancouver', 'Riley Park', '莱利公园', ['riley park', '莱利公园']),
  e('neighbourhood', 'vancouver', 'Killarney', '基拉尼', ['killarney', '基拉尼']),
  e('neighbourhood', 'vancouver', 'Sunset', '日落区', ['sunset', '日落区']),
  e('neighbourhood', 'vancouver', 'Victoria-Fraserview', '菲沙景', ['fraserview', '菲沙景']),
  e('neighbourhood', 'vancouver', 'Renfrew-Collingwood', '伦弗鲁', ['renfrew', 'collingwood', '伦弗鲁', '科林伍德']),
  e('neighbourhood', 'vancouver', 'Hastings-Sunrise', '喜士定', ['hastings sunrise', '喜士定']),
  e('neighbourhood', 'vancouver', 'Grandview-Woodland', '格兰景', ['grandview', 'commercial drive', '格兰景']),
  e('neighbourhood', 'vancouver', 'Strathcona', '士达孔拿', ['strathcona', '士达孔拿']),
  e('neighbourhood', 'vancouver', 'West End', '西区', ['west end', '西区', '西尾区']),
  e('neighbourhood', 'vancouver', 'West Point Grey', '灰点', ['point grey', '灰点', '西灰点']),
  e('neighbourhood', 'vancouver', 'Arbutus Ridge', '杨梅树岭', ['arbutus', '杨梅树岭', '阿布特斯']),
  e('neighbourhood', 'vancouver', 'Kensington-Cedar Cottage', '肯辛顿', ['cedar cottage']),
  e('neighbourhood', 'vancouver', 'Strathcona', '唐人街', ['chinatown', 'china town', '唐人街', '华埠']),
  e('neighbourhood', 'toronto', 'Mount Pleasant West', '快乐山', ['mount pleasant', 'mt pleasant', '快乐山']),
  e('neighbourhood', 'toronto', 'Oakridge', '橡树岭', ['oakridge', 'oak ridge', '橡树岭']),
  e('neighbourhood', 'vancouver', 'Downtown', '市中心', [
    'yaletown',
    'coal harbour',
    'gastown',
    '耶鲁镇',
    '煤港',
    '盖斯镇',
  ]),
  // Campuses: a named campus means near a university; one in a single city of ours also names the city.
  e('campus', 'toronto', 'University of Toronto', '多伦多大学', [
    'university of toronto',
    'uoft',
    'u of t',
    'uft',
    'utsg',
    'st george campus',
    '多伦多大学',
    '多大',
  ]),
  e('campus', 'toronto', 'Toronto Metropolitan University', '多伦多都会大学', [
    'toronto metropolitan university',
    'tmu',
    'ryerson',
    '怀雅逊',
    '都会大学',
  ]),
  e('campus', 'toronto', 'OCAD University', '安大略艺术设计大学', ['ocad', 'ocadu']),
  e('campus', 'toronto', 'George Brown College', '乔治布朗学院', ['george brown', '乔治布朗']),
  e('campus', null, 'York University', '约克大学', ['york university', 'york u', 'yorku', '约克大学']),
  e('campus', 'vancouver', 'University of British Columbia', 'UBC', [
    'university of british columbia',
    'ubc',
    '英属哥伦比亚大学',
    '卑诗大学',
  ]),
  e('campus', 'vancouver', 'Langara College', '兰加拉学院', ['langara', '兰加拉']),
  e('campus', 'vancouver', 'Emily Carr University', '艾米丽卡尔艺术设计大学', ['emily carr']),
  e('campus', null, 'Simon Fraser University', '西蒙菲莎大学', ['simon fraser', 'sfu', '西蒙菲莎', '西门菲莎']),
  // Places people ask about that our data does not cover: recognised so the reply can say so honestly.
  ...(
    [
      ['Richmond Hill', '列治文山', ['richmond hill', '列治文山', '烈治文山']],
      ['Richmond', '列治文', ['richmond', '列治文', '烈治文']],
      ['Markham', '万锦', ['markham', '万锦', '萬錦', '马克姆']],
      ['Vaughan', '旺市', ['vaughan', '旺市', '沃恩']],
      ['Mississauga', '密西沙加', ['mississauga', 'sauga', '密西沙加', '密市']],
      ['Brampton', '宾顿', ['brampton', '宾顿', '布兰普顿']],
      ['Oakville', '奥克维尔', ['oakville', '奥克维尔', '奥克维尔']],
      ['Burlington', '伯灵顿', ['burlington', '伯灵顿']],
      ['Pickering', '皮克林', ['pickering', '皮克林']],
      ['Ajax', '阿贾克斯', ['ajax', '阿贾克斯']],
      ['Whitby', '惠特比', ['whitby', '惠特比']],
      ['Oshawa', '奥沙瓦', ['oshawa', '奥沙瓦']],
      ['Aurora', '奥罗拉', ['aurora', '奥罗拉']],
      ['Newmarket', '纽马克特', ['newmarket', '纽马克特']],
      ['Stouffville', '士嘉堡士多维尔', ['stouffville', '士多维尔']],
      ['Milton', '米尔顿', ['milton', '米尔顿']],
      ['Burnaby', '本拿比', ['burnaby', '本拿比']],
      ['Surrey', '素里', ['surrey', '素里']],
      ['Coquitlam', '高贵林', ['coquitlam', '高贵林']],
      ['Port Moody', '满地宝', ['port moody', '满地宝']],
      ['North Vancouver', '北温', ['north vancouver', 'north van', '北温哥华', '北温']],
      ['West Vancouver', '西温', ['west vancouver', 'west van', '西温哥华', '西温']],
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
      if (!SKIP_OFFICIAL.has(name)) out.push(e('neighbourhood', 'toronto', name, null, [name]))
    }
  }
  for (const name of VANCOUVER_LOCAL_AREAS) {
    if (!SKIP_OFFICIAL.has(name)) out.push(e('neighbourhood', 'vancouver', name, null, [name]))
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
      place: { kind: 'district', name: 'Downtown', city: null, zh: '市中心' },
      other: null,
      latin: /^[a-z ]+$/.test(text),
    })
  }
  return [...byText.values()].sort((a, b) => b.text.length - a.text.length)
}

const ALIASES = buildAliases()

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

export const CITY_NAMES: Record<City, { en: string; zh: string }> = {
  toronto: { en: 'Toronto', zh: '多伦多' },
  vancouver: { en: 'Vancouver', zh: '温哥华' },
}

/** Campus names as people write them (folded), longest first, for areas drawn round a campus. */
export const CAMPUS_ALIASES: readonly { readonly text: string; readonly place: Place }[] = ALIASES.filter(
  (a) => a.place.kind === 'campus',
).map((a) => ({ text: a.text, place: a.place }))
