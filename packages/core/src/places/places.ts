import type { City } from '../listings/listing-codes.ts'
import { LINES, STATIONS, type TransitLine } from '../transit/transit.ts'
import { municipalitiesOf } from './municipalities.ts'

/**
 * One Chinese name for every place the map labels and the assistant names: the cities, Toronto's former
 * municipalities and downtown, Toronto's 140 neighbourhoods, Vancouver's 22 local areas, the main streets, the
 * campuses and the water. Names are the ones Chinese-language media and agents in both cities use; where no usage is
 * settled the name is transliterated, never translated word by word (Casa Loma is 卡萨罗马, not a "house on a hill").
 * A part of a name keeps the same Chinese wherever it appears (Humber is always 汉博, Bayview always 贝维), so a
 * neighbourhood, its street and its station read as one place. Stations keep their names in the transit module.
 */

const CITIES: Record<City, string> = { toronto: '多伦多', vancouver: '温哥华' }

/** Toronto's former municipalities, and downtown as people use the word. */
const TORONTO_DISTRICTS: Record<string, string> = {
  'Old Toronto': '老多伦多',
  'North York': '北约克',
  Scarborough: '士嘉堡',
  Etobicoke: '怡陶碧谷',
  'East York': '东约克',
  York: '约克',
  Downtown: '市中心',
}

/**
 * The City of Toronto's 140 social planning neighbourhoods. A few short names stand for the whole of a joined name
 * because that is how people say them (Bridle Path-Sunnybrook-York Mills is 约克米尔斯, Niagara is 自由村 after
 * Liberty Village, South Riverdale is 莱斯利维尔 after Leslieville). The two corridors keep 走廊 so that they are not
 * read as the streets they run along (湾街 is Bay St).
 */
