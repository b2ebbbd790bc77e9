/** Agents' own apps on screen: the brand, changing agent, the contact line. */
export const uiAgentApps = {
  'ui.agentApp.brand.agent': 'Your agent: {{name}}',
  'ui.agentApp.brand.adv': 'Picture from {{appName}}',
  'ui.agentApp.switch.title': 'Change your agent?',
  'ui.agentApp.switch.body':
    'You joined {{current}}’s app first, so {{current}} is your agent. Make {{next}} your agent instead? {{current}} will no longer see your activity.',
  'ui.agentApp.switch.yes': 'Change agent',
  'ui.agentApp.switch.no': 'Keep my agent',
  'ui.agentApp.contact.yourAgent': 'Your agent · listed by {{brokerage}}',
} as const
