/** Agents' own apps: finding the app of a page and joining it, the brand, the broker's settings, orders and QR code. */
export { AgentAppBrand } from './components/agent-app-brand.tsx'
export { startAgentApp } from './start-agent-app.ts'
