import { z } from 'zod'
import { TERMINAL_TYPES } from '../device/device.schema.ts'

/** Document types the spec previews (§5). */
export const PREVIEW_DOCUMENT_TYPES = [
  'doc',
  'xls',
  'ppt',
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'ofd',
  'wps',
  'et',
  'txt',
] as const
/** Image types the spec previews (§5). */
export const PREVIEW_IMAGE_TYPES = ['bmp', 'jpg', 'jpeg', 'png', 'tif', 'gif'] as const
export const PREVIEW_TYPES = [...PREVIEW_DOCUMENT_TYPES, ...PREVIEW_IMAGE_TYPES] as const
export type PreviewType = (typeof PREVIEW_TYPES)[number]

/** Office formats: shown converted to PDF when the server has a converter, offered for download otherwise. */
export const OFFICE_TYPES: readonly PreviewType[] = ['doc', 'xls', 'ppt', 'docx', 'xlsx', 'pptx', 'ofd', 'wps', 'et']

export function isPreviewType(value: string): value is PreviewType {
  return (PREVIEW_TYPES as readonly string[]).includes(value)
}

/** The type a preview is asked for: `fileType` when given, else the extension of the file's name or path. */
export function toPreviewType(input: {
  fileType?: string | undefined
  fileName?: string | undefined
  filePath: string
}): string {
  if (input.fileType) return input.fileType.trim().replace(/^\./, '').toLowerCase()
  const name = input.fileName || input.filePath.split(/[?#]/)[0] || ''
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * GET /file/preview and /file/previewFile (spec §7): `filePath` is a stored file's key or its URL under
 * /house/api/file/v1/; `isMain` and `platform` are what the app sends about itself and change nothing in the answer.
 */
export const previewQuerySchema = z.strictObject({
  filePath: z.string().trim().min(1, 'file.preview.pathEmpty').max(512, 'error.field.tooLong'),
  fileName: z.string().trim().max(255, 'error.field.tooLong').optional(),
  fileType: z.string().trim().max(10, 'file.preview.unsupported').optional(),
  isMain: z.enum(['0', '1', 'true', 'false']).optional(),
  platform: z.enum([...TERMINAL_TYPES, 'h5'], 'device.validation.terminalType').optional(),
})
export type PreviewQuery = z.infer<typeof previewQuerySchema>

/** How the app shows a file: drawn as a PDF, as an image, as text, or offered for download. */
export const PREVIEW_MODES = ['pdf', 'image', 'text', 'download'] as const
export type PreviewMode = (typeof PREVIEW_MODES)[number]

export const previewSchema = z.object({
  fileName: z.string(),
  fileType: z.enum(PREVIEW_TYPES),
  mode: z.enum(PREVIEW_MODES),
  contentType: z.string(),
  size: z.number().int(),
  /** /file/previewFile with the same query: the bytes, inline (or as an attachment when mode is download). */
  url: z.string(),
})
export type Preview = z.infer<typeof previewSchema>