const TORONTO_NEIGHBOURHOODS: Record<string, string> = {
  // Etobicoke
  'West Humber-Clairville': '西汉博–克莱维尔',
  'Mount Olive-Silverstone-Jamestown': '奥利夫山–西尔弗斯通–詹姆斯敦',
  'Thistletown-Beaumond Heights': '西斯尔敦–博蒙德高地',
  'Rexdale-Kipling': '雷克斯代尔–基普林',
  'Elms-Old Rexdale': '埃尔姆斯–老雷克斯代尔',
  'Kingsview Village-The Westway': '金斯维尤村–韦斯特韦',
  'Willowridge-Martingrove-Richview': '威洛里奇–马丁格罗夫–里奇维尤',
  'Humber Heights-Westmount': '汉博高地–韦斯特蒙特',
  'Edenbridge-Humber Valley': '伊登布里奇–汉博谷',
  'Princess-Rosethorn': '普林塞斯–罗斯索恩',
  'Eringate-Centennial-West Deane': '艾林盖特–百年–西迪恩',
  'Markland Wood': '马克兰伍德',
  'Etobicoke West Mall': '怡陶碧谷西茂',
  'Islington-City Centre West': '伊斯灵顿–市中心西',
  'Kingsway South': '金斯威南',
  'Stonegate-Queensway': '斯通盖特–昆斯威',
  'Mimico (includes Humber Bay Shores)': '米米科',
  'New Toronto': '新多伦多',
  'Long Branch': '朗布兰奇',
  Alderwood: '奥尔德伍德',
  // North York
  'Humber Summit': '汉博萨米特',
  Humbermede: '汉博米德',
  'Pelmo Park-Humberlea': '佩尔莫公园–汉博利',
  'Black Creek': '黑溪',
  'Glenfield-Jane Heights': '格伦菲尔德–简街高地',
  'Downsview-Roding-CFB': '当斯维尔–罗丁–军事基地',
  'York University Heights': '约克大学高地',
  Rustic: '拉斯蒂克',
  'Maple Leaf': '枫叶',
  'Yorkdale-Glen Park': '约克戴尔–格伦公园',
  'Englemount-Lawrence': '恩格尔蒙特–劳伦斯',
  'Clanton Park': '克兰顿公园',
  'Bathurst Manor': '巴瑟斯特庄园',
  'Westminster-Branson': '威斯敏斯特–布兰森',
  'Newtonbrook West': '牛顿布鲁克西',
  'Willowdale West': '威洛代尔西',
  'Lansing-Westgate': '兰辛–韦斯特盖特',
  'Bedford Park-Nortown': '贝德福德公园–诺顿',
  'St.Andrew-Windfields': '圣安德鲁–温菲尔兹',
  'Bridle Path-Sunnybrook-York Mills': '约克米尔斯',
  'Banbury-Don Mills': '当米尔斯',
  'Victoria Village': '维多利亚村',
  'Flemingdon Park': '弗莱明登公园',
  'Parkwoods-Donalda': '帕克伍兹–多纳尔达',
  'Pleasant View': '普莱森特维尤',
  'Don Valley Village': '当谷村',
  'Hillcrest Village': '希尔克雷斯特村',
  'Bayview Woods-Steeles': '贝维伍兹–史提士',
  'Newtonbrook East': '牛顿布鲁克东',
  'Willowdale East': '威洛代尔',
  'Bayview Village': '贝维村',
  'Henry Farm': '亨利农庄',
  'Lawrence Park North': '劳伦斯公园北',
  // York
  'Brookhaven-Amesbury': '布鲁克黑文–埃姆斯伯里',
  'Humewood-Cedarvale': '休姆伍德–雪松谷',
  'Oakwood Village': '奥克伍德村',
  'Briar Hill-Belgravia': '布赖尔山–贝尔格莱维亚',
  'Caledonia-Fairbank': '加勒多尼亚–费尔班克',
  'Keelesdale-Eglinton West': '基尔斯代尔–艾灵顿西',
  'Rockcliffe-Smythe': '罗克克里夫–史密斯',
  'Beechborough-Greenbrook': '比奇伯勒–格林布鲁克',
  Weston: '韦斯顿',
  'Lambton Baby Point': '兰布顿–贝比角',
  'Mount Dennis': '丹尼斯山',
  // East York
  "O'Connor-Parkview": '奥康纳–帕克维尤',
  'Thorncliffe Park': '桑克里夫公园',
  'Leaside-Bennington': '利赛德',
  'Broadview North': '布罗德维尤北',
  'Old East York': '老东约克',
  'Danforth East York': '丹福斯–东约克',
  'Woodbine-Lumsden': '伍德拜恩–拉姆斯登',
  'Taylor-Massey': '泰勒–梅西',
  // Old Toronto
  'East End-Danforth': '东区–丹福斯',
  'The Beaches': '海滩区',
  'Woodbine Corridor': '伍德拜恩走廊',
  'Greenwood-Coxwell': '格林伍德–考克斯韦尔',
  Danforth: '丹福斯',
  'Playter Estates-Danforth': '普莱特庄园–丹福斯',
  'North Riverdale': '北里弗代尔',
  'Blake-Jones': '布莱克–琼斯',
  'South Riverdale': '莱斯利维尔',
  'Cabbagetown-South St.James Town': '卡贝奇镇–南圣詹姆斯镇',
  'Regent Park': '摄政公园',
  'Moss Park': '莫斯公园',
  'North St.James Town': '北圣詹姆斯镇',
  'Church-Yonge Corridor': '教堂街–央街走廊',
  'Bay Street Corridor': '湾街走廊',
  'Waterfront Communities-The Island': '湖滨',
  'Kensington-Chinatown': '唐人街',
  University: '大学区',
  'Palmerston-Little Italy': '小意大利',
  'Trinity-Bellwoods': '三一–贝尔伍兹',
  Niagara: '自由村',
  'Dufferin Grove': '达弗林格罗夫',
  'Little Portugal': '小葡萄牙',
  'South Parkdale': '帕克代尔',
  Roncesvalles: '朗塞斯瓦勒斯',
  'High Park-Swansea': '斯旺西',
  'High Park North': '高地公园',
  'Runnymede-Bloor West Village': '布洛西村',
  'Junction Area': '交汇区',
  'Weston-Pellam Park': '韦斯顿–佩勒姆公园',
  'Corso Italia-Davenport': '科尔索意大利–达文波特',
  'Dovercourt-Wallace Emerson-Junction': '多佛考特–华莱士埃默森–交汇区',
  Wychwood: '威奇伍德',
  Annex: '安妮克斯',
  'Casa Loma': '卡萨罗马',
  'Yonge-St.Clair': '央街–圣克莱尔',
  'Rosedale-Moore Park': '玫瑰谷',
  'Mount Pleasant East': '快乐山东',
  'Yonge-Eglinton': '央街艾灵顿',
  'Forest Hill South': '森林山',
  'Forest Hill North': '森林山北',
  'Lawrence Park South': '劳伦斯公园',
  'Mount Pleasant West': '快乐山',
  // Scarborough
  Steeles: '史提士',
  "L'Amoreaux": '拉莫罗',
  "Tam O'Shanter-Sullivan": '谭奥尚特–沙利文',
  'Wexford/Maryvale': '韦克斯福德–玛丽维尔',
  'Clairlea-Birchmount': '克莱利–伯奇蒙特',
  Oakridge: '橡树岭',
  'Birchcliffe-Cliffside': '伯奇克利夫–克利夫赛德',
  Cliffcrest: '克利夫克雷斯特',
  'Kennedy Park': '肯尼迪公园',
  Ionview: '艾恩维尤',
  'Dorset Park': '多塞特公园',
  Bendale: '本代尔',
  'Agincourt South-Malvern West': '爱静阁南–马尔文西',
  'Agincourt North': '爱静阁',
  Milliken: '米利肯',
  Rouge: '胭脂河',
  Malvern: '马尔文',
  'Centennial Scarborough': '士嘉堡百年区',
  'Highland Creek': '海兰溪',
  Morningside: '晨边',
  'West Hill': '西山',
  Woburn: '沃本',
  'Eglinton East': '艾灵顿东',
  'Scarborough Village': '士嘉堡村',
  Guildwood: '吉尔德伍德',
}

