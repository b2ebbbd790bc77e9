import type { common as en } from '../en-GB/common.ts'

export const common: Record<keyof typeof en, string> = {
  'app.name': 'MapleNest 枫巢',
  'app.tagline': '多伦多与温哥华的房源，用你的语言',
  'ui.region.toronto': '大多伦多',
  'ui.region.vancouver': '大温哥华',
  'ui.region.short.toronto': '大多伦多',
  'ui.region.short.vancouver': '大温哥华',
}
