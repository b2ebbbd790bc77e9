import type { MessageKey } from '@maplenest/core'
import type { MenuGlyph } from './components/menu-icons.tsx'

export interface MenuItem {
  glyph: MenuGlyph
  labelKey: MessageKey
  /** Where the tile leads; tiles without a destination are shown muted and do nothing. */
  to?: string
  tint: string
}

/** The home menu tiles of spec §2: six linked, four shown without a destination. */
export const HOME_MENU: readonly MenuItem[] = [
  { glyph: 'sale', labelKey: 'ui.home.menu.sale', to: '/pages/toronto/sale/sale-list', tint: '#04D188' },
  { glyph: 'rent', labelKey: 'ui.home.menu.rent', to: '/pages/toronto/lease/lease-list', tint: '#2F8CFF' },
  { glyph: 'new', labelKey: 'ui.home.menu.new', to: '/pages/precons/precons-list', tint: '#FF8A3D' },
  { glyph: 'school', labelKey: 'ui.home.menu.school', to: '/pages/school/school-list', tint: '#8C6CFF' },
  { glyph: 'agent', labelKey: 'ui.home.menu.agent', to: '/pages/agent/agent-list', tint: '#F2B705' },
  { glyph: 'loan', labelKey: 'ui.home.menu.loan', to: '/pages/my/calculate/calculate', tint: '#12B5C9' },
  { glyph: 'exclusive', labelKey: 'ui.home.menu.exclusive', tint: '#F1F2F4' },
  { glyph: 'market', labelKey: 'ui.home.menu.market', tint: '#F1F2F4' },
  { glyph: 'renovation', labelKey: 'ui.home.menu.renovation', tint: '#F1F2F4' },
  { glyph: 'more', labelKey: 'ui.home.menu.more', tint: '#F1F2F4' },
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
    seeAll: '/pages/toronto/sale/sale-list',
  },
  {
    key: 'rent',
    labelKey: 'ui.home.tab.rent',
    emptyTitleKey: 'ui.home.empty.rent.title',
    emptyDescriptionKey: 'ui.home.empty.rent.description',
    seeAll: '/pages/toronto/lease/lease-list',
  },
  {
    key: 'precons',
    labelKey: 'ui.home.tab.precons',
    emptyTitleKey: 'ui.home.empty.precons.title',
    emptyDescriptionKey: 'ui.home.empty.precons.description',
    seeAll: '/pages/precons/precons-list',
  },
]
