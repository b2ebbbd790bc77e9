import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { count, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { storedFiles } from '../../../src/db/schema.ts'
import type { TestApp } from '../../helpers/test-app.ts'

export interface ImagePart {
  bytes: Buffer
  filename?: string
  contentType?: string
}

/** A multipart/form-data body with text fields and files under `images`. */
export function feedbackForm(fields: Record<string, string>, images: readonly ImagePart[] = []) {
  const boundary = '----feedbackboundary'
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  images.forEach((image, i) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${image.filename ?? `shot-${i + 1}.png`}"\r\nContent-Type: ${image.contentType ?? 'image/png'}\r\n\r\n`,
      ),
      image.bytes,
      Buffer.from('\r\n'),
    )
  })
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A small PNG of its own colour, so each image is a different file. */
export async function png(n: number): Promise<ImagePart> {
  const bytes = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: (n * 37) % 256, g: (n * 91) % 256, b: n % 256 } },
  })
    .png()
    .toBuffer()
  return { bytes }
}

export async function sendFeedback(
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string>,
  images: readonly ImagePart[] = [],
  language = 'en-GB',
) {
  const form = feedbackForm(fields, images)
  const res = await t.app.inject({
    method: 'POST',
    url: '/house/api/feedback/v1',
    payload: form.payload,
    headers: { ...headers, ...form.headers, language },
  })
  return { status: res.statusCode, body: res.json() }
}

/** Stored feedback images: rows of stored_files on PostgreSQL, files in DATA_DIR/files/feedback-image/… otherwise. */
export async function storedFeedbackImages(t: TestApp): Promise<number> {
  if (t.database.kind === 'postgres') {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(storedFiles)
      .where(sql`${storedFiles.key} like 'feedback-image/%.webp'`)
    return row?.n ?? 0
  }
  try {
    const entries = await readdir(join(t.env.DATA_DIR, 'files', 'feedback-image'), { recursive: true })
    return entries.filter((e) => e.endsWith('.webp')).length
  } catch {
    return 0
  }
}
