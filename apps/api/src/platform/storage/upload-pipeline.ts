import { checkUploadSizes, UPLOAD_LIMITS, type UploadKind, type UploadProblem, type UploadType } from '@maplenest/core'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

/** Why an upload was refused, as a catalogue key the route can answer with (never a 500). */
export class UploadRefusal extends Error {
  override name = 'UploadRefusal'
  constructor(
    readonly key: UploadProblem | 'file.upload.unsupportedType',
    readonly params: { max?: number } = {},
  ) {
    super(key)
  }
  /** 413 for too large or too many, 400 for a type we do not take. */
  get status(): 400 | 413 {
    return this.key === 'file.upload.unsupportedType' ? 400 : 413
  }
}

/** An upload after the pipeline: bytes ready to store and what they are. */
export interface ProcessedUpload {
  kind: UploadKind
  bytes: Buffer
  contentType: string
  /** File name extension of the stored bytes, without the dot. */
  extension: string
  /** The type the uploaded bytes announced, before any re-encoding. */
  sourceType: UploadType
}

/**
 * Images become WebP (small, with transparency where a logo has it), except the app icon, which is PNG because
 * home-screen icons (apple-touch-icon) need it.
 */
const PNG_KINDS: ReadonlySet<UploadKind> = new Set(['agent-icon'])

/** Kinds stored as a square of the kind's largest side, cut around the centre (a profile photo shown in a circle). */
const SQUARE_KINDS: ReadonlySet<UploadKind> = new Set(['avatar'])

/** Decoded size we refuse to open (a small file can unpack into a huge picture): 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000

/** The accepted type the bytes themselves announce; the file name and the declared type play no part. */
async function sniffUpload(kind: UploadKind, bytes: Buffer): Promise<UploadType> {
  const found = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined
  const accepted = UPLOAD_LIMITS[kind].types as readonly string[]
  if (!found || !accepted.includes(found.mime)) throw new UploadRefusal('file.upload.unsupportedType')
  return found.mime as UploadType
}

/** Refuses a set of files over the kind's count or sizes before any of them is decoded. */
export function assertUploadSizes(kind: UploadKind, sizes: readonly number[]): void {
  const problem = checkUploadSizes(kind, sizes)
  if (problem) throw new UploadRefusal(problem, { max: UPLOAD_LIMITS[kind].maxCount })
}

/**
 * One file through the pipeline: size limit, type from the bytes, then images decoded, turned upright by their
 * orientation tag, fitted inside the kind's largest side and re-encoded with no metadata at all (EXIF with its
 * GPS position, XMP, IPTC, colour profiles after conversion to sRGB); PDFs are kept byte for byte.
 * `truncated` says the reader stopped at its size limit, so the file is too large whatever arrived.
 */
export async function processUpload(
  kind: UploadKind,
  bytes: Buffer,
  opts: { truncated?: boolean } = {},
): Promise<ProcessedUpload> {
  if (opts.truncated) throw new UploadRefusal('file.upload.tooLarge')
  assertUploadSizes(kind, [bytes.length])
  const sourceType = await sniffUpload(kind, bytes)
  if (sourceType === 'application/pdf') {
    return { kind, bytes, contentType: sourceType, extension: 'pdf', sourceType }
  }
  const output = PNG_KINDS.has(kind) ? 'png' : 'webp'
  const side = UPLOAD_LIMITS[kind].maxDimension ?? 2048
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(
        SQUARE_KINDS.has(kind)
          ? { width: side, height: side, fit: 'cover', position: 'centre' }
          : { width: side, height: side, fit: 'inside', withoutEnlargement: true },
      )
    const encoded =
      output === 'png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.webp({ quality: 82 }).toBuffer()
    return { kind, bytes: encoded, contentType: `image/${output}`, extension: output, sourceType }
  } catch (err) {
    // A file that starts like an image but does not decode is not an image we take; a picture too large to open is too large.
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new UploadRefusal('file.upload.tooLarge')
    throw new UploadRefusal('file.upload.unsupportedType')
  }
}
