import type { uiMortgage as en } from '../en-GB/ui-mortgage.ts'

export const uiMortgage: Record<keyof typeof en, string> = {
  'ui.mortgage.placeholder': '房贷',
}
