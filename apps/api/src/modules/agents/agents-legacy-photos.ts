import { UploadRefusal } from '../../platform/storage/upload-pipeline.ts'
import type { FilesService } from '../files/index.ts'
import type { AgentsRepository } from './agents-repository.ts'

/** What a run moved: photos now in file storage, and byte blobs no decoder could read (dropped). */
export interface LegacyPhotoMove {
  moved: number
  dropped: number
}

const BATCH = 20

/**
 * Photos were once kept as bytes in the applications and profiles tables. Each goes through the upload pipeline
 * (so its EXIF goes too) into file storage, and the row keeps the key. Safe to run on several servers at once: the
 * same bytes make the same key, and each row is settled once.
 */
export async function moveLegacyPhotos(deps: {
  repository: AgentsRepository
  files: Pick<FilesService, 'process' | 'save'>
}): Promise<LegacyPhotoMove> {
  const { repository, files } = deps
  const result: LegacyPhotoMove = { moved: 0, dropped: 0 }
  for (;;) {
    const rows = await repository.legacyPhotos(BATCH)
    if (rows.length === 0) return result
    for (const row of rows) {
      try {
        const saved = await files.save(row.userId, await files.process('broker-photo', row.photo))
        await repository.replaceLegacyPhoto(row, saved.key)
        result.moved++
      } catch (err) {
        if (!(err instanceof UploadRefusal)) throw err
        // Bytes that are no picture we can read could never be shown: the generated portrait takes their place.
        await repository.replaceLegacyPhoto(row, null)
        result.dropped++
      }
    }
  }
}
