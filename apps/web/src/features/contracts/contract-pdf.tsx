import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDownloadGuard } from '../../shared/ui/use-download-guard.ts'
import { useContractFile } from './api/get-contract-file.ts'
import styles from './contracts.module.css'
import { type RenderedPage, renderPdf } from './render-pdf.ts'

type Drawn = { state: 'drawing' } | { state: 'drawn'; pages: RenderedPage[] } | { state: 'failed' }

/** One drawn page: its canvas, put in place as pdf.js made it, with its words for screen readers. */
function PdfPage({ page, n, total }: { page: RenderedPage; n: number; total: number }) {
  const { t } = useTranslation()
  const holder = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = holder.current
    if (!el) return
    page.canvas.setAttribute('aria-hidden', 'true')
    el.replaceChildren(page.canvas)
  }, [page])
  return (
    <figure className={styles.pdfPage}>
      <div ref={holder} className={styles.pdfCanvas} />
      <figcaption className={styles.pdfCaption}>{t('contract.detail.page', { n, total })}</figcaption>
      {page.text ? <p className={styles.visuallyHidden}>{page.text}</p> : null}
    </figure>
  )
}

/**
 * The lease PDF in the page: fetched with the access token, drawn with pdf.js onto canvases (a browser's own viewer
 * is not there in every browser, nor in headless ones), with a Download link; when it cannot be drawn, it says so
 * and the link stays.
 */
export function ContractPdf(props: { fileUrl: string; version: string; fileName: string; downloadLabel?: string }) {
  const file = useContractFile(props.fileUrl, props.version)
  return (
    <PdfBlob blob={file.data} fileName={props.fileName} failed={file.isError} downloadLabel={props.downloadLabel} />
  )
}

/** A PDF already fetched (a Blob), drawn page by page with its words for screen readers, and a Download link. */
export function PdfBlob({
  blob,
  fileName,
  failed: fetchFailed = false,
  downloadLabel,
}: {
  blob: Blob | undefined
  fileName: string
  failed?: boolean
  downloadLabel?: string | undefined
}) {
  const { t } = useTranslation()
  const guardDownload = useDownloadGuard()
  const box = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' })
  const [href, setHref] = useState<string | null>(null)

  useEffect(() => {
    if (!blob) return
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
    setHref(url)
    let live = true
    setDrawn({ state: 'drawing' })
    const width = Math.min(box.current?.clientWidth || 343, 800)
    blob
      .arrayBuffer()
      .then((bytes) => renderPdf(bytes, width))
      .then((pages) => live && setDrawn({ state: 'drawn', pages }))
      .catch(() => live && setDrawn({ state: 'failed' }))
    return () => {
      live = false
      URL.revokeObjectURL(url)
    }
  }, [blob])

  const failed = fetchFailed || drawn.state === 'failed'
  return (
    <div ref={box} className={styles.pdf}>
      {failed ? (
        <p role="status" className={styles.pdfNote}>
          {t('contract.detail.pdfFailed')}
        </p>
      ) : drawn.state === 'drawing' ? (
        <p role="status" className={styles.pdfNote}>
          {t('contract.detail.pdfLoading')}
        </p>
      ) : (
        drawn.pages.map((page) => <PdfPage key={page.number} page={page} n={page.number} total={drawn.pages.length} />)
      )}
      {href ? (
        <a className={styles.download} href={href} onClick={guardDownload} download={fileName}>
          {downloadLabel ?? t('contract.detail.download')}
        </a>
      ) : null}
    </div>
  )
}
