export { runMapCellsJob } from './map-cells-schedule.ts'
export { mapModule } from './map-module.ts'
export type { MapService } from './map-service.ts'
