import { MARKET_PATH, type MessageKey } from '@maplenest/core'
import { AGENT_LIST_PATH, DIRECT_LIST_PATH } from '../../entities/agent/index.ts'
import { ALL_TYPES, LIST_PATHS } from '../../entities/listing/index.ts'
import { PRECONS_PATHS } from '../../entities/project/index.ts'
import { SCHOOL_LIST_PATH, UNIVERSITY_PATH } from '../../entities/school/index.ts'
import type { MenuGlyph } from './components/menu-icons.tsx'

export interface MenuItem {
  glyph: MenuGlyph
  labelKey: MessageKey
  /** Where the tile leads; without one, the tile opens the sheet of further tools (More). */
  to?: string
  tint: string
}

/**
 * The home menu tiles of spec §2. Exclusive opens the direct (owner-listed) homes, Market the neighbourhood figures;
 * Renovation, a service we do not offer, gave its place to Universities; More opens the sheet of further tools.
 */
export const HOME_MENU: readonly MenuItem[] = [
  // Sale and Rent mean every type of home; the list's type filter narrows it.
  {
    glyph: 'sale',
    labelKey: 'ui.home.menu.sale',
    to: `${LIST_PATHS.saleCondo}?roomType=${ALL_TYPES}`,
    tint: '#04D188',
  },
  {
    glyph: 'rent',
    labelKey: 'ui.home.menu.rent',
    to: `${LIST_PATHS.leaseCondo}?roomType=${ALL_TYPES}`,
    tint: '#2F8CFF',
  },
  { glyph: 'new', labelKey: 'ui.home.menu.new', to: PRECONS_PATHS.list, tint: '#FF8A3D' },
  { glyph: 'school', labelKey: 'ui.home.menu.school', to: SCHOOL_LIST_PATH, tint: '#8C6CFF' },
  { glyph: 'agent', labelKey: 'ui.home.menu.agent', to: AGENT_LIST_PATH, tint: '#F2B705' },
  { glyph: 'loan', labelKey: 'ui.home.menu.loan', to: '/pages/my/calculate/calculate', tint: '#12B5C9' },
  { glyph: 'exclusive', labelKey: 'ui.home.menu.exclusive', to: DIRECT_LIST_PATH, tint: '#E5484D' },
  { glyph: 'market', labelKey: 'ui.home.menu.market', to: MARKET_PATH, tint: '#3E63DD' },
  { glyph: 'university', labelKey: 'ui.home.menu.university', to: UNIVERSITY_PATH, tint: '#0E7C86' },
  { glyph: 'more', labelKey: 'ui.home.menu.more', tint: '#6E56CF' },
]

/** The tools behind the More tile. */
export const MORE_ITEMS: readonly { labelKey: MessageKey; to: string }[] = [
  { labelKey: 'ui.home.more.map', to: '/pages/map/map' },
  { labelKey: 'ui.home.more.schoolMap', to: '/pages/map/map-school' },
  { labelKey: 'ui.home.more.browse', to: '/pages/my/browse/browse-list' },
  { labelKey: 'ui.home.more.faq', to: '/pages/my/faq/faq-list' },
  { labelKey: 'ui.home.more.install', to: '/pages/my/public/addhome' },
  { labelKey: 'ui.home.more.about', to: '/pages/my/about/about-us' },
]

export type HomeTabKey = 'latest' | 'buy' | 'rent' | 'precons'

export interface HomeTab {
  key: HomeTabKey
  labelKey: MessageKey
  emptyTitleKey: MessageKey
  emptyDescriptionKey: MessageKey
  /** The full list for this tab. */
  seeAll?: string
}

export const HOME_TABS: readonly HomeTab[] = [
  {
    key: 'latest',
    labelKey: 'ui.home.tab.latest',
    emptyTitleKey: 'ui.home.empty.latest.title',
    emptyDescriptionKey: 'ui.home.empty.latest.description',
  },
  {
    key: 'buy',
    labelKey: 'ui.home.tab.buy',
    emptyTitleKey: 'ui.home.empty.buy.title',
    emptyDescriptionKey: 'ui.home.empty.buy.description',
    seeAll: `${LIST_PATHS.saleCondo}?roomType=${ALL_TYPES}`,
  },
  {
    key: 'rent',
    labelKey: 'ui.home.tab.rent',
    emptyTitleKey: 'ui.home.empty.rent.title',
    emptyDescriptionKey: 'ui.home.empty.rent.description',
    seeAll: `${LIST_PATHS.leaseCondo}?roomType=${ALL_TYPES}`,
  },
  {
    key: 'precons',
    labelKey: 'ui.home.tab.precons',
    emptyTitleKey: 'ui.home.empty.precons.title',
    emptyDescriptionKey: 'ui.home.empty.precons.description',
    seeAll: PRECONS_PATHS.list,
  },
]
