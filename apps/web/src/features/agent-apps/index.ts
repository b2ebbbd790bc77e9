/** Agents' own apps: finding the app of a page and joining it, the brand, the broker's settings, orders and QR code. */

export { AGENT_APP_PATHS } from './agent-app-paths.ts'
export { AgentAppBrand } from './components/agent-app-brand.tsx'
export { AgentAppHomeListings, agentTileHref } from './home/agent-app-home.tsx'
export { MyQrCodeScreen } from './qr/my-qr-code-screen.tsx'
export { PublicQrScreen } from './qr/public-qr-screen.tsx'
export { AppConfigScreen } from './settings/app-config-screen.tsx'
export { startAgentApp } from './start-agent-app.ts'
export { AvatarScreen } from './subscribe/avatar-screen.tsx'
export { OrderScreen } from './subscribe/order-screen.tsx'
export { SubscribeIndexScreen } from './subscribe/subscribe-index-screen.tsx'
