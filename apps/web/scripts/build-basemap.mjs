#!/usr/bin/env node
// biome-ignore-all lint/style/noRestrictedImports: a build script, run by Node outside the browser bundle
/**
 * Builds the bundled schematic basemap (src/features/map/basemap/basemap-data.json) from the geographic reference
 * the demo data is drawn from (apps/api/src/reference/geo-reference.json and street-lines.json): city outlines, water,
 * main streets with a name label on each stretch, rapid-transit lines with their stations, neighbourhood and campus
 * labels. Coordinates are rounded to 4 decimals (about 10 m), which is
 * plenty for a schematic map and keeps the file small. Run once after the reference changes:
 *   node apps/web/scripts/build-basemap.mjs && npx biome format --write apps/web/src/features/map/basemap/basemap-data.json
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const reference = JSON.parse(readFileSync(resolve(here, '../../api/src/reference/geo-reference.json'), 'utf8'))
const streets = JSON.parse(readFileSync(resolve(here, '../../api/src/reference/street-lines.json'), 'utf8'))
const out = resolve(here, '../src/features/map/basemap/basemap-data.json')

const round = (n) => Math.round(n * 1e4) / 1e4
/** [lat, lng] → [lng, lat], rounded, dropping points that round onto the previous one. */
const ring = (pairs) => {
  const coords = []
  for (const [lat, lng] of pairs) {
    const p = [round(lng), round(lat)]
    const last = coords.at(-1)
    if (!last || last[0] !== p[0] || last[1] !== p[1]) coords.push(p)
  }
  const [first] = coords
  const last = coords.at(-1)
  if (first[0] !== last[0] || first[1] !== last[1]) coords.push([...first])
  return coords
}

/**
 * Chinese names in common use; places without one keep their English name in both languages. Never a word-by-word
 * rendering of a proper name: College station is "College", not "学院站" (a college), and so are King, Queen, Museum
 * and Waterfront.
 */
const ZH = {
  toronto: '多伦多',
  vancouver: '温哥华',
  'Line 1 Yonge–University': '1号线 央街–大学线',
  'Line 2 Bloor–Danforth': '2号线 布洛尔–丹福斯线',
  'Expo Line': '世博线',
  'Canada Line': '加拿大线',
  Union: '联合车站',
  Dundas: '登打士站',
  Wellesley: '威尔斯利站',
  Rosedale: '玫瑰谷站',
  Eglinton: '爱灵顿站',
  Lawrence: '劳伦斯站',
  'York Mills': '约克米尔斯站',
  'St Clair': '圣克莱尔站',
  Davisville: '戴维斯维尔站',
  Spadina: '士巴丹拿站',
  "Queen's Park": '女王公园站',
  'St Andrew': '圣安德鲁站',
  Osgoode: '奥斯古德站',
  Bay: '湾街站',
  Yorkdale: '约克代尔站',
  'High Park': '高地公园站',
  Broadview: '布罗德维尤站',
  Keele: '基尔站',
  'Bloor-Yonge': '布洛尔-央街',
  'St George': '圣乔治',
  'Sheppard-Yonge': '雪柏-央街',
  'North York Centre': '北约克中心',
  Finch: '芬治',
  Kennedy: '肯尼迪',
  Kipling: '基普林',
  'York University': '约克大学',
  'Vaughan Metropolitan Centre': '旺市都会中心',
  Metrotown: '铁道镇',
  'Richmond–Brighouse': '列治文–布里格豪斯',
  'Vancouver City Centre': '温哥华市中心',
  'Oakridge–41st Avenue': '橡树岭–41大道',
  'Stadium–Chinatown': '体育馆–唐人街',
  'Main Street–Science World': '缅街–科学世界',
  'Commercial–Broadway': '商业街–百老汇',
  'Joyce–Collingwood': '乔伊斯–哥林活',
  'Broadway–City Hall': '百老汇–市政厅',
  'Yaletown–Roundhouse': '耶鲁镇–圆房',
  'Arbutus Ridge': '阿布图斯岭',
  Downtown: '市中心',
  'Dunbar-Southlands': '登巴–南地',
  Fairview: '费尔维尤',
  'Grandview-Woodland': '格兰维尤–伍德兰',
  'Hastings-Sunrise': '黑斯廷斯–日出',
  'Kensington-Cedar Cottage': '肯辛顿–雪松小屋',
  Kerrisdale: '克里斯代尔',
  Killarney: '基拉尼',
  Kitsilano: '基斯兰奴',
  Marpole: '马波',
  'Mount Pleasant': '快乐山',
  Oakridge: '橡树岭',
  'Renfrew-Collingwood': '伦弗鲁–哥林活',
  'Riley Park': '莱利公园',
  Shaughnessy: '桑拿斯',
  'South Cambie': '南甘比',
  Strathcona: '士达孔拿',
  Sunset: '日落区',
  'Victoria-Fraserview': '维多利亚–菲沙景',
  'West End': '西区',
  'West Point Grey': '西点格雷',
  'Yonge-Eglinton': '央街–爱灵顿',
  'Yonge-St.Clair': '央街–圣克莱尔',
  'Bay Street Corridor': '湾街走廊',
  'Church-Yonge Corridor': '教堂街–央街走廊',
  'Waterfront Communities-The Island': '湖滨社区–多伦多岛',
  'Kensington-Chinatown': '肯辛顿–唐人街',
  'Rosedale-Moore Park': '玫瑰谷–摩尔公园',
  'Forest Hill South': '森林山南',
  'Forest Hill North': '森林山北',
  'Bridle Path-Sunnybrook-York Mills': '布莱德尔路–阳光溪–约克米尔斯',
  'Willowdale East': '柳谷东',
  'Willowdale West': '柳谷西',
  'Agincourt North': '爱静阁北',
  'Agincourt South-Malvern West': '爱静阁南–马尔文西',
  'High Park North': '高地公园北',
  'The Annex': '安纳克斯',
  'Leaside-Bennington': '利赛德–本宁顿',
  'Lawrence Park North': '劳伦斯公园北',
  'Lawrence Park South': '劳伦斯公园南',
  'Banbury-Don Mills': '班伯里–当米尔斯',
  'Bayview Village': '贝维尤村',
  'University of Toronto - St. George': '多伦多大学圣乔治校区',
  'York University - Keele': '约克大学基尔校区',
  'University of British Columbia': '不列颠哥伦比亚大学',
}

