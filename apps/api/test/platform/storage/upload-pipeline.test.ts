import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { assertUploadSizes, processUpload, UploadRefusal } from '../../../src/platform/storage/upload-pipeline.ts'
import { gpsLatitude, PDF, phoneJpeg, picture, pngClaiming } from './image-fixtures.ts'

const MB = 1024 * 1024

async function refusal(promise: Promise<unknown>): Promise<UploadRefusal> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(err instanceof UploadRefusal)) throw new Error(`expected a refusal, got ${String(err)}`)
  return err
}

describe('the upload pipeline', () => {
  it('takes the type from the bytes: a PNG named .pdf is not a PDF, a text file is not an image', async () => {
    const png = await refusal(processUpload('contract-pdf', await picture(10, 10, 'png')))
    expect({ key: png.key, status: png.status }).toEqual({ key: 'file.upload.unsupportedType', status: 400 })
    const text = await refusal(processUpload('avatar', Buffer.from('<svg onload="alert(1)"></svg> plain text')))
    expect(text.key).toBe('file.upload.unsupportedType')
    expect((await refusal(processUpload('feedback-image', Buffer.alloc(0)))).key).toBe('file.upload.unsupportedType')
  })

  it('refuses a file that starts like a JPEG but does not decode', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 not really')])
    expect((await refusal(processUpload('broker-photo', fake))).key).toBe('file.upload.unsupportedType')
  })

  it('refuses a GIF for the broker photo, whose form takes JPEG, PNG and WebP only', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    expect((await refusal(processUpload('broker-photo', gif))).key).toBe('file.upload.unsupportedType')
    expect((await processUpload('feedback-image', gif)).contentType).toBe('image/webp')
  })

  it('refuses files over the kind’s size with 413, and a read cut short at the limit', async () => {
    const big = Buffer.concat([await picture(10, 10, 'png'), Buffer.alloc(5 * MB)])
    const tooLarge = await refusal(processUpload('broker-photo', big))
    expect({ key: tooLarge.key, status: tooLarge.status }).toEqual({ key: 'file.upload.tooLarge', status: 413 })
    const cut = await refusal(processUpload('avatar', await picture(10, 10), { truncated: true }))
    expect(cut.key).toBe('file.upload.tooLarge')
  })

  it('refuses a picture too large to open, however small the file', async () => {
    const bomb = await pngClaiming(20_000, 20_000)
    expect(bomb.length).toBeLessThan(1000)
    expect((await refusal(processUpload('feedback-image', bomb))).key).toBe('file.upload.tooLarge')
  })

  it('counts files against the kind’s limit: nine feedback images, not ten', () => {
    expect(() => assertUploadSizes('feedback-image', Array(9).fill(1000))).not.toThrow()
    const tooMany = (() => {
      try {
        assertUploadSizes('feedback-image', Array(10).fill(1000))
      } catch (err) {
        return err
      }
    })()
    expect(tooMany).toMatchObject({ key: 'file.upload.tooMany', params: { max: 9 }, status: 413 })
    expect(() => assertUploadSizes('feedback-image', [6 * MB, 5 * MB])).toThrow(UploadRefusal)
  })

  it('fits images inside the kind’s largest side without enlarging small ones', async () => {
    const photo = await processUpload('broker-photo', await picture(3000, 1500))
    expect(photo).toMatchObject({ contentType: 'image/webp', extension: 'webp', sourceType: 'image/jpeg' })
    expect(await sharp(photo.bytes).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 512 })
    const logo = await processUpload('agent-logo', await picture(600, 2400, 'png'))
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ width: 128, height: 512 })
    const small = await processUpload('feedback-image', await picture(120, 80, 'webp'))
    expect(await sharp(small.bytes).metadata()).toMatchObject({ width: 120, height: 80 })
    const icon = await processUpload('agent-icon', await picture(1024, 1024))
    expect(await sharp(icon.bytes).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 })
  })

  it('cuts a profile photo to a square around its centre, of any shape or size', async () => {
    for (const [w, h] of [
      [600, 2400],
      [2400, 600],
      [40, 30],
    ] as const) {
      const avatar = await processUpload('avatar', await picture(w, h, 'png'))
      expect(await sharp(avatar.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 })
    }
  })

  it('strips EXIF with its GPS position, and turns the picture upright by its orientation first', async () => {
    const original = await phoneJpeg(40, 20, 6)
    const before = await sharp(original).metadata()
    expect(before.orientation).toBe(6)
    expect(gpsLatitude(before.exif)).toEqual([43, 39, 12.34])

    const out = await processUpload('feedback-image', original)
    const after = await sharp(out.bytes).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    expect(out.bytes.includes('Exif\0\0')).toBe(false)
    expect(out.bytes.includes('PhoneMaker')).toBe(false)
    // Orientation 6 means "rotate 90° clockwise to view": the 40×20 stored pixels show as 20×40.
    expect({ width: after.width, height: after.height }).toEqual({ width: 20, height: 40 })
  })

  it('keeps a PDF byte for byte', async () => {
    const out = await processUpload('contract-pdf', PDF)
    expect(out).toMatchObject({ contentType: 'application/pdf', extension: 'pdf', sourceType: 'application/pdf' })
    expect(Buffer.compare(out.bytes, PDF)).toBe(0)
    expect((await refusal(processUpload('avatar', PDF))).key).toBe('file.upload.unsupportedType')
  })
})
