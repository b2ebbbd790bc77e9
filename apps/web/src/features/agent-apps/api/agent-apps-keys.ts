/** Every read of the agent's own app and its orders lives under this key, so a write refreshes them all. */
export const AGENT_APPS_KEY = ['agent-apps'] as const
export const APP_PATH = '/house/api/app/v1'
export const ORDER_PATH = '/house/api/order/v1'
