import type { City } from '../listings/listing-codes.ts'

/**
 * Rapid-transit stations of our two cities, from the project's geographic reference (WGS84, good to about 50 m):
 * TTC Line 1 Yonge-University and Line 2 Bloor-Danforth in Toronto, the SkyTrain Expo and Canada lines in Metro
 * Vancouver. Each line is a list of segments, each segment its stations in running order; a branch is a segment of
 * its own that starts at the station where it splits. Chinese names are the ones Chinese-language media and agents
 * use, transliterated where no usage is settled.
 */
export const TRANSIT_LINES = ['line1', 'line2', 'expo', 'canada'] as const
export type TransitLine = (typeof TRANSIT_LINES)[number]

export interface Station {
  readonly name: string
  readonly zh: string
  readonly lat: number
  readonly lng: number
}

/** name, Chinese name, latitude, longitude */
type Row = readonly [string, string, number, number]
type Segment = readonly Row[]

const LINE_1: readonly Segment[] = [
  [
    ['Vaughan Metropolitan Centre', '旺市都会中心', 43.7942, -79.5275],
    ['Highway 407', '407公路', 43.7831, -79.5235],
    ['Pioneer Village', '先锋村', 43.7767, -79.5097],
    ['York University', '约克大学', 43.7739, -79.4997],
    ['Finch West', '芬治西', 43.76528, -79.49111],
    ['Downsview Park', '当斯维尔公园', 43.7536, -79.4784],
    ['Sheppard West', '雪柏西', 43.750054, -79.462343],
    ['Wilson', '威尔逊', 43.734581, -79.449929],
    ['Yorkdale', '约克戴尔', 43.724813, -79.447509],
    ['Lawrence West', '劳伦斯西', 43.716381, -79.444029],
    ['Glencairn', '格兰凯恩', 43.70982, -79.441528],
    ['Cedarvale', '雪松谷', 43.698997, -79.43599],
    ['St Clair West', '圣克莱尔西', 43.684352, -79.414536],
    ['Dupont', '杜邦', 43.67491, -79.407257],
    ['Spadina', '士巴丹拿', 43.667715, -79.403752],
    ['St George', '圣乔治', 43.668319, -79.398672],
    ['Museum', '博物馆', 43.667177, -79.393502],
    ["Queen's Park", '女王公园', 43.659705, -79.390349],
    ['St Patrick', '圣帕特里克', 43.654612, -79.388296],
    ['Osgoode', '奥斯古德', 43.650874, -79.386617],
    ['St Andrew', '圣安德鲁', 43.647646, -79.38513],
    ['Union', '联合车站', 43.645723, -79.380462],
    ['King', '国王街', 43.649121, -79.378045],
    ['Queen', '皇后街', 43.652347, -79.379327],
    ['Dundas', '登打士', 43.656137, -79.38073],
    ['College', '学院街', 43.66123, -79.382782],
    ['Wellesley', '威斯利', 43.665183, -79.383771],
    ['Bloor-Yonge', '布洛尔-央街', 43.670672, -79.38595],
    ['Rosedale', '玫瑰谷', 43.676901, -79.388726],
    ['Summerhill', '萨默希尔', 43.68245, -79.391178],
    ['St Clair', '圣克莱尔', 43.688163, -79.393284],
    ['Davisville', '戴维斯维尔', 43.698123, -79.397331],
    ['Eglinton', '艾灵顿', 43.706646, -79.399158],
    ['Lawrence', '劳伦斯', 43.725422, -79.401878],
    ['York Mills', '约克米尔斯', 43.744996, -79.405331],
    ['Sheppard-Yonge', '雪柏-央街', 43.761674, -79.410987],
    ['North York Centre', '北约克中心', 43.769241, -79.412912],
    ['Finch', '芬治', 43.78149, -79.415673],
  ],
]

