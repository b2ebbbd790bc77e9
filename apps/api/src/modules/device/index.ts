export { deviceModule } from './device-module.ts'
export type { DeviceService } from './device-service.ts'
