import type { apiPrecons as en } from '../en-GB/api-precons.ts'

export const apiPrecons: Record<keyof typeof en, string> = {}
