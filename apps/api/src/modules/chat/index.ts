export { chatModule } from './chat-module.ts'
export type { ChatService } from './chat-service.ts'
