import type { routes as en } from '../en-GB/routes.ts'

export const routes: Record<keyof typeof en, string> = {
  'route.home': '首页',
}