/**
 * The City of Vancouver's 22 local areas, by the short names people use (Hastings-Sunrise is 喜士定,
 * Renfrew-Collingwood 伦弗鲁).
 */
const VANCOUVER_LOCAL_AREAS: Record<string, string> = {
  'Arbutus Ridge': '杨梅树岭',
  Downtown: '市中心',
  'Dunbar-Southlands': '登巴',
  Fairview: '费尔维尤',
  'Grandview-Woodland': '格兰景',
  'Hastings-Sunrise': '喜士定',
  'Kensington-Cedar Cottage': '肯辛顿',
  Kerrisdale: '克里斯代尔',
  Killarney: '基拉尼',
  Kitsilano: '基斯兰奴',
  Marpole: '马宝',
  'Mount Pleasant': '快乐山',
  Oakridge: '橡树岭',
  'Renfrew-Collingwood': '伦弗鲁',
  'Riley Park': '莱利公园',
  Shaughnessy: '桑拿斯',
  'South Cambie': '南甘比',
  Strathcona: '士达孔拿',
  Sunset: '日落区',
  'Victoria-Fraserview': '菲沙景',
  'West End': '西区',
  'West Point Grey': '灰点',
}

/**
 * Main streets, as street signs abbreviate them. Toronto's east and west halves carry the direction where Chinese
 * usage puts it (皇后西街, 艾灵顿东大道, but 湖滨大道西). Vancouver's avenues are 大道 as its station names have
 * them (橡树岭-41大道), and its directions come first (西41大道, 西百老汇).
 */
