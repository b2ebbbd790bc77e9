import {
  type ContractInput,
  contractFormSchema,
  findUnsafeText,
  isMessageKey,
  type MessageKey,
  UPLOAD_LIMITS,
} from '@maplenest/core'
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '../../lib/http-error.ts'
import { formReadError } from '../../lib/multipart-errors.ts'
import { type ProcessedUpload, UploadRefusal } from '../../platform/storage/upload-pipeline.ts'
import { unsafeTextRefusal } from '../../plugins/input-hygiene.ts'
import type { FilesService } from '../files/index.ts'

const FORM_FIELDS: readonly string[] = Object.keys(contractFormSchema.shape)
export const CONTRACT_PDF_LIMIT = UPLOAD_LIMITS['contract-pdf']
/** Room for the PDF at its limit and the text fields; a larger body is refused while it arrives. */
export const CONTRACT_BODY_LIMIT = CONTRACT_PDF_LIMIT.maxBytes + 512 * 1024

const refuseFile = (
  req: FastifyRequest,
  key: UploadRefusal['key'] | 'contract.validation.fileRequired',
  status: 400 | 413,
) => new HttpError(status, key, {}, { fields: [{ field: 'file', message: req.t(key) }] })

/**
 * The fields and the PDF of the "issue a contract" form. The whole form is read and the PDF has passed the upload
 * pipeline (size, and a real PDF by its bytes — a file named .pdf that is not one is refused) before anything is
 * stored, so a refusal leaves nothing behind.
 */
export async function readContractForm(
  req: FastifyRequest,
  files: Pick<FilesService, 'process'>,
): Promise<{ input: ContractInput; pdf: ProcessedUpload }> {
  if (!req.isMultipart()) throw badRequest('contract.api.multipart', {}, { fields: [{ field: 'body' }] })
  const fields: Record<string, string> = {}
  let upload: { bytes: Buffer; truncated: boolean } | null = null
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume()
          continue
        }
        const bytes = await part.toBuffer()
        upload = { bytes, truncated: part.file.truncated }
        if (upload.truncated) throw refuseFile(req, 'file.upload.tooLarge', 413)
        continue
      }
      if (FORM_FIELDS.includes(part.fieldname)) fields[part.fieldname] = String(part.value ?? '')
      else throw badRequest('error.field.unknown', { field: part.fieldname }, { fields: [{ field: part.fieldname }] })
    }
  } catch (err) {
    throw formReadError(req, err)
  }
  const unsafe = findUnsafeText(fields)
  if (unsafe) throw unsafeTextRefusal(req, 'body', unsafe.slice(0, 1))
  const parsed = contractFormSchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = String(issue?.path[0] ?? 'body')
    const key: MessageKey = issue && isMessageKey(issue.message) ? issue.message : 'error.field.invalid'
    throw badRequest(key, { field }, { fields: [{ field, message: req.t(key, { field }) }] })
  }
  if (!upload || upload.bytes.length === 0) throw refuseFile(req, 'contract.validation.fileRequired', 400)
  try {
    return { input: parsed.data, pdf: await files.process('contract-pdf', upload.bytes) }
  } catch (err) {
    if (err instanceof UploadRefusal) throw refuseFile(req, err.key, err.status)
    throw err
  }
}
