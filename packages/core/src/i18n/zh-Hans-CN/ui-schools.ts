import type { uiSchools as en } from '../en-GB/ui-schools.ts'

export const uiSchools: Record<keyof typeof en, string> = {}
