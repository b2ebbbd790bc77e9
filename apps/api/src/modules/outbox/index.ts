export { outboxModule } from './outbox-module.ts'
export type { OutboxService, OutgoingMessage } from './outbox-service.ts'
