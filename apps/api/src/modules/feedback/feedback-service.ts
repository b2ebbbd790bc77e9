import type { Feedback, FeedbackAdminItem, FeedbackInput, FeedbackStatus } from '@maplenest/core'
import { notFound } from '../../lib/http-error.ts'
import { requireRegistered, type Viewer } from '../../platform/access.ts'
import type { ProcessedUpload } from '../../platform/storage/upload-pipeline.ts'
import type { FilesService } from '../files/index.ts'
import type { NoticesService } from '../notices/index.ts'
import type { FeedbackRepository, FeedbackRow } from './feedback-repository.ts'

/** How long the image links in an answer work: long enough to read the screen, short enough not to be shared. */
const IMAGE_LINK_TTL_S = 60 * 60
const LIST_LIMIT = 100
const EXCERPT_LENGTH = 60

export interface FeedbackService {
  /** Stores the images (already through the pipeline) and the feedback; nothing is kept when either fails. */
  create(viewer: Viewer, input: FeedbackInput, images: readonly ProcessedUpload[]): Promise<Feedback>
  listMine(viewer: Viewer): Promise<Feedback[]>
  /** The caller's own feedback; 404 for anyone else's, so its existence is not given away. */
  requireMine(viewer: Viewer, id: string): Promise<Feedback>
  listForAdmin(status: FeedbackStatus | undefined, limit: number): Promise<FeedbackAdminItem[]>
  /** Records an administrator's reply and tells the author with a notification. */
  reply(id: string, reply: string, adminId: string): Promise<FeedbackAdminItem>
}

export function createFeedbackService(deps: {
  repository: FeedbackRepository
  files: Pick<FilesService, 'save' | 'signedUrl'>
  notices: Pick<NoticesService, 'notify'>
  now: () => Date
}): FeedbackService {
  const { repository, files, notices, now } = deps

  const toFeedback = (row: FeedbackRow): Feedback => ({
    id: row.id,
    type: row.type,
    text: row.text,
    contact: row.contact,
    images: row.imageKeys.map((key) => files.signedUrl(key, IMAGE_LINK_TTL_S)),
    status: row.status,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  })
  const toAdminItem = (row: FeedbackRow): FeedbackAdminItem => ({ ...toFeedback(row), userId: row.userId })

  return {
    async create(viewer, input, images) {
      const { userId } = requireRegistered(viewer)
      // Files are kept under content keys, so the same picture sent with earlier feedback is one file: were the
      // insert to fail, a file saved here might be another feedback's too, so none is deleted (a stray file is the
      // lesser harm). Every image has passed the pipeline before this point, so a refusal never leaves any behind.
      const saved: string[] = []
      for (const image of images) saved.push((await files.save(userId, image)).key)
      return toFeedback(await repository.insert({ userId, ...input, imageKeys: saved, createdAt: now() }))
    },

    async listMine(viewer) {
      const { userId } = requireRegistered(viewer)
      return (await repository.listByUser(userId, LIST_LIMIT)).map(toFeedback)
    },

    async requireMine(viewer, id) {
      const { userId } = requireRegistered(viewer)
      const row = await repository.find(id)
      if (!row || row.userId !== userId) throw notFound('feedback.api.notFound')
      return toFeedback(row)
    },

    async listForAdmin(status, limit) {
      return (await repository.listAll(status, limit)).map(toAdminItem)
    },

    async reply(id, reply, adminId) {
      const row = await repository.reply(id, reply, adminId, now())
      if (!row) throw notFound('feedback.api.notFound')
      const excerpt = row.text.length > EXCERPT_LENGTH ? `${row.text.slice(0, EXCERPT_LENGTH - 1)}…` : row.text
      await notices.notify(row.userId, 'feedback.replied', { feedbackId: row.id, excerpt })
      return toAdminItem(row)
    },
  }
}
