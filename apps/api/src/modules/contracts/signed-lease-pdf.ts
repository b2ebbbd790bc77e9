import {
  type ContractProvince,
  type ContractSignerRole,
  contractTimeZone,
  formatSignedAt,
  type MessageKey,
  translate,
} from '@maplenest/core'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib'
import { cjkFont } from '../shares/listing-pdf.ts'
import { drawable, wrapText } from '../shares/pdf-text.ts'

/** One signature as the signed PDF's last page records it. */
export interface PdfSignature {
  role: ContractSignerRole
  name: string
  email: string | null
  signedAt: Date
  consentWording: string
  consentVersion: string
  /** The signature drawn beside the typed name (PNG), if the signer drew one. */
  drawingPng: Buffer | null
}

export interface SignedLeaseInput {
  original: Buffer
  /** SHA-256 (hex) of the original PDF. */
  documentHash: string
  address: string
  province: ContractProvince
  signatures: readonly PdfSignature[]
  /** When the second side signed: the PDF's creation and modification date, so nothing in it reads the clock. */
  completedAt: Date
}

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 48
const INK = rgb(0.12, 0.14, 0.16)
const MUTED = rgb(0.36, 0.39, 0.44)
const RULE = rgb(0.82, 0.84, 0.86)

/** A label in both languages of the app, English first: the page is one for both sides, whatever they read. */
const both = (key: MessageKey) => `${translate('en-GB', key)} / ${translate('zh-Hans-CN', key)}`

function pageWriter(doc: PDFDocument, font: PDFFont) {
  let page: PDFPage = doc.addPage([A4.width, A4.height])
  let y = A4.height - MARGIN
  const width = A4.width - 2 * MARGIN
  return {
    text(text: string, size: number, colour = INK) {
      for (const line of wrapText(drawable(text, font), font, size, width)) {
        if (y - size * 1.4 < MARGIN) {
          page = doc.addPage([A4.width, A4.height])
          y = A4.height - MARGIN
        }
        page.drawText(line, { x: MARGIN, y: y - size, size, font, color: colour })
        y -= size * 1.4
      }
    },
    gap(h: number) {
      y -= h
    },
    /** A picture at most `maxWidth` × `maxHeight` points, kept in proportion, on the current page. */
    image(picture: PDFImage, maxWidth: number, maxHeight: number) {
      const scale = Math.min(maxWidth / picture.width, maxHeight / picture.height, 1)
      const height = picture.height * scale
      if (y - height < MARGIN) {
        page = doc.addPage([A4.width, A4.height])
        y = A4.height - MARGIN
      }
      page.drawImage(picture, { x: MARGIN, y: y - height, width: picture.width * scale, height })
      y -= height + 4
    },
    rule() {
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.6, color: RULE })
      y -= 10
    },
  }
}

/**
 * The signed lease: the original's pages as they were, then a page that records each signature — the name as typed,
 * the side, the time on the lease city's clock, the verified e-mail, the consent and the drawing if one was drawn —
 * and the SHA-256 of the original.
 * A PDF that pdf-lib cannot open (encrypted, damaged) is kept whole as an attachment of the signature page instead.
 */
export async function buildSignedLeasePdf(input: SignedLeaseInput): Promise<Buffer> {
  let doc: PDFDocument
  try {
    doc = await PDFDocument.load(input.original, { updateMetadata: false })
  } catch {
    doc = await PDFDocument.create({ updateMetadata: false })
    await doc.attach(input.original, 'lease-original.pdf', {
      mimeType: 'application/pdf',
      creationDate: input.completedAt,
      modificationDate: input.completedAt,
    })
  }
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(cjkFont(), { subset: true })
  doc.setProducer('MapleNest')
  doc.setModificationDate(input.completedAt)
  const w = pageWriter(doc, font)
  const zone = contractTimeZone(input.province)
  w.text(both('contract.pdf.title'), 18)
  w.gap(6)
  w.text(translate('en-GB', 'contract.pdf.intro'), 9.5, MUTED)
  w.text(translate('zh-Hans-CN', 'contract.pdf.intro'), 9.5, MUTED)
  w.gap(8)
  w.text(both('contract.pdf.address'), 9, MUTED)
  w.text(input.address, 11)
  w.gap(4)
  w.text(both('contract.pdf.documentHash'), 9, MUTED)
  w.text(input.documentHash, 9)
  w.gap(10)
  for (const s of input.signatures) {
    w.rule()
    const roleKey = `contract.sign.role.${s.role}` as const
    const facts: [string, string][] = [
      [both('contract.pdf.name'), s.name],
      [both('contract.pdf.role'), `${translate('en-GB', roleKey)} / ${translate('zh-Hans-CN', roleKey)}`],
      [both('contract.pdf.time'), `${formatSignedAt(s.signedAt, 'en-GB', input.province)} (${zone})`],
      [both('contract.pdf.email'), s.email ?? '—'],
      [both('contract.pdf.consent'), `“${s.consentWording}” (${s.consentVersion})`],
    ]
    for (const [label, value] of facts) {
      w.text(label, 8.5, MUTED)
      w.text(value, 11)
      w.gap(3)
    }
    if (s.drawingPng) {
      w.text(both('contract.pdf.drawn'), 8.5, MUTED)
      w.image(await doc.embedPng(s.drawingPng), 220, 70)
    }
    w.gap(6)
  }
  // Fixed dates keep the file the same whenever it is made from the same signatures.
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}
