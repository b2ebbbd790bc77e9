export { preconRegistrationsModule } from './precon-registrations-module.ts'
export { runPreconRegistrationsJob } from './precon-registrations-schedule.ts'
export type { PreconRegistrationsService } from './precon-registrations-service.ts'
