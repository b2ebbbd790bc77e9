import { type Locale, translator } from '@maplenest/core'
import { buildListingPdf, type ListingPdfInput } from './listing-pdf.ts'

/** One listing PDF to draw: what it shows, and the language of the words the drawing adds itself. */
export interface PdfTask {
  input: ListingPdfInput
  locale: Locale
}

/**
 * Draws a listing PDF on a worker thread (decision 0098): laying out and subsetting the font takes half a second
 * to a second and a half of CPU, which on the main thread would hold up every other request.
 */
export default async function drawListingPdf({ input, locale }: PdfTask): Promise<Uint8Array> {
  return buildListingPdf(input, translator(locale))
}
