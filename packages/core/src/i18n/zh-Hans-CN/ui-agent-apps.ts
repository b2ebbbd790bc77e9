import type { uiAgentApps as en } from '../en-GB/ui-agent-apps.ts'

export const uiAgentApps: Record<keyof typeof en, string> = {
  'ui.agentApp.brand.agent': '您的经纪：{{name}}',
  'ui.agentApp.brand.adv': '{{appName}} 的宣传图',
  'ui.agentApp.switch.title': '更换经纪？',
  'ui.agentApp.switch.body':
    '您最先加入的是 {{current}} 的应用，因此 {{current}} 是您的经纪。要改由 {{next}} 担任您的经纪吗？{{current}} 将不再看到您的动态。',
  'ui.agentApp.switch.yes': '更换经纪',
  'ui.agentApp.switch.no': '保留现在的经纪',
  'ui.agentApp.contact.yourAgent': '您的经纪 · 挂牌经纪公司 {{brokerage}}',
}
