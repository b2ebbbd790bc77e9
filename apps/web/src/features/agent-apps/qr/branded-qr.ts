import { contrastRatio, normaliseHexColour } from '@maplenest/core'
import QRCode from 'qrcode'

export interface BrandedQrInput {
  url: string
  /** The app's colour: the code's dark modules when it reads well on white, else near-black. */
  colour?: string | null
  /** The app's icon, drawn in the middle (the code's error correction covers it). */
  iconUrl?: string | null
  /** The words under the code: the app's name. */
  caption?: string | null
}

const SIZE = 720
const CAPTION = 96

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image()
    img.crossOrigin = 'anonymous'
    img.onload = () => resolve(img)
    img.onerror = () => resolve(null)
    img.src = src
  })
}

/**
 * The invite link as a QR code with the brand: high error correction, modules in the app's colour (when it has
 * enough contrast on white to scan), the app's icon in the middle on a white tile, and the app's name under it.
 * Answers a PNG data URL, for the screen and the download alike.
 */
export async function drawBrandedQr(input: BrandedQrInput): Promise<string> {
  const colour = normaliseHexColour(input.colour)
  const dark = contrastRatio(colour, '#ffffff') >= 4.5 ? colour : '#1a1a1a'
  const canvas = document.createElement('canvas')
  canvas.width = SIZE
  canvas.height = SIZE + (input.caption ? CAPTION : 0)
  const ctx = canvas.getContext('2d')
  if (!ctx) return QRCode.toDataURL(input.url, { errorCorrectionLevel: 'H', width: SIZE, margin: 2 })
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  const code = document.createElement('canvas')
  await QRCode.toCanvas(code, input.url, {
    errorCorrectionLevel: 'H',
    width: SIZE,
    margin: 3,
    color: { dark, light: '#ffffff' },
  })
  ctx.drawImage(code, 0, 0, SIZE, SIZE)
  const icon = input.iconUrl ? await loadImage(input.iconUrl) : null
  if (icon) {
    const tile = SIZE * 0.22
    const at = (SIZE - tile) / 2
    ctx.fillStyle = '#ffffff'
    ctx.beginPath()
    ctx.roundRect(at - 10, at - 10, tile + 20, tile + 20, 24)
    ctx.fill()
    ctx.save()
    ctx.beginPath()
    ctx.roundRect(at, at, tile, tile, 18)
    ctx.clip()
    ctx.drawImage(icon, at, at, tile, tile)
    ctx.restore()
  }
  if (input.caption) {
    ctx.fillStyle = dark
    ctx.font = '600 40px system-ui, -apple-system, "Noto Sans", "Noto Sans CJK SC", sans-serif'
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(input.caption, SIZE / 2, SIZE + CAPTION / 2 - 12, SIZE - 60)
  }
  return canvas.toDataURL('image/png')
}
