export { browseModule } from './browse-module.ts'
export type { BrowseService } from './browse-service.ts'
