import type { uiMap as en } from '../en-GB/ui-map.ts'

export const uiMap: Record<keyof typeof en, string> = {}
