export { schoolsModule } from './schools-module.ts'
export type { SchoolsService } from './schools-service.ts'
