export { agentAppsModule } from './agent-apps-module.ts'
export type { AgentAppsService, ClientAttribution } from './agent-apps-service.ts'
export { appPageUrl, type PublicOrigin, publicOrigin, type RequestOrigin } from './app-view.ts'
export type { OrdersService } from './orders-service.ts'
