import type { uiPrecons as en } from '../en-GB/ui-precons.ts'

export const uiPrecons: Record<keyof typeof en, string> = {}
