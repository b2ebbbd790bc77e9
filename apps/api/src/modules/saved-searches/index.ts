export type { SavedSearchAlerts } from './saved-search-alerts.ts'
export { savedSearchesModule } from './saved-searches-module.ts'
export { runSavedSearchJob } from './saved-searches-schedule.ts'
export type { SavedSearchesService } from './saved-searches-service.ts'