const LINE_2: readonly Segment[] = [
  [
    ['Kipling', '基普林', 43.63802031, -79.53638812],
    ['Islington', '伊斯灵顿', 43.64595008, -79.52394798],
    ['Royal York', '皇家约克', 43.64880444, -79.51154051],
    ['Old Mill', '老磨坊', 43.65057649, -79.49522499],
    ['Jane', '简街', 43.65029127, -79.48477178],
    ['Runnymede', '伦尼米德', 43.65216695, -79.47649916],
    ['High Park', '高地公园', 43.65459423, -79.46552962],
    ['Keele', '基尔', 43.65570079, -79.46031548],
    ['Dundas West', '登打士西', 43.65714206, -79.45267843],
    ['Lansdowne', '兰斯当', 43.65914292, -79.44296991],
    ['Dufferin', '达弗林', 43.6606651, -79.4359558],
    ['Ossington', '奥辛顿', 43.66266333, -79.42615682],
    ['Christie', '克里斯蒂', 43.66425178, -79.41869303],
    ['Bathurst', '巴瑟斯特', 43.66599176, -79.41158255],
    ['Spadina', '士巴丹拿', 43.66764776, -79.4037584],
    ['St George', '圣乔治', 43.66831164, -79.39864323],
    ['Bay', '湾街', 43.67040029, -79.39027029],
    ['Bloor-Yonge', '布洛尔-央街', 43.67070606, -79.38587981],
    ['Sherbourne', '舍伯恩', 43.67234508, -79.37698161],
    ['Castle Frank', '卡斯尔弗兰克', 43.67414063, -79.36879416],
    ['Broadview', '布罗德维尤', 43.67686172, -79.35852385],
    ['Chester', '切斯特', 43.67837735, -79.35141628],
    ['Pape', '帕普', 43.67968493, -79.34520853],
    ['Donlands', '唐兰兹', 43.68105008, -79.33792557],
    ['Greenwood', '格林伍德', 43.68270361, -79.33027644],
    ['Coxwell', '考克斯韦尔', 43.68414917, -79.32352724],
    ['Woodbine', '伍德拜恩', 43.6863529, -79.31335711],
    ['Main Street', '缅街', 43.68891661, -79.30272876],
    ['Victoria Park', '维多利亚公园', 43.69432082, -79.29031894],
    ['Warden', '华登', 43.71224201, -79.27898037],
    ['Kennedy', '肯尼迪', 43.73211815, -79.26569845],
  ],
]

const EXPO_LINE: readonly Segment[] = [
  [
    ['Waterfront', '海滨', 49.28594, -123.11159],
    ['Burrard', '布拉德', 49.28582, -123.11979],
    ['Granville', '格兰维尔', 49.28338, -123.11606],
    ['Stadium-Chinatown', '体育馆-唐人街', 49.27971, -123.10984],
    ['Main Street-Science World', '缅街-科学馆', 49.27316, -123.10031],
    ['Commercial-Broadway', '商业街-百老汇', 49.26323, -123.06897],
    ['Nanaimo', '纳奈莫', 49.2484, -123.05585],
    ['29th Avenue', '29大道', 49.24426, -123.04607],
    ['Joyce-Collingwood', '乔伊斯-科林伍德', 49.23843, -123.03182],
    ['Patterson', '帕特森', 49.22974, -123.01259],
    ['Metrotown', '铁道镇', 49.22582, -123.00392],
    ['Royal Oak', '皇家橡树', 49.22021, -122.98848],
    ['Edmonds', '埃德蒙兹', 49.21212, -122.95919],
    ['22nd Street', '22街', 49.20007, -122.94898],
    ['New Westminster', '新西敏', 49.20153, -122.91259],
    ['Columbia', '哥伦比亚', 49.20472, -122.90624],
    ['Scott Road', '斯科特路', 49.20447, -122.87429],
    ['Gateway', '盖特威', 49.19875, -122.8506],
    ['Surrey Central', '素里中心', 49.18944, -122.84786],
    ['King George', '乔治王', 49.18281, -122.84468],
  ],
  [
    ['Columbia', '哥伦比亚', 49.20472, -122.90624],
    ['Sapperton', '萨珀顿', 49.22468, -122.88941],
    ['Braid', '布雷德', 49.2332, -122.88272],
    ['Lougheed Town Centre', '劳希德中心', 49.2485, -122.89692],
    ['Production Way-University', '生产路-大学', 49.25365, -122.91804],
  ],
]