const STREETS: Record<City, Record<string, string>> = {
  toronto: {
    'Yonge St': '央街',
    'Bloor St W': '布洛尔西街',
    'Bloor St E': '布洛尔东街',
    'Danforth Ave': '丹福斯大道',
    'Queen St W': '皇后西街',
    'Queen St E': '皇后东街',
    'King St W': '国王西街',
    'King St E': '国王东街',
    'Front St W': '前街西',
    'Front St E': '前街东',
    'Queens Quay W': '皇后码头西',
    'Lake Shore Blvd W': '湖滨大道西',
    'Dundas St W': '登打士西街',
    'Dundas St E': '登打士东街',
    'College St': '学院街',
    'Carlton St': '卡尔顿街',
    'Wellesley St E': '威斯利东街',
    'Gerrard St E': '杰拉德东街',
    'St Clair Ave W': '圣克莱尔西大道',
    'Eglinton Ave W': '艾灵顿西大道',
    'Eglinton Ave E': '艾灵顿东大道',
    'Lawrence Ave W': '劳伦斯西大道',
    'Lawrence Ave E': '劳伦斯东大道',
    'Sheppard Ave W': '雪柏西大道',
    'Sheppard Ave E': '雪柏东大道',
    'Finch Ave W': '芬治西大道',
    'Finch Ave E': '芬治东大道',
    'Steeles Ave W': '史提士西大道',
    'Steeles Ave E': '史提士东大道',
    'Avenue Rd': '爱文路',
    'Bathurst St': '巴瑟斯特街',
    'Spadina Ave': '士巴丹拿大道',
    'Spadina Rd': '士巴丹拿路',
    'University Ave': '大学道',
    'Bay St': '湾街',
    'Jarvis St': '贾维斯街',
    'Church St': '教堂街',
    'Parliament St': '议会街',
    'Sherbourne St': '舍伯恩街',
    'Broadview Ave': '布罗德维尤大道',
    'Dufferin St': '达弗林街',
    'Ossington Ave': '奥辛顿大道',
    'Keele St': '基尔街',
    'Jane St': '简街',
    'Kipling Ave': '基普林大道',
    'Islington Ave': '伊斯灵顿大道',
    'Royal York Rd': '皇家约克路',
    'Bayview Ave': '贝维大道',
    'Mount Pleasant Rd': '快乐山路',
    'Don Mills Rd': '当米尔斯路',
    'Leslie St': '莱斯利街',
    'Victoria Park Ave': '维多利亚公园大道',
    'Warden Ave': '华登大道',
    'Kennedy Rd': '肯尼迪路',
    'Markham Rd': '万锦路',
    'Kingston Rd': '金斯顿路',
    'Wilson Ave': '威尔逊大道',
    'York Mills Rd': '约克米尔斯路',
    'Dupont St': '杜邦街',
    'Adelaide St W': '阿德莱德西街',
    'Wellington St W': '惠灵顿西街',
    'Bremner Blvd': '布雷姆纳大道',
    'Blue Jays Way': '蓝鸟路',
    'Fort York Blvd': '约克堡大道',
    'Harbour St': '海港街',
    'Portland St': '波特兰街',
  },
  vancouver: {
    'W 4th Ave': '西4大道',
    'W Broadway': '西百老汇',
    'E Broadway': '东百老汇',
    'W 10th Ave': '西10大道',
    'W 16th Ave': '西16大道',
    'King Edward Ave': '爱德华王大道',
    'W 41st Ave': '西41大道',
    'E 41st Ave': '东41大道',
    'W 49th Ave': '西49大道',
    'SW Marine Dr': '西南马宝路',
    'SE Marine Dr': '东南马宝路',
    'Hastings St W': '西喜士定街',
    'E Hastings St': '东喜士定街',
    Kingsway: '金斯威',
    'Georgia St W': '西乔治亚街',
    'Robson St': '罗布森街',
    'Davie St': '戴维街',
    'Denman St': '丹曼街',
    'Nelson St': '尼尔森街',
    'Granville St': '格兰维尔街',
    'Burrard St': '布拉德街',
    'Hornby St': '霍恩比街',
    'Pacific Blvd': '太平洋大道',
    'Cambie St': '甘比街',
    'Main St': '缅街',
    'Oak St': '橡树街',
    'Arbutus St': '杨梅树街',
    'Macdonald St': '麦当奴街',
    'Dunbar St': '登巴街',
    'Commercial Dr': '商业街',
    'Knight St': '乃诗街',
    'Victoria Dr': '域多利道',
    'Nanaimo St': '纳奈莫街',
    'Rupert St': '鲁珀特街',
    'Point Grey Rd': '灰点路',
    'Cornwall Ave': '康沃尔大道',
  },
}

