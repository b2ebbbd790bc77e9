import type { City } from '../listings/listing-codes.ts'

/**
 * The municipalities of Greater Toronto and Metro Vancouver that we cover besides the two cities, with the
 * communities people name inside them. A listing there keeps its region's city code (toronto is Greater Toronto,
 * vancouver Greater Vancouver) and names its community as its neighbourhood; a municipality stands for its
 * communities, as a district of Toronto stands for its neighbourhoods.
 *
 * Chinese names are the ones Chinese-language media and agents use (万锦, 列治文山, 本拿比); a community with no settled
 * Chinese name is transliterated, as the register's rule is. Centres are where the community's homes gather, a
 * little inland where the community meets water, so that homes drawn round them stay on land.
 */

export interface Community {
  readonly en: string
  readonly zh: string
  readonly lat: number
  readonly lng: number
}

export interface Municipality {
  readonly en: string
  readonly zh: string
  /** The region it belongs to. */
  readonly city: City
  /** Other names people type, besides the English and Chinese names. */
  readonly aliases: readonly string[]
  readonly communities: readonly Community[]
}

const c = (en: string, zh: string, lat: number, lng: number): Community => ({ en, zh, lat, lng })

export const MUNICIPALITIES: readonly Municipality[] = [
  {
    en: 'Markham',
    zh: '万锦',
    city: 'toronto',
    aliases: ['马克姆', '萬錦市'],
    communities: [
      c('Unionville', '于人村', 43.867, -79.313),
      c('Markham Village', '万锦村', 43.877, -79.262),
      c('Milliken Mills', '米利肯', 43.84, -79.29),
      c('Cornell', '康奈尔', 43.883, -79.229),
    ],
  },
  {
    en: 'Richmond Hill',
    zh: '列治文山',
    city: 'toronto',
    aliases: ['烈治文山', 'rich hill'],
    communities: [
      c('Bayview Hill', '贝维山', 43.866, -79.401),
      c('Mill Pond', '米尔庞德', 43.879, -79.445),
      c('Oak Ridges', '橡树岭', 43.947, -79.46),
      c('Langstaff', '朗斯塔夫', 43.848, -79.427),
    ],
  },
  {
    en: 'Vaughan',
    zh: '旺市',
    city: 'toronto',
    aliases: ['沃恩'],
    communities: [
      c('Thornhill', '桑希尔', 43.815, -79.45),
      c('Woodbridge', '伍德布里奇', 43.784, -79.6),
      c('Maple', '枫树镇', 43.854, -79.5085),
      c('Vaughan Metropolitan Centre', '旺市都会中心', 43.7942, -79.5275),
      c('Kleinburg', '克莱恩堡', 43.839, -79.629),
    ],
  },
  {
    en: 'Mississauga',
    zh: '密西沙加',
    city: 'toronto',
    aliases: ['sauga', '密市'],
    communities: [
      c('Mississauga City Centre', '密西沙加市中心', 43.593, -79.642),
      c('Port Credit', '波特克雷迪特', 43.557, -79.59),
      c('Erin Mills', '艾琳米尔斯', 43.556, -79.716),
      c('Meadowvale', '梅多维尔', 43.591, -79.751),
    ],
  },
  {
    en: 'Oakville',
    zh: '奥克维尔',
    city: 'toronto',
    aliases: ['橡树镇'],
    communities: [
      c('Old Oakville', '奥克维尔老城', 43.452, -79.676),
      c('Glen Abbey', '格伦艾比', 43.435, -79.725),
      c('River Oaks', '里弗奥克斯', 43.48, -79.706),
      c('Joshua Creek', '约书亚溪', 43.474, -79.656),
    ],
  },
  {
    en: 'Richmond',
    zh: '列治文',
    city: 'vancouver',
    aliases: ['烈治文'],
    communities: [
      c('Richmond City Centre', '列治文市中心', 49.168, -123.137),
      c('Steveston', '史蒂夫斯顿', 49.133, -123.173),
      c('Broadmoor', '布罗德摩尔', 49.15, -123.125),
      c('Terra Nova', '特拉诺瓦', 49.172, -123.178),
    ],
  },
  {
    en: 'Burnaby',
    zh: '本拿比',
    city: 'vancouver',
    aliases: ['本那比'],
    communities: [
      c('Metrotown', '铁道镇', 49.227, -123.003),
      c('Brentwood', '布伦特伍德', 49.266, -123.001),
      c('Burnaby Heights', '本拿比高地', 49.2808, -123.012),
      c('Edmonds', '埃德蒙兹', 49.2123, -122.959),
    ],
  },
  {
    en: 'Coquitlam',
    zh: '高贵林',
    city: 'vancouver',
    aliases: ['高貴林'],
    communities: [
      c('Coquitlam City Centre', '高贵林市中心', 49.28, -122.802),
      c('Burke Mountain', '伯克山', 49.305, -122.765),
      c('Austin Heights', '奥斯汀高地', 49.2455, -122.8665),
      c('Burquitlam', '伯奎特兰', 49.263, -122.883),
    ],
  },
  {
    en: 'North Vancouver',
    zh: '北温哥华',
    city: 'vancouver',
    aliases: ['north van', 'n van', '北温'],
    communities: [
      c('Lonsdale', '朗斯代尔', 49.322, -123.072),
      c('Lynn Valley', '林恩谷', 49.3398, -123.0364),
      c('Edgemont', '艾奇蒙', 49.3394, -123.0996),
    ],
  },
  {
    en: 'West Vancouver',
    zh: '西温哥华',
    city: 'vancouver',
    aliases: ['west van', 'w van', '西温'],
    communities: [
      c('Ambleside', '安博塞德', 49.335, -123.152),
      c('Dundarave', '邓达拉夫', 49.339, -123.183),
      c('British Properties', '英属地', 49.348, -123.135),
      c('Caulfeild', '考菲尔德', 49.35, -123.235),
    ],
  },
  {
    en: 'Surrey',
    zh: '素里',
    city: 'vancouver',
    aliases: ['素里市'],
    communities: [
      c('Surrey City Centre', '素里市中心', 49.189, -122.849),
      c('Guildford', '吉尔福德', 49.19, -122.803),
      c('Fleetwood', '弗利特伍德', 49.152, -122.78),
      c('Newton', '纽顿', 49.13, -122.845),
      c('South Surrey', '南素里', 49.05, -122.78),
    ],
  },
  {
    en: 'University Endowment Lands',
    zh: '大学城',
    city: 'vancouver',
    aliases: ['uel', 'ubc area', 'UBC大学城'],
    communities: [c('Wesbrook Village', '韦斯布鲁克村', 49.2525, -123.2355)],
  },
]

/** The municipalities of a region. */
export const municipalitiesOf = (city: City): readonly Municipality[] => MUNICIPALITIES.filter((m) => m.city === city)

/** A municipality by its English name, in a region (any region without one). */
export function findMunicipality(name: string, city?: City): Municipality | undefined {
  const key = name.trim().toLowerCase()
  return MUNICIPALITIES.find((m) => m.en.toLowerCase() === key && (city === undefined || m.city === city))
}

/** The municipality a community lies in, or undefined for a neighbourhood of one of the two cities. */
export function municipalityOfCommunity(city: City, community: string): Municipality | undefined {
  return municipalitiesOf(city).find((m) => m.communities.some((c) => c.en === community))
}