const CANADA_LINE: readonly Segment[] = [
  [
    ['Waterfront', '海滨', 49.2857, -123.11178],
    ['Vancouver City Centre', '温哥华市中心', 49.28202, -123.11894],
    ['Yaletown-Roundhouse', '耶鲁镇-圆屋', 49.27454, -123.12191],
    ['Olympic Village', '奥运村', 49.26656, -123.1157],
    ['Broadway-City Hall', '百老汇-市政厅', 49.26284, -123.11451],
    ['King Edward', '爱德华王', 49.24918, -123.11583],
    ['Oakridge-41st Avenue', '橡树岭-41大道', 49.23316, -123.11662],
    ['Langara-49th Avenue', '兰加拉-49大道', 49.22627, -123.11609],
    ['Marine Drive', '马宝路', 49.20964, -123.11697],
    ['Bridgeport', '桥港', 49.19561, -123.12594],
    ['Aberdeen', '阿伯丁', 49.18398, -123.13632],
    ['Lansdowne', '兰斯当', 49.17457, -123.13647],
    ['Richmond-Brighouse', '列治文-布里格豪斯', 49.16811, -123.13627],
  ],
  [
    ['Bridgeport', '桥港', 49.19561, -123.12594],
    ['Templeton', '坦普尔顿', 49.1967, -123.14642],
    ['Sea Island Centre', '海岛中心', 49.19302, -123.15794],
    ['YVR-Airport', '温哥华机场', 49.19424, -123.17835],
  ],
]

export interface LineInfo {
  readonly city: City
  readonly name: string
  readonly zh: string
  readonly segments: readonly (readonly Station[])[]
}

const toStations = (segments: readonly Segment[]) =>
  segments.map((s) => s.map(([name, zh, lat, lng]): Station => ({ name, zh, lat, lng })))

export const LINES: Record<TransitLine, LineInfo> = {
  line1: {
    city: 'toronto',
    name: 'Line 1 (Yonge-University)',
    zh: '地铁1号线（央街-大学线）',
    segments: toStations(LINE_1),
  },
  line2: {
    city: 'toronto',
    name: 'Line 2 (Bloor-Danforth)',
    zh: '地铁2号线（布洛尔-丹福斯线）',
    segments: toStations(LINE_2),
  },
  expo: { city: 'vancouver', name: 'the Expo Line', zh: '天车世博线', segments: toStations(EXPO_LINE) },
  canada: { city: 'vancouver', name: 'the Canada Line', zh: '天车加拿大线', segments: toStations(CANADA_LINE) },
}

/** Every station once per city (interchanges such as Bloor-Yonge are on two lines), with the lines it serves. */
export interface StationPlace extends Station {
  readonly city: City
  readonly lines: readonly TransitLine[]
}

function allStations(): StationPlace[] {
  const byKey = new Map<string, StationPlace>()
  for (const line of TRANSIT_LINES) {
    const info = LINES[line]
    for (const segment of info.segments) {
      for (const s of segment) {
        const key = `${info.city}:${s.name}`
        const known = byKey.get(key)
        if (!known) byKey.set(key, { ...s, city: info.city, lines: [line] })
        else if (!known.lines.includes(line)) byKey.set(key, { ...known, lines: [...known.lines, line] })
      }
    }
  }
  return [...byKey.values()]
}

export const STATIONS: readonly StationPlace[] = allStations()

/** A stretch of line as a graph edge list: stations in running order (a branch starts where it splits). */
export interface TransitRoute {
  id: string
  stations: readonly Pick<Station, 'name' | 'lat' | 'lng'>[]
}

/** The city's lines as routes for a travel-time estimate; a station name on two routes is an interchange. */
export function transitRoutes(city: City): TransitRoute[] {
  return TRANSIT_LINES.filter((line) => LINES[line].city === city).flatMap((line) =>
    LINES[line].segments.map((stations, i) => ({ id: `${line}-${i}`, stations })),
  )
}