/** Campuses as the geographic reference names them, and the university or college names the assistant knows. */
const CAMPUSES: Record<City, Record<string, string>> = {
  toronto: {
    'University of Toronto': '多伦多大学',
    'University of Toronto - St. George': '多伦多大学圣乔治校区',
    'University of Toronto Scarborough': '多伦多大学士嘉堡校区',
    'Toronto Metropolitan University': '多伦多都会大学',
    'York University': '约克大学',
    'York University - Keele': '约克大学基尔校区',
    'OCAD University': '安大略艺术设计大学',
    'George Brown College': '乔治布朗学院',
    'George Brown College - Casa Loma': '乔治布朗学院卡萨罗马校区',
    'George Brown College - St. James': '乔治布朗学院圣詹姆斯校区',
    'Humber Polytechnic - North': '汉博理工学院北校区',
    'Seneca Polytechnic - Newnham': '圣力嘉理工学院纽纳姆校区',
    'Centennial College - Progress': '百年理工学院进步校区',
    'University of Toronto Mississauga': '多伦多大学密西沙加校区',
    'York University - Markham': '约克大学万锦校区',
    'Sheridan College - Trafalgar Road': '谢尔丹学院特拉法加校区',
  },
  vancouver: {
    'University of British Columbia': '英属哥伦比亚大学',
    'Simon Fraser University': '西蒙菲莎大学',
    'Simon Fraser University - Vancouver (Harbour Centre)': '西蒙菲莎大学温哥华海港中心校区',
    'Langara College': '兰加拉学院',
    'Emily Carr University': '艾米丽卡尔艺术设计大学',
    'Emily Carr University of Art + Design': '艾米丽卡尔艺术设计大学',
    'University of British Columbia - Point Grey': '英属哥伦比亚大学温哥华校区',
    'Simon Fraser University - Burnaby': '西蒙菲莎大学本拿比校区',
    'BCIT - Burnaby': '英属哥伦比亚理工学院本拿比校区',
    'Kwantlen Polytechnic University - Richmond': '昆特兰理工大学列治文校区',
    'Capilano University': '卡毕兰诺大学',
    'Douglas College - Coquitlam': '道格拉斯学院高贵林校区',
  },
}

const WATER: Record<City, Record<string, string>> = {
  toronto: { 'Lake Ontario': '安大略湖', 'Toronto Harbour': '多伦多港' },
  vancouver: {
    'Burrard Inlet': '布拉德湾',
    'English Bay': '英吉利湾',
    'False Creek': '福溪',
    'Fraser River': '菲沙河',
  },
}

export type PlaceNameKind = 'city' | 'district' | 'neighbourhood' | 'street' | 'campus' | 'water'

/** A region's municipalities as districts and their communities as neighbourhoods (see municipalities.ts). */
const municipalNames = (city: City) => ({
  district: Object.fromEntries(municipalitiesOf(city).map((m) => [m.en, m.zh])),
  neighbourhood: Object.fromEntries(municipalitiesOf(city).flatMap((m) => m.communities.map((c) => [c.en, c.zh]))),
})
const MUNICIPAL = { toronto: municipalNames('toronto'), vancouver: municipalNames('vancouver') }

