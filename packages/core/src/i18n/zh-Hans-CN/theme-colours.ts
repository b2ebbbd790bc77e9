import type { themeColours as en } from '../en-GB/theme-colours.ts'

/** 代理应用调色板的颜色名称（core 的 THEME_PALETTE），显示在应用设置中。 */
export const themeColours: Record<keyof typeof en, string> = {
  'agentApp.theme.rose': '玫红',
  'agentApp.theme.red': '嫣红',
  'agentApp.theme.orange': '橘橙',
  'agentApp.theme.amber': '明黄',
  'agentApp.theme.olive': '橄榄绿',
  'agentApp.theme.green': '森绿',
  'agentApp.theme.mint': '薄荷绿',
  'agentApp.theme.teal': '天青',
  'agentApp.theme.blue': '海蓝',
  'agentApp.theme.navy': '藏青',
  'agentApp.theme.purple': '姹紫',
  'agentApp.theme.mauve': '木槿紫',
  'agentApp.theme.pink': '桃粉',
  'agentApp.theme.brown': '棕褐',
  'agentApp.theme.slate': '石板灰',
  'agentApp.theme.charcoal': '墨黑',
  'ui.appConfig.field.palette': '颜色',
  'ui.appConfig.field.paletteDefault': '{{name}}（默认）',
}
