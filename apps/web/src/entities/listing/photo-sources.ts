/** The listing photos the server draws at any width (`?w=`): the demo data's, at /house/api/media/v1/<mlNum>/<n>.webp. */
const RESIZABLE = /^\/house\/api\/media\/v1\/[^/?#]+\/\d+\.webp$/

/** The widths offered: a one-density phone, a 1.75–2.6 one, and a 3× one or a wide frame. */
export const PHOTO_WIDTHS = [320, 480, 800] as const

/**
 * The `srcset` of a photo the server can resize, so a phone fetches the width its frame needs rather than the full
 * picture; none for other photos (uploads and feed photos come at their one size).
 */
export function photoSrcSet(src: string): string | undefined {
  if (!RESIZABLE.test(src)) return undefined
  return PHOTO_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ')
}