const REGISTER: Record<City, Record<Exclude<PlaceNameKind, 'city'>, Record<string, string>>> = {
  toronto: {
    district: { ...TORONTO_DISTRICTS, ...MUNICIPAL.toronto.district },
    neighbourhood: { ...TORONTO_NEIGHBOURHOODS, ...MUNICIPAL.toronto.neighbourhood },
    street: STREETS.toronto,
    campus: CAMPUSES.toronto,
    water: WATER.toronto,
  },
  vancouver: {
    district: MUNICIPAL.vancouver.district,
    neighbourhood: { ...VANCOUVER_LOCAL_AREAS, ...MUNICIPAL.vancouver.neighbourhood },
    street: STREETS.vancouver,
    campus: CAMPUSES.vancouver,
    water: WATER.vancouver,
  },
}

const own = (names: Record<string, string>, name: string) => (Object.hasOwn(names, name) ? names[name] : undefined)

/** A city's Chinese name. */
export function cityZh(city: City): string {
  return CITIES[city]
}

/** Each city's name in both languages. */
export const CITY_NAMES: Record<City, { en: string; zh: string }> = {
  toronto: { en: 'Toronto', zh: CITIES.toronto },
  vancouver: { en: 'Vancouver', zh: CITIES.vancouver },
}

/** A city's name in a locale. */
export const cityName = (city: City, locale: string): string =>
  locale.startsWith('zh') ? CITY_NAMES[city].zh : CITY_NAMES[city].en

/**
 * A place's Chinese name, or undefined when the register does not know it. Without a kind the first match wins in
 * the order district, neighbourhood, street, campus, water (Downtown is a district of Toronto and a local area of
 * Vancouver, and means the same to a reader either way).
 */
export function placeZh(city: City, name: string, kind?: PlaceNameKind): string | undefined {
  if (kind === 'city') return name.toLowerCase() === city ? CITIES[city] : undefined
  const kinds = kind ? [kind] : (['district', 'neighbourhood', 'street', 'campus', 'water'] as const)
  for (const k of kinds) {
    const zh = own(REGISTER[city][k], name)
    if (zh) return zh
  }
  return undefined
}

/** Every name the register holds for a kind of place in a city, for checks that nothing is missing. */
export function registeredPlaces(city: City, kind: Exclude<PlaceNameKind, 'city'>): Readonly<Record<string, string>> {
  return REGISTER[city][kind]
}

/** A rapid-transit line's Chinese name (the transit module holds it, with the line's stations). */
export function transitLineZh(line: TransitLine): string {
  return LINES[line].zh
}

/**
 * A line's name as a map writes it beside the line: the number or the name riders use, without the long form
 * (Line 1, not Line 1 Yonge–University; 世博线, as on SkyTrain's Chinese signs).
 */
const LINE_MAP_NAMES: Record<TransitLine, { readonly en: string; readonly zh: string }> = {
  line1: { en: 'Line 1', zh: '1号线' },
  line2: { en: 'Line 2', zh: '2号线' },
  expo: { en: 'Expo Line', zh: '世博线' },
  canada: { en: 'Canada Line', zh: '加拿大线' },
}

/** A rapid-transit line's short name on a map, in both languages. */
export function transitLineMapName(line: TransitLine): { readonly en: string; readonly zh: string } {
  return LINE_MAP_NAMES[line]
}

/** Dashes in station names differ between sources (Stadium–Chinatown, Stadium-Chinatown): compare without them. */
const stationKey = (city: City, name: string) => `${city}:${name.replace(/[–—-]/g, '-')}`
const STATION_ZH = new Map(STATIONS.map((s) => [stationKey(s.city, s.name), s.zh]))

/**
 * A station's label on a Chinese map: its name with 站, as Chinese signage and media write a stop on a map. A name
 * that already ends in 站 (联合车站, Union) is left as it is.
 */
export function stationLabelZh(city: City, name: string): string | undefined {
  const zh = STATION_ZH.get(stationKey(city, name))
  if (zh === undefined) return undefined
  return zh.endsWith('站') ? zh : `${zh}站`
}
