export { codesModule } from './codes-module.ts'
export type { CodesService, CodeTarget } from './codes-service.ts'
