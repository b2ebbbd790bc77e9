import type { uiListings as en } from '../en-GB/ui-listings.ts'

export const uiListings: Record<keyof typeof en, string> = {
  'listing.validation.window': '该时间范围不适用于此状态',
  'listing.validation.range': '下限高于上限',
}
