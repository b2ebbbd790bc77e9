/**
 * The listing photos the server draws itself (the demo data's illustrations): one address per listing and photo,
 * served as WebP at any width with `?w=`. Photos from a feed or an upload have addresses of their own and one size.
 */
const DRAWN_PHOTO = /^\/house\/api\/media\/v1\/[^/?#]+\/\d+\.webp$/

/** The widths a drawn photo is offered at: a one-density phone, a 1.75–2.6 one, and a 3× one or a wide frame. */
export const DRAWN_PHOTO_WIDTHS = [320, 480, 800] as const

/** The address of photo `n` (1-based) of a listing, drawn by the server. */
export function drawnPhotoUrl(mlNum: string, n: number): string {
  return `/house/api/media/v1/${encodeURIComponent(mlNum)}/${n}.webp`
}

/**
 * The `srcset` of a photo the server draws at any width, so a phone fetches the width its frame needs rather than
 * the full picture; none for other photos.
 */
export function drawnPhotoSrcSet(src: string): string | undefined {
  if (!DRAWN_PHOTO.test(src)) return undefined
  return DRAWN_PHOTO_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ')
}
