import type { DemoCity } from '../geo/index.ts'

/**
 * Real builders active in Toronto and Vancouver, with their public web sites. Founding years are given only where
 * they are widely published; the descriptions are short demo texts, not the builders' own words.
 */
export interface DemoBuilder {
  id: string
  name: string
  city: DemoCity
  founded: number | null
  website: string
  description: string
  /** Builds townhouses and detached homes as well as towers. */
  lowRise: boolean
}

export const DEMO_BUILDERS: readonly DemoBuilder[] = [
  {
    id: 'tridel',
    lowRise: false,
    name: 'Tridel',
    city: 'toronto',
    founded: 1934,
    website: 'https://www.tridel.com',
    description: 'Family-run Toronto condominium builder known for amenity-rich towers and its Built Green program.',
  },
  {
    id: 'menkes',
    lowRise: false,
    name: 'Menkes Developments',
    city: 'toronto',
    founded: null,
    website: 'https://www.menkes.com',
    description: 'Toronto developer of high-rise condominiums, offices and mixed-use communities.',
  },
  {
    id: 'concord-adex',
    lowRise: false,
    name: 'Concord Adex',
    city: 'toronto',
    founded: null,
    website: 'https://www.concordadex.com',
    description: 'Builder of master-planned waterfront and transit-side communities such as CityPlace.',
  },
  {
    id: 'mattamy',
    lowRise: true,
    name: 'Mattamy Homes',
    city: 'toronto',
    founded: 1978,
    website: 'https://mattamyhomes.com',
    description: 'Canada’s largest privately owned home builder: townhouses, detached homes and urban condos.',
  },
  {
    id: 'great-gulf',
    lowRise: true,
    name: 'Great Gulf',
    city: 'toronto',
    founded: 1975,
    website: 'https://greatgulf.com',
    description: 'Builder of low-rise and high-rise homes across the Greater Toronto Area.',
  },
  {
    id: 'daniels',
    lowRise: true,
    name: 'The Daniels Corporation',
    city: 'toronto',
    founded: 1983,
    website: 'https://danielshomes.ca',
    description: 'Builder of mixed-income communities, known for the Regent Park revitalisation.',
  },
  {
    id: 'minto',
    lowRise: true,
    name: 'Minto Communities',
    city: 'toronto',
    founded: 1955,
    website: 'https://www.minto.com',
    description: 'Builder of condominiums and townhouses with a focus on energy-efficient construction.',
  },
  {
    id: 'lanterra',
    lowRise: false,
    name: 'Lanterra Developments',
    city: 'toronto',
    founded: null,
    website: 'https://www.lanterradevelopments.com',
    description: 'Developer of downtown Toronto condominium towers near transit.',
  },
  {
    id: 'pinnacle-international',
    lowRise: false,
    name: 'Pinnacle International',
    city: 'vancouver',
    founded: null,
    website: 'https://pinnacleinternational.ca',
    description: 'Developer of high-rise communities in Vancouver and Toronto.',
  },
  {
    id: 'westbank',
    lowRise: false,
    name: 'Westbank',
    city: 'vancouver',
    founded: 1992,
    website: 'https://westbankcorp.com',
    description: 'Vancouver developer of design-led towers and mixed-use projects.',
  },
  {
    id: 'bosa',
    lowRise: false,
    name: 'Bosa Properties',
    city: 'vancouver',
    founded: null,
    website: 'https://www.bosaproperties.com',
    description: 'Family-owned developer of residential towers around Metro Vancouver.',
  },
  {
    id: 'onni',
    lowRise: true,
    name: 'Onni Group',
    city: 'vancouver',
    founded: null,
    website: 'https://www.onni.com',
    description: 'Developer, builder and manager of residential and commercial properties.',
  },
  {
    id: 'intracorp',
    lowRise: true,
    name: 'Intracorp Homes',
    city: 'vancouver',
    founded: null,
    website: 'https://intracorphomes.com',
    description: 'Builder of condominiums and townhomes in Vancouver neighbourhoods.',
  },
  {
    id: 'polygon',
    lowRise: true,
    name: 'Polygon Homes',
    city: 'vancouver',
    founded: 1980,
    website: 'https://www.polyhomes.com',
    description: 'Builder of condominiums and townhomes across Metro Vancouver.',
  },
  {
    id: 'concord-pacific',
    lowRise: false,
    name: 'Concord Pacific',
    city: 'vancouver',
    founded: 1987,
    website: 'https://www.concordpacific.com',
    description: 'Developer of master-planned communities on Vancouver’s False Creek.',
  },
  {
    id: 'anthem',
    lowRise: true,
    name: 'Anthem Properties',
    city: 'vancouver',
    founded: null,
    website: 'https://anthemproperties.com',
    description: 'Developer of condominiums, townhomes and mixed-use communities in Western Canada.',
  },
]

/** Marketing and sales brokerages of new projects. */
export const SALES_COMPANIES: Record<DemoCity, readonly string[]> = {
  toronto: [
    'Baker Real Estate Incorporated',
    'Milborne Real Estate Inc.',
    'Pre-Con Sales Group',
    'In-house sales team',
  ],
  vancouver: ['MLA Canada', 'Rennie', 'Magnum Projects', 'In-house sales team'],
}

export const NAME_WORDS = [
  'Aster',
  'Birch',
  'Cedar',
  'Linden',
  'Aurelia',
  'Vela',
  'Sable',
  'Juniper',
  'Marlow',
  'Halden',
  'Sorrel',
  'Wren',
  'Larkin',
  'Ember',
  'Lumen',
  'Arden',
  'Solis',
  'Maple',
  'Harbour',
  'Crescent',
  'Summit',
  'Verdant',
  'Alder',
  'Hazel',
] as const

export const NAME_SUFFIXES = {
  condo: ['Residences', 'Condos', 'Towers', 'on the Park', 'Collection', 'House', 'Place', 'Square'],
  townhouse: ['Towns', 'Townhomes', 'Row'],
  detached: ['Estates', 'Homes', 'Gardens'],
} as const

/** Layout names in the marketing style: a word per plan. */
export const LAYOUT_NAMES = [
  'Ash',
  'Beech',
  'Cypress',
  'Dogwood',
  'Elm',
  'Fir',
  'Ginkgo',
  'Holly',
  'Ivy',
  'Jasmine',
  'Kestrel',
  'Laurel',
  'Magnolia',
  'Nova',
  'Oak',
  'Pine',
  'Quill',
  'Rowan',
  'Spruce',
  'Tamarack',
  'Umber',
  'Violet',
  'Willow',
  'Yew',
] as const
