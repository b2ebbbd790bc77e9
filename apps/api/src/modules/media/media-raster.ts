import sharp from 'sharp'

/** How many drawn pictures stay in memory: a few screens of cards and a gallery or two, under ~10 MB. */
const KEPT = 400
/**
 * WebP settings for the illustrations: flat colour and soft gradients keep clean well below photo quality, and the
 * slowest, smallest encoding costs once per picture (a card's 480 px picture: 7.3 KB, against 9.8 KB at 80 / 4).
 */
const QUALITY = 65
const EFFORT = 6

/**
 * The listing illustrations as a phone receives photos (decision 0094): WebP, which the browser decodes away from
 * the page's main thread, where an SVG is drawn on it at every paint. Each picture is made once and kept, keyed by
 * its ETag, so a list's second viewer costs nothing.
 */
export function createPhotoRasteriser(kept = KEPT) {
  const made = new Map<string, Promise<Buffer>>()
  return function rasterise(key: string, svg: string): Promise<Buffer> {
    const found = made.get(key)
    if (found) {
      // most recently used last: the oldest is the first to go
      made.delete(key)
      made.set(key, found)
      return found
    }
    const making = sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: EFFORT }).toBuffer()
    made.set(key, making)
    making.catch(() => made.delete(key))
    if (made.size > kept) made.delete(made.keys().next().value as string)
    return making
  }
}
