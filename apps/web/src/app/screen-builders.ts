import type { MessageKey } from '@maplenest/core'
import type { ComponentType } from 'react'

export type ScreenModule = { default: ComponentType }

/** 'detail': listing-style detail page with the transparent header (back, favourite, share) over the content. */
type ScreenKind = 'plain' | 'detail'

/** One job the app can do, and the lazy module that draws it. Several routes may share a screen. */
export interface Screen {
  id: string
  load: () => Promise<ScreenModule>
  kind: ScreenKind
  titleKey: MessageKey
}

export type TitledId = { [K in MessageKey]: K extends `route.${infer Id}` ? Id : never }[MessageKey]

export function own(titleId: TitledId, load: () => Promise<ScreenModule>, id: string = titleId): Screen {
  const titleKey: MessageKey = `route.${titleId}`
  return { id, load, kind: 'plain', titleKey }
}

/** A built detail screen: its page draws the transparent header with back, favourite and share. */
export function ownDetail(titleId: TitledId, load: () => Promise<ScreenModule>): Screen {
  return { ...own(titleId, load), kind: 'detail' }
}
