import type { uiAccount as en } from '../en-GB/ui-account.ts'

export const uiAccount: Record<keyof typeof en, string> = {
  'ui.account.placeholder': 'account',
}
