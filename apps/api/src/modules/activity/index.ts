export { activityModule } from './activity-module.ts'
export type { ActivityService } from './activity-service.ts'
