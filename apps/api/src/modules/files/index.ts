export { filesModule } from './files-module.ts'
export type { FileRequest, FilesService, SavedFile } from './files-service.ts'
