import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { type AppAgent, normaliseHexColour, type Translate } from '@maplenest/core'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { apiRoot } from '../../lib/package-root.ts'
import { drawable, wrapText } from './pdf-text.ts'

/**
 * What the listing PDF shows, already in the reader's language: plain data (pictures as PNG bytes), so it can be
 * handed to a worker thread.
 */
export interface ListingPdfInput {
  title: string
  address: string
  statusLine: string
  priceCad: string
  priceCny: string
  facts: readonly [string, string][]
  description: string
  /** The board's attribution: the listing brokerage. */
  brokerageLine: string
  mlNumLine: string
  generatedLine: string
  disclaimer: string
  photo: Uint8Array | null
  brand: { appName: string; themeColor: string; logo: Uint8Array | null } | null
  signature: (AppAgent & { photoBytes: Uint8Array | null; heading: string; contactLine: string }) | null
}

let fontBytes: Uint8Array | null = null

/**
 * Noto Sans CJK SC, cut to GB 2312 and Latin (assets/fonts, see OFL.txt), kept gzipped in the repository and read
 * once. pdf-lib embeds only the glyphs a document uses, so a PDF stays small.
 */
export function cjkFont(): Uint8Array {
  fontBytes ??= gunzipSync(readFileSync(join(apiRoot(), 'assets', 'fonts', 'NotoSansSC-subset.ttf.gz')))
  return fontBytes
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 44
const INK = rgb(0.12, 0.14, 0.16)
const MUTED = rgb(0.36, 0.39, 0.44)

function hexToRgb(hex: string) {
  const v = normaliseHexColour(hex)
  return rgb(
    Number.parseInt(v.slice(1, 3), 16) / 255,
    Number.parseInt(v.slice(3, 5), 16) / 255,
    Number.parseInt(v.slice(5, 7), 16) / 255,
  )
}

/** A page writer that moves down the page and starts a new one when the next block does not fit. */
function writer(doc: PDFDocument, font: PDFFont) {
  let page: PDFPage = doc.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN
  const width = A4.width - 2 * MARGIN
  const room = (h: number) => {
    if (y - h < MARGIN + 24) {
      page = doc.addPage([A4.width, A4.height])
      y = A4.height - MARGIN
    }
  }
  return {
    width,
    get page() {
      return page
    },
    get y() {
      return y
    },
    gap(h: number) {
      y -= h
    },
    text(text: string, size: number, colour = INK, lineGap = 1.35) {
      for (const line of wrapText(drawable(text, font), font, size, width)) {
        room(size * lineGap)
        page.drawText(line, { x: MARGIN, y: y - size, size, font, color: colour })
        y -= size * lineGap
      }
    },
    room,
    at(h: number) {
      room(h)
      const top = y
      y -= h
      return top
    },
  }
}

/**
 * A listing as a one- or two-page A4 PDF in the reader's language: the brand of the agent's app (or MapleNest), the
 * address, price in Canadian dollars and yuan, status, photo, facts, description, the listing brokerage as the board
 * requires, and the agent's signature block (name, photo, contact, brokerage) when asked for and allowed.
 */
export async function buildListingPdf(input: ListingPdfInput, t: Translate): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(cjkFont(), { subset: true })
  doc.setTitle(`${input.title} — ${input.address}`)
  doc.setProducer('MapleNest')
  doc.setCreator(input.brand?.appName ?? 'MapleNest')
  const w = writer(doc, font)
  const brandColour = hexToRgb(input.brand?.themeColor ?? '#037a50')

  // Header: the app's name (and logo) across the top of the first page, on its colour.
  const BAND = 64
  w.page.drawRectangle({ x: 0, y: A4.height - BAND, width: A4.width, height: BAND, color: brandColour })
  const colour = normaliseHexColour(input.brand?.themeColor ?? '#037a50')
  const channel = (i: number) => Number.parseInt(colour.slice(i, i + 2), 16)
  const onBand = channel(1) * 0.299 + channel(3) * 0.587 + channel(5) * 0.114 > 150 ? INK : rgb(1, 1, 1)
  let textX = MARGIN
  if (input.brand?.logo) {
    const logo = await doc.embedPng(input.brand.logo)
    const h = 36
    const scaled = logo.scale(h / logo.height)
    w.page.drawRectangle({
      x: MARGIN - 4,
      y: A4.height - BAND + 10,
      width: scaled.width + 8,
      height: h + 8,
      color: rgb(1, 1, 1),
    })
    w.page.drawImage(logo, { x: MARGIN, y: A4.height - BAND + 14, width: scaled.width, height: h })
    textX += scaled.width + 16
  }
  w.page.drawText(drawable(input.brand?.appName ?? 'MapleNest', font), {
    x: textX,
    y: A4.height - BAND / 2 - 6,
    size: 16,
    font,
    color: onBand,
  })
  w.gap(BAND - MARGIN + 20)

  w.text(input.title, 11, MUTED)
  w.text(input.address, 20)
  w.gap(2)
  w.text(input.priceCad, 18, brandColour)
  w.text(input.priceCny, 12, MUTED)
  w.text(input.statusLine, 11, MUTED)
  w.gap(8)

  if (input.photo) {
    const photo = await doc.embedPng(input.photo)
    const width = w.width
    const height = Math.min(220, (photo.height / photo.width) * width)
    const top = w.at(height + 10)
    w.page.drawImage(photo, { x: MARGIN, y: top - height, width, height })
  }

  // Facts in two columns.
  const colWidth = w.width / 2
  for (let i = 0; i < input.facts.length; i += 2) {
    const top = w.at(30)
    for (const [j, fact] of input.facts.slice(i, i + 2).entries()) {
      const x = MARGIN + j * colWidth
      w.page.drawText(drawable(fact[0], font), { x, y: top - 10, size: 9, font, color: MUTED })
      w.page.drawText(drawable(fact[1], font), { x, y: top - 24, size: 12, font, color: INK })
    }
  }
  w.gap(6)
  if (input.description) {
    w.text(t('pdf.description'), 13)
    w.text(input.description, 10.5, INK, 1.5)
    w.gap(6)
  }
  w.text(input.brokerageLine, 10.5)
  w.text(input.mlNumLine, 9.5, MUTED)

  if (input.signature) {
    const s = input.signature
    w.gap(10)
    const top = w.at(96)
    w.page.drawRectangle({
      x: MARGIN,
      y: top - 92,
      width: w.width,
      height: 92,
      borderColor: brandColour,
      borderWidth: 1.2,
      color: rgb(0.97, 0.99, 0.98),
    })
    let x = MARGIN + 14
    if (s.photoBytes) {
      const photo = await doc.embedPng(s.photoBytes)
      w.page.drawImage(photo, { x, y: top - 78, width: 64, height: 64 })
      x += 78
    }
    w.page.drawText(drawable(s.heading, font), { x, y: top - 22, size: 9, font, color: MUTED })
    w.page.drawText(drawable(s.name, font), { x, y: top - 40, size: 14, font, color: INK })
    w.page.drawText(drawable(s.contactLine, font), { x, y: top - 58, size: 10, font, color: INK })
    w.page.drawText(drawable([s.brokerage, s.practiceName].filter(Boolean).join(' · '), font), {
      x,
      y: top - 74,
      size: 10,
      font,
      color: MUTED,
    })
  }

  w.gap(12)
  w.text(input.generatedLine, 8.5, MUTED)
  w.text(input.disclaimer, 8.5, MUTED)
  return Buffer.from(await doc.save())
}
