import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A solid-colour picture of this size, in this format. */
export const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#04D188' } })
    .toFormat(format)
    .toBuffer()

/** A JPEG as a phone writes it: a camera make, a GPS position (43° 39′ 12.34″ N, Toronto) and an orientation tag. */
export const phoneJpeg = (width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 22/1 0/1',
      },
    })
    .jpeg()
    .toBuffer()

/** A PNG whose header claims this size (the pixels never follow): what a decompression bomb looks like up front. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1, 'png'))
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

/** A one-page PDF, as small as a valid one gets. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/**
 * The GPS latitude of an EXIF block as degrees, minutes and seconds, or null when it has none. A small reader of
 * the TIFF structure inside EXIF: IFD0 points at the GPS IFD (tag 0x8825), whose tag 2 holds three rationals.
 */
export function gpsLatitude(exif: Buffer | undefined): number[] | null {
  if (!exif) return null
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6)
  const le = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const entry = (ifd: number, tag: number) => {
    for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === tag) return ifd + 2 + i * 12
    return null
  }
  const gpsPointer = entry(u32(4), 0x8825)
  if (gpsPointer === null) return null
  const latitude = entry(u32(gpsPointer + 8), 0x0002)
  if (latitude === null) return null
  const at = u32(latitude + 8)
  return [0, 1, 2].map((i) => u32(at + i * 8) / u32(at + i * 8 + 4))
}
