import type { MessageKey } from '@maplenest/core'
import type { ComponentType } from 'react'
import { HomeIcon, MapIcon, StarIcon, UserIcon } from '../../shared/ui/icons.tsx'
import type { TabKey } from '../route-table.ts'

export interface TabItem {
  key: TabKey
  path: string
  labelKey: MessageKey
  Icon: ComponentType<{ size?: number }>
}

/** The tabs, left to right; the AI assistant button sits between Map and Favs. */
export const LEFT_TABS: readonly TabItem[] = [
  { key: 'home', path: '/pages/home', labelKey: 'ui.shell.tab.home', Icon: HomeIcon },
  { key: 'map', path: '/pages/map/map', labelKey: 'ui.shell.tab.map', Icon: MapIcon },
]

export const RIGHT_TABS: readonly TabItem[] = [
  { key: 'collect', path: '/pages/collect/collect', labelKey: 'ui.shell.tab.collect', Icon: StarIcon },
  { key: 'my', path: '/pages/my/my', labelKey: 'ui.shell.tab.my', Icon: UserIcon },
]

export const CHAT_PATH = '/pages/chat/chat'
