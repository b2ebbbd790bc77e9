export { codesModule } from './codes-module.ts'
export type { CodesService } from './codes-service.ts'
