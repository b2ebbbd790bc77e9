import { FEEDBACK_MAX_IMAGES } from '../constants.ts'

/** What a user or an operator can upload. Each kind has its own limits and its own folder in file storage. */
export const UPLOAD_KINDS = [
  'avatar',
  'feedback-image',
  'contract-pdf',
  'agent-logo',
  'agent-icon',
  'agent-banner',
  'listing-pdf',
  'broker-photo',
] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

/** Image types read from an upload's bytes that we can decode and re-encode. */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
] as const
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number]
export const UPLOAD_PDF_TYPES = ['application/pdf'] as const
export type UploadType = UploadImageType | (typeof UPLOAD_PDF_TYPES)[number]

const MB = 1024 * 1024

export interface UploadLimit {
  /** The largest single file, in bytes, as uploaded. */
  maxBytes: number
  /** How many files one request or one record may carry. */
  maxCount: number
  /** All files of one request together, in bytes. */
  maxTotalBytes: number
  /** Types accepted, as read from the bytes (never from the file name or the declared type). */
  types: readonly UploadType[]
  /** Images only: the longest side after re-encoding, in pixels (smaller images are not enlarged). */
  maxDimension?: number
}

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const satisfies readonly UploadImageType[]

/**
 * Upload limits by kind. The spec gives feedback images (up to 9, together under 10 MB) and the broker photo's
 * 5 MB; the others are ours (see decision 0023).
 */
export const UPLOAD_LIMITS: Record<UploadKind, UploadLimit> = {
  // A profile photo is cut to a square of this side (the pipeline's SQUARE_KINDS).
  avatar: { maxBytes: 5 * MB, maxCount: 1, maxTotalBytes: 5 * MB, types: PHOTO_TYPES, maxDimension: 512 },
  'feedback-image': {
    maxBytes: 10 * MB,
    maxCount: FEEDBACK_MAX_IMAGES,
    maxTotalBytes: 10 * MB,
    types: UPLOAD_IMAGE_TYPES,
    maxDimension: 2048,
  },
  'contract-pdf': { maxBytes: 20 * MB, maxCount: 1, maxTotalBytes: 20 * MB, types: UPLOAD_PDF_TYPES },
  'agent-logo': { maxBytes: 2 * MB, maxCount: 1, maxTotalBytes: 2 * MB, types: UPLOAD_IMAGE_TYPES, maxDimension: 512 },
  'agent-icon': { maxBytes: 2 * MB, maxCount: 1, maxTotalBytes: 2 * MB, types: UPLOAD_IMAGE_TYPES, maxDimension: 512 },
  // The advertising picture at the top of an agent's app: wide, so a larger side.
  'agent-banner': {
    maxBytes: 5 * MB,
    maxCount: 1,
    maxTotalBytes: 5 * MB,
    types: UPLOAD_IMAGE_TYPES,
    maxDimension: 1600,
  },
  'listing-pdf': { maxBytes: 20 * MB, maxCount: 1, maxTotalBytes: 20 * MB, types: UPLOAD_PDF_TYPES },
  // The onboarding form's photo: the types its screen checks before sending (detectPhotoType).
  'broker-photo': { maxBytes: 5 * MB, maxCount: 1, maxTotalBytes: 5 * MB, types: PHOTO_TYPES, maxDimension: 1024 },
}

export function isUploadKind(value: string): value is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(value)
}

export const isImageKind = (kind: UploadKind) => UPLOAD_LIMITS[kind].maxDimension !== undefined

/** Why a set of files cannot be uploaded, as catalogue keys (both screens and the api use them). */
export type UploadProblem = 'file.upload.tooLarge' | 'file.upload.tooMany'

/**
 * The first limit a set of files breaks (sizes in bytes, in the order chosen), or null when they fit:
 * too many files first, then any file over the per-file limit, then the whole set over the total.
 */
export function checkUploadSizes(kind: UploadKind, sizes: readonly number[]): UploadProblem | null {
  const limit = UPLOAD_LIMITS[kind]
  if (sizes.length > limit.maxCount) return 'file.upload.tooMany'
  if (sizes.some((size) => size > limit.maxBytes)) return 'file.upload.tooLarge'
  const total = sizes.reduce((sum, size) => sum + size, 0)
  return total > limit.maxTotalBytes ? 'file.upload.tooLarge' : null
}
