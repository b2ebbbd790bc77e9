import type { apiMap as en } from '../en-GB/api-map.ts'

export const apiMap: Record<keyof typeof en, string> = {}