/**
 * Lake Ontario: the reference has no lake, but Toronto's outline follows its shore from the Rouge (point 3) to
 * Etobicoke Creek (point 13); the lake is that shore closed by a box to the south.
 */
const LAKE_ONTARIO = [...reference.bounds.toronto.slice(3, 14), [43.45, -79.56], [43.45, -79.05], [43.79, -79.05]]

const label = (name) => (ZH[name] ? { en: name, zh: ZH[name] } : { en: name })

/** The reference lists each line's stations in order; a line starts again at its first terminus. */
const LINES = {
  toronto: [
    { name: 'Line 1 Yonge–University', colour: '#F8C300', from: 'Vaughan Metropolitan Centre', to: 'Finch' },
    { name: 'Line 2 Bloor–Danforth', colour: '#00923F', from: 'Kipling', to: 'Kennedy' },
  ],
  vancouver: [
    { name: 'Expo Line', colour: '#1D59AF', from: 'Waterfront', to: 'Columbia' },
    { name: 'Canada Line', colour: '#0098C9', fromIndex: 16, to: 'Richmond–Brighouse' },
  ],
}

const features = { land: [], water: [], streets: [], lines: [] }
const labels = []
for (const city of ['toronto', 'vancouver']) {
  features.land.push({
    type: 'Feature',
    properties: { city },
    geometry: { type: 'Polygon', coordinates: [ring(reference.bounds[city])] },
  })
  if (city === 'toronto') {
    features.water.push({
      type: 'Feature',
      properties: { city, name: 'Lake Ontario' },
      geometry: { type: 'Polygon', coordinates: [ring(LAKE_ONTARIO)] },
    })
  }
  for (const water of reference.water[city]) {
    features.water.push({
      type: 'Feature',
      properties: { city },
      geometry: { type: 'Polygon', coordinates: [ring(water)] },
    })
  }
  const stations = reference.stations[city]
  for (const line of LINES[city]) {
    const start = line.fromIndex ?? stations.findIndex((s) => s.name === line.from)
    const end = stations.findIndex((s, i) => i >= start && s.name === line.to)
    const stops = stations.slice(start, end + 1)
    features.lines.push({
      type: 'Feature',
      properties: { name: line.name, colour: line.colour },
      geometry: { type: 'LineString', coordinates: stops.map((s) => [round(s.lng), round(s.lat)]) },
    })
    for (const s of stops) {
      if (labels.some((l) => l.kind === 'station' && l.en === s.name)) continue
      labels.push({ kind: 'station', ...label(s.name), lng: round(s.lng), lat: round(s.lat), colour: line.colour })
    }
  }
  for (const street of streets[city]) {
    const coords = street.path.map(([lat, lng]) => [round(lng), round(lat)])
    features.streets.push({
      type: 'Feature',
      properties: { name: street.name, rank: street.rank },
      geometry: { type: 'LineString', coordinates: coords },
    })
    // One name per stretch between two points, at its middle, with the stretch's ends so the label runs along it.
    for (let i = 1; i < coords.length; i++) {
      const [a, b] = [coords[i - 1], coords[i]]
      labels.push({
        kind: street.rank === 'major' ? 'street' : 'side-street',
        ...label(street.name),
        lng: round((a[0] + b[0]) / 2),
        lat: round((a[1] + b[1]) / 2),
        along: [a, b],
      })
    }
  }
  for (const n of reference[city]) labels.push({ kind: 'area', ...label(n.name), lng: round(n.lng), lat: round(n.lat) })
  for (const c of reference.campuses[city])
    labels.push({ kind: 'campus', ...label(c.name), lng: round(c.lng), lat: round(c.lat) })
}

const collection = (list) => ({ type: 'FeatureCollection', features: list })
const data = {
  note: 'Generated by apps/web/scripts/build-basemap.mjs from apps/api/src/reference/geo-reference.json and street-lines.json; do not edit.',
  land: collection(features.land),
  water: collection(features.water),
  streets: collection(features.streets),
  lines: collection(features.lines),
  labels,
}
writeFileSync(out, `${JSON.stringify(data)}\n`)
console.log(
  `basemap: ${features.land.length} outlines, ${features.water.length} water areas, ${features.streets.length} streets, ${features.lines.length} lines, ${labels.length} labels, ${JSON.stringify(data).length} bytes`,
)
