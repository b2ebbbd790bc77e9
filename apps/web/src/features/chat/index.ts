/** The assistant: the conversation (chat screen and the map's panel), the conversations list, the guide, the unread count. */
export { AiGuideScreen } from './components/ai-guide-screen.tsx'
export { ChatMapPanel } from './components/chat-map-panel.tsx'
export { ChatScreen } from './components/chat-screen.tsx'
export { SessionsScreen } from './components/sessions-screen.tsx'
