import type { apiSchools as en } from '../en-GB/api-schools.ts'

export const apiSchools: Record<keyof typeof en, string> = {}
