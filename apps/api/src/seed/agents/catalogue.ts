import type { AgentLanguage, City } from '@maplenest/core'

/**
 * Brokerage offices agents in each city work from (real brokerage names; the people are invented), each with the
 * division it stands in: an agent's service area is their office's, so the address on a profile lies in the area
 * it names.
 */
export const BROKERAGES: Record<City, readonly { name: string; address: string; fax: string; division: string }[]> = {
  toronto: [
    {
      name: 'Royal LePage Signature Realty, Brokerage',
      address: '495 Wellington St W, Toronto, ON M5V 1E9',
      fax: '+14165550190',
      division: 'Downtown Toronto',
    },
    {
      name: 'RE/MAX Realtron Realty Inc., Brokerage',
      address: '183 Willowdale Ave, Toronto, ON M2N 4Y9',
      fax: '+14165550191',
      division: 'North York',
    },
    {
      name: 'Right at Home Realty, Brokerage',
      address: '1396 Don Mills Rd, Toronto, ON M3B 0A7',
      fax: '+14165550192',
      division: 'North York',
    },
    {
      name: 'HomeLife Landmark Realty Inc., Brokerage',
      address: '7240 Woodbine Ave, Markham, ON L3R 1A4',
      fax: '+19055550193',
      division: 'Markham',
    },
    {
      name: 'Sutton Group-Admiral Realty Inc., Brokerage',
      address: '1206 Centre St, Thornhill, ON L4J 3M9',
      fax: '+19055550194',
      division: 'Vaughan',
    },
    {
      name: 'Century 21 Leading Edge Realty Inc., Brokerage',
      address: '165 Main St N, Markham, ON L3P 1Y2',
      fax: '+19055550195',
      division: 'Markham',
    },
    {
      name: 'Royal LePage Real Estate Professionals, Brokerage',
      address: '3031 Bloor St W, Toronto, ON M8X 1C5',
      fax: '+14165550196',
      division: 'Etobicoke',
    },
    {
      name: 'Century 21 Leading Edge Realty Inc., Brokerage',
      address: '1825 Markham Rd, Toronto, ON M1B 4Z9',
      fax: '+14165550197',
      division: 'Scarborough',
    },
  ],
  vancouver: [
    {
      name: 'Macdonald Realty',
      address: '2105 W 38th Ave, Vancouver, BC V6M 1R8',
      fax: '+16045550190',
      division: 'Vancouver West Side',
    },
    {
      name: 'Oakwyn Realty Ltd.',
      address: '3195 Granville St, Vancouver, BC V6H 3K2',
      fax: '+16045550191',
      division: 'Vancouver West Side',
    },
    {
      name: 'RE/MAX Crest Realty',
      address: '1428 W 7th Ave, Vancouver, BC V6H 1C1',
      fax: '+16045550192',
      division: 'Vancouver West Side',
    },
    {
      name: 'Royal LePage Sussex',
      address: '2397 Marine Dr, West Vancouver, BC V7V 1K9',
      fax: '+16045550193',
      division: 'West Vancouver',
    },
    {
      name: 'Sutton Group - West Coast Realty',
      address: '3010 Arbutus St, Vancouver, BC V6J 4P8',
      fax: '+16045550194',
      division: 'Kitsilano',
    },
    {
      name: 'Rennie & Associates Realty Ltd.',
      address: '51 E Pender St, Vancouver, BC V6A 1S9',
      fax: '+16045550195',
      division: 'Downtown Vancouver',
    },
  ],
}

/**
 * Administrative divisions (Statistics Canada census subdivision codes) agents are based in, with the place a
 * postal address there ends with.
 */
export const DIVISIONS: Record<City, readonly { en: string; zh: string; id: string; region: string }[]> = {
  toronto: [
    { en: 'Downtown Toronto', zh: '多伦多市中心', id: '3520005', region: 'Toronto, ON' },
    { en: 'North York', zh: '北约克', id: '3520005', region: 'Toronto, ON' },
    { en: 'Scarborough', zh: '士嘉堡', id: '3520005', region: 'Toronto, ON' },
    { en: 'Etobicoke', zh: '怡陶碧谷', id: '3520005', region: 'Toronto, ON' },
    { en: 'Markham', zh: '万锦', id: '3519036', region: 'Markham, ON' },
    { en: 'Vaughan', zh: '旺市', id: '3519028', region: 'Thornhill, ON' },
  ],
  vancouver: [
    { en: 'Downtown Vancouver', zh: '温哥华市中心', id: '5915022', region: 'Vancouver, BC' },
    { en: 'Kitsilano', zh: '基斯兰奴', id: '5915022', region: 'Vancouver, BC' },
    { en: 'Vancouver West Side', zh: '温哥华西区', id: '5915022', region: 'Vancouver, BC' },
    { en: 'West Vancouver', zh: '西温哥华', id: '5915055', region: 'West Vancouver, BC' },
  ],
}

/** Names of agents who write their profile in English. */
export const ENGLISH_NAMES = [
  'Sarah Mitchell',
  'James Patel',
  'Emily Tremblay',
  'Michael Singh',
  'Jessica Nguyen',
  'David Kim',
  'Amanda Rossi',
  'Ryan MacDonald',
  'Priya Sharma',
  'Kevin O’Brien',
  'Laura Fernandes',
  'Daniel Cohen',
  'Natalie Dubois',
  'Arjun Gill',
  'Rachel Park',
  'Jason Lee',
  'Megan Walsh',
  'Omar Haddad',
]

