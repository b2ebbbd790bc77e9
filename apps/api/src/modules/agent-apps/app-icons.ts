import { normaliseHexColour, readableTextOn } from '@maplenest/core'
import sharp, { type Sharp } from 'sharp'

/** The pictures a web manifest and home screens need, as PNG bytes. */
interface AppIconSet {
  icon192: Buffer
  icon512: Buffer
  maskable512: Buffer
  appleTouch180: Buffer
}

/**
 * The house-and-leaf mark on the agent's colour, for an app whose agent has not uploaded an icon yet: shapes only (no
 * text, so no font is needed to draw it), the mark in the colour that reads on the background.
 */
function defaultIconSvg(themeColor: string): string {
  const bg = normaliseHexColour(themeColor)
  const fg = readableTextOn(bg) === '#ffffff' ? '#ffffff' : '#1a1a1a'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">
<rect width="64" height="64" fill="${bg}"/>
<path d="M32 12 9 31h6v21h34V31h6z" fill="${fg}"/>
<path d="M32 22.5l2.2 4.6 3.6-1.6-1 5.8 3.9-2.6-.6 3.4 3 .9-5.2 4.6.9 2.2-5.8-.8V45h-2v-6l-5.8.8.9-2.2-5.2-4.6 3-.9-.6-3.4 3.9 2.6-1-5.8 3.6 1.6z" fill="${bg}"/>
</svg>`
}

const png = (image: Sharp) => image.png({ compressionLevel: 9 }).toBuffer()

/**
 * Every size of an app's icon from one picture: 192 and 512 squares (cut around the centre), a maskable 512 whose
 * picture sits inside the safe zone (the middle 72 %) on the app's colour, and the 180 × 180 touch icon, flattened on
 * the app's colour because iOS would put a transparent corner on black.
 */
export async function makeIconSet(source: Buffer, themeColor: string): Promise<AppIconSet> {
  const background = normaliseHexColour(themeColor)
  const square = (side: number) => sharp(source).resize({ width: side, height: side, fit: 'cover', position: 'centre' })
  const inner = Math.round(512 * 0.72)
  const centred = await sharp(source)
    .resize({ width: inner, height: inner, fit: 'contain', background })
    .png()
    .toBuffer()
  const offset = Math.round((512 - inner) / 2)
  return {
    icon192: await png(square(192)),
    icon512: await png(square(512)),
    maskable512: await png(
      sharp({ create: { width: 512, height: 512, channels: 4, background } }).composite([
        { input: centred, left: offset, top: offset },
      ]),
    ),
    appleTouch180: await png(square(180).flatten({ background })),
  }
}

/** The default icon's picture (the mark on the colour), as PNG. */
export function defaultIconPng(themeColor: string): Promise<Buffer> {
  return png(sharp(Buffer.from(defaultIconSvg(themeColor))).resize(512, 512))
}
