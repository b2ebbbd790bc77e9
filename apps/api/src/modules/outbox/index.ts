export { outboxModule } from './outbox-module.ts'
export { type OutboxService, type OutgoingMessage, SECRET_MASK } from './outbox-service.ts'
