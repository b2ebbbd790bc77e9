import type { PDFFont } from 'pdf-lib'

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/

/** Pieces a line may break between: each CJK character alone, a Latin word with the spaces after it. */
function pieces(text: string): string[] {
  const out: string[] = []
  let word = ''
  for (const ch of text) {
    if (CJK.test(ch)) {
      if (word) out.push(word)
      word = ''
      out.push(ch)
    } else if (ch === ' ') {
      out.push(`${word} `)
      word = ''
    } else word += ch
  }
  if (word) out.push(word)
  return out
}

/** Lines of text no wider than `width` at `size`, broken between words (Latin) or characters (Chinese). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\n+/)) {
    let line = ''
    for (const piece of pieces(paragraph)) {
      const next = line + piece
      if (line && font.widthOfTextAtSize(next.trimEnd(), size) > width) {
        lines.push(line.trimEnd())
        line = piece.trimStart()
      } else line = next
    }
    if (line.trim()) lines.push(line.trimEnd())
  }
  return lines
}

/** Drops characters the font has no glyph for (an emoji in a description), so drawing never fails. */
export function drawable(text: string, font: PDFFont): string {
  const set = new Set(font.getCharacterSet())
  return [...text].filter((ch) => ch === '\n' || set.has(ch.codePointAt(0)!)).join('')
}
