import fp from 'fastify-plugin'
import { deriveKey } from '../../platform/keys.ts'
import type { ModuleContext } from '../../platform/module-context.ts'
import { createFileStorage } from '../../platform/storage/create-file-storage.ts'
import { createUrlSigner } from '../../platform/storage/signed-url.ts'
import { filesRoutes } from './files-routes.ts'
import { createFilesService, type FilesService } from './files-service.ts'
import { previewRoutes } from './preview-routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads: the pipeline, storage under content keys, plain and signed URLs, and who may read what. */
    files: FilesService
  }
}

/**
 * File storage (DATA_DIR/files, the database or an S3-compatible bucket, see create-file-storage.ts) and the route
 * that serves what it holds.
 */
export const filesModule = fp<ModuleContext>(
  async (app, ctx) => {
    const storage = await createFileStorage(ctx.env, { kind: app.database.kind, db: ctx.transactor.db })
    app.log.info({ storage: storage.kind }, 'file storage ready')
    const signer = createUrlSigner(deriveKey(ctx.secret, 'file-urls'))
    const files = createFilesService({ storage, signer, now: ctx.now })
    app.decorate('files', files)
    app.addHook('onClose', async () => storage.close())
    await app.register(filesRoutes, { files, now: ctx.now })
    await app.register(previewRoutes, { files })
  },
  { name: 'maplenest-files', dependencies: ['maplenest-viewer'] },
)
