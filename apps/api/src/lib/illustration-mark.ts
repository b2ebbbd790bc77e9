/**
 * The mark every generated illustration carries (demo listing photos, project renderings, floor plans), so nobody
 * takes one for a photograph: "Illustration · 示意图", white on a dark pill (contrast above 7:1), in an 800 × 600
 * drawing.
 *
 * The web shows these at 4:3 (detail galleries), cropped to 16:10 (cards) and to a square (list thumbnails), with
 * the header's buttons and card badges over the top edge, the photo counter at the bottom right and the sheet
 * overlapping the bottom 16 px. So the mark sits centred at the bottom, inside what every crop keeps; an SVG media
 * query (it reads the size the picture is shown at) draws it larger on a small thumbnail so it stays readable.
 */
/**
 * The mark's box in drawing units: centred at the bottom, inside what a 16:10 card (y 50–550) and a square thumbnail
 * (x 100–700) keep, clear of the gallery's counter at the bottom right.
 */
export const MARK_BOX = { x: 284, y: 470, width: 232, height: 36 } as const
/** The same mark drawn larger when the picture is shown small (a list thumbnail), so it stays readable. */
export const MARK_BOX_SMALL = { x: 180, y: 448, width: 440, height: 64 } as const
/** Below this rendered width (CSS pixels) the larger mark replaces the small one. */
const SMALL_RENDER_PX = 320
const MARK_TEXT = 'Illustration · 示意图'

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
const r1 = (n: number) => Math.round(n * 10) / 10

/** The "Illustration · 示意图" mark: white on a dark pill, legible on any scene (contrast above 7:1). */
export function illustrationMark(): string {
  const pill = (box: { x: number; y: number; width: number; height: number }, size: number, cls: string) =>
    `<g class="${cls}"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${box.height / 2}" fill="rgb(0 0 0 / 0.68)"/>` +
    `<text x="${box.x + box.width / 2}" y="${r1(box.y + box.height / 2 + size * 0.35)}" text-anchor="middle" font-family="system-ui, 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif" font-size="${size}" font-weight="600" fill="#fff">${escapeXml(MARK_TEXT)}</text></g>`
  return (
    `<style>.mk-l{display:none}@media (max-width:${SMALL_RENDER_PX}px){.mk-s{display:none}.mk-l{display:inline}}</style>` +
    pill(MARK_BOX, 19, 'mk-s') +
    pill(MARK_BOX_SMALL, 36, 'mk-l')
  )
}
