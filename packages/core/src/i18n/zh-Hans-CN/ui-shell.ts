import type { uiShell as en } from '../en-GB/ui-shell.ts'

export const uiShell: Record<keyof typeof en, string> = {
  'ui.shell.placeholder': 'shell',
}
