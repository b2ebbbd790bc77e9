import {
  checkUploadSizes,
  FEEDBACK_MAX_IMAGES,
  type FeedbackInput,
  feedbackFormSchema,
  findUnsafeText,
  isMessageKey,
  type MessageKey,
  UPLOAD_LIMITS,
} from '@maplenest/core'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { formReadError } from '../../lib/multipart-errors.ts'
import type { ProcessedUpload } from '../../platform/storage/upload-pipeline.ts'
import { UploadRefusal } from '../../platform/storage/upload-pipeline.ts'
import { unsafeTextRefusal } from '../../plugins/input-hygiene.ts'
import type { FilesService } from '../files/index.ts'

const FORM_FIELDS = ['type', 'text', 'contact'] as const
export const FEEDBACK_IMAGE_LIMIT = UPLOAD_LIMITS['feedback-image']
/** Room for every image at the total limit and the text fields; a larger body is refused while it arrives. */
export const FEEDBACK_BODY_LIMIT = FEEDBACK_IMAGE_LIMIT.maxTotalBytes + 512 * 1024

const refuseUpload = (req: FastifyRequest, err: UploadRefusal) =>
  new HttpError(
    err.status,
    err.key,
    { max: FEEDBACK_MAX_IMAGES },
    {
      fields: [{ field: 'images', message: req.t(err.key, { max: FEEDBACK_MAX_IMAGES }) }],
    },
  )

/**
 * The fields and images of a feedback form. The whole form is read and every image has passed the upload pipeline
 * (count and sizes, type from the bytes, re-encoded without metadata) before anything is stored, so a refusal —
 * too many images, too large together, one of a type we do not take, or a field wrong — leaves nothing behind.
 */
export async function readFeedbackForm(
  req: FastifyRequest,
  files: Pick<FilesService, 'process'>,
): Promise<{ input: FeedbackInput; images: ProcessedUpload[] }> {
  if (!req.isMultipart()) throw badRequest('feedback.api.multipart', {}, { fields: [{ field: 'body' }] })
  const fields: Record<string, string> = {}
  const uploads: { bytes: Buffer; truncated: boolean }[] = []
  let total = 0
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images') {
          part.file.resume()
          continue
        }
        const bytes = await part.toBuffer()
        total += bytes.length
        if (part.file.truncated || total > FEEDBACK_IMAGE_LIMIT.maxTotalBytes)
          throw refuseUpload(req, new UploadRefusal('file.upload.tooLarge'))
        if (bytes.length > 0) uploads.push({ bytes, truncated: false })
        if (uploads.length > FEEDBACK_MAX_IMAGES) throw refuseUpload(req, new UploadRefusal('file.upload.tooMany'))
        continue
      }
      if ((FORM_FIELDS as readonly string[]).includes(part.fieldname)) fields[part.fieldname] = String(part.value ?? '')
    }
  } catch (err) {
    throw formReadError(req, err)
  }
  const unsafe = findUnsafeText(fields)
  if (unsafe) throw unsafeTextRefusal(req, 'body', unsafe.slice(0, 1))
  const parsed = feedbackFormSchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? 'body')
    const key: MessageKey = issue && isMessageKey(issue.message) ? issue.message : 'error.field.invalid'
    throw badRequest(key, { field }, { fields: [{ field, message: req.t(key, { field }) }] })
  }
  const problem = checkUploadSizes(
    'feedback-image',
    uploads.map((u) => u.bytes.length),
  )
  if (problem) throw refuseUpload(req, new UploadRefusal(problem))
  const images: ProcessedUpload[] = []
  for (const upload of uploads) {
    try {
      images.push(await files.process('feedback-image', upload.bytes))
    } catch (err) {
      if (err instanceof UploadRefusal) throw refuseUpload(req, err)
      throw err
    }
  }
  return { input: parsed.data, images }
}