/** Chinese-speaking agents: an English given name with the family name, and the Chinese name. */
export const CHINESE_NAMES = [
  ['Grace Liu', '刘欣怡'],
  ['Kevin Zhang', '张凯文'],
  ['Annie Wang', '王安妮'],
  ['Henry Chen', '陈浩然'],
  ['Lily Huang', '黄丽丽'],
  ['Eric Li', '李志强'],
  ['Cindy Zhao', '赵欣'],
  ['Tony Wu', '吴东'],
  ['Vivian Lin', '林薇'],
  ['Jack Xu', '徐杰'],
  ['Helen Ma', '马慧'],
  ['Frank Yang', '杨帆'],
  ['Jenny Sun', '孙静'],
  ['Leo Guo', '郭磊'],
  ['Iris Zhou', '周颖'],
  ['Bruce Ho', '何志明'],
] as const

export const OTHER_LANGUAGES: readonly AgentLanguage[] = [
  'french',
  'punjabi',
  'hindi',
  'korean',
  'persian',
  'spanish',
  'tagalog',
  'vietnamese',
]

export const FIELDS = [
  ['Condos and first-time buyers', '公寓及首次购房'],
  ['Luxury detached homes', '豪华独立屋'],
  ['Investment properties and pre-construction', '投资物业及楼花'],
  ['Leasing and student rentals', '租赁及留学生租房'],
  ['Relocation and new immigrants', '移民安家'],
  ['Townhouses and family homes', '联排别墅及家庭住宅'],
] as const

export const CERTIFICATES: Record<City, readonly { name: string; issuer: string }[]> = {
  toronto: [
    { name: 'Registered Real Estate Salesperson', issuer: 'Real Estate Council of Ontario (RECO)' },
    { name: 'Registered Real Estate Broker', issuer: 'Real Estate Council of Ontario (RECO)' },
    { name: 'Accredited Buyer’s Representative (ABR)', issuer: 'Real Estate Buyer’s Agent Council' },
    { name: 'Certified Residential Specialist (CRS)', issuer: 'Residential Real Estate Council' },
  ],
  vancouver: [
    { name: 'Licensed Trading Representative', issuer: 'BC Financial Services Authority (BCFSA)' },
    { name: 'Managing Broker Licence', issuer: 'BC Financial Services Authority (BCFSA)' },
    { name: 'Accredited Buyer’s Representative (ABR)', issuer: 'Real Estate Buyer’s Agent Council' },
    { name: 'Seniors Real Estate Specialist (SRES)', issuer: 'National Association of REALTORS®' },
  ],
}

/**
 * Owner-direct listing areas: a neighbourhood of the register of places (Liberty Village lies in Niagara, Leslieville
 * in South Riverdale, Yorkville in the Annex, Yaletown Downtown), a point in it (latitude, longitude) and its streets.
 */
export const DIRECT_AREAS: Record<City, readonly { name: string; lat: number; lng: number; streets: string[] }[]> = {
  toronto: [
    {
      name: 'Niagara',
      lat: 43.6383,
      lng: -79.4201,
      streets: ['Liberty St', 'East Liberty St', 'Atlantic Ave'],
    },
    { name: 'Annex', lat: 43.6703, lng: -79.404, streets: ['Brunswick Ave', 'Huron St', 'Madison Ave'] },
    { name: 'South Riverdale', lat: 43.6625, lng: -79.333, streets: ['Logan Ave', 'Carlaw Ave', 'Pape Ave'] },
    { name: 'Willowdale East', lat: 43.77, lng: -79.41, streets: ['Yonge St', 'Sheppard Ave E', 'Empress Ave'] },
    { name: 'Annex', lat: 43.671, lng: -79.393, streets: ['Cumberland St', 'Scollard St', 'Hazelton Ave'] },
  ],
  vancouver: [
    { name: 'Kitsilano', lat: 49.2684, lng: -123.1686, streets: ['W 4th Ave', 'Yew St', 'Balsam St'] },
    { name: 'Mount Pleasant', lat: 49.2626, lng: -123.1003, streets: ['Main St', 'E 10th Ave', 'Quebec St'] },
    { name: 'Downtown', lat: 49.275, lng: -123.1214, streets: ['Mainland St', 'Homer St', 'Drake St'] },
    { name: 'Kerrisdale', lat: 49.2343, lng: -123.155, streets: ['W 41st Ave', 'Larch St', 'Maple St'] },
    { name: 'Marpole', lat: 49.2106, lng: -123.1311, streets: ['W 70th Ave', 'Hudson St', 'Granville St'] },
  ],
}

export const OWNER_NAMES = [
  'Mark Thompson',
  'Susan Lee',
  'Wei Chen',
  'Patricia Brown',
  'Raj Malhotra',
  'Linda Zhou',
  'George Papadopoulos',
  'Mei Wong',
  'Carlos Silva',
  'Anne Leblanc',
  'Tom Nakamura',
  'Fiona Campbell',
  'Hao Sun',
  'Olga Ivanova',
]
