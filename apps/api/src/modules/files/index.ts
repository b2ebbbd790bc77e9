export { filesModule } from './files-module.ts'
export type { FilesService } from './files-service.ts'
