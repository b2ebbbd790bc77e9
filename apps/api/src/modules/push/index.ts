export { pushModule } from './push-module.ts'
export type { PushService } from './push-service.ts'
