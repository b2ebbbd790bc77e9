/** One page of a PDF drawn for the screen: the canvas and the page's words (for screen readers and as a fallback). */
export interface RenderedPage {
  /** The page's number, from 1. */
  number: number
  canvas: HTMLCanvasElement
  text: string
}

/**
 * Draws every page of a PDF onto canvases with pdf.js, loaded only when a contract is opened (it is large) and with
 * its worker served as one of the app's own files. Pages are drawn at the width given, sharp on dense screens.
 */
export async function renderPdf(bytes: ArrayBuffer, width: number, maxPages = 20): Promise<RenderedPage[]> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  // No eval (our CSP forbids it) and nothing fetched from elsewhere: the bytes are all pdf.js gets.
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise
  try {
    const pages: RenderedPage[] = []
    const ratio = Math.min(globalThis.devicePixelRatio || 1, 3)
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n)
      const base = page.getViewport({ scale: 1 })
      const viewport = page.getViewport({ scale: (width / base.width) * ratio })
      const canvas = document.createElement('canvas')
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.style.width = '100%'
      canvas.style.height = 'auto'
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2D canvas')
      await page.render({ canvas, canvasContext: context, viewport }).promise
      const content = await page.getTextContent()
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .trim()
      pages.push({ number: n, canvas, text })
    }
    return pages
  } finally {
    void doc.destroy()
  }
}
