export { healthModule } from './health-module.ts'
