import type { Preview } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../shared/api/api.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import { EmptyState } from '../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../shared/ui/loading.tsx'
import { useDownloadGuard } from '../../shared/ui/use-download-guard.ts'
import styles from './file-preview.module.css'

export interface FilePreviewRequest {
  filePath: string
  fileName?: string | undefined
  fileType?: string | undefined
}

/** GET /file/preview (spec §7): how the file is shown; then its bytes from /file/previewFile, with the access token. */
function usePreview(request: FilePreviewRequest) {
  const query = {
    filePath: request.filePath,
    ...(request.fileName ? { fileName: request.fileName } : {}),
    ...(request.fileType ? { fileType: request.fileType } : {}),
    platform: 'h5',
  }
  const preview = useQuery({
    queryKey: ['file-preview', query],
    queryFn: ({ signal }) => api.get<Preview>('/file/preview', { query, toast: false, signal }),
    retry: false,
  })
  const bytes = useQuery({
    queryKey: ['file-preview', 'bytes', preview.data?.url],
    queryFn: ({ signal }) => api.download(preview.data!.url, { toast: false, signal }),
    enabled: Boolean(preview.data),
    staleTime: Number.POSITIVE_INFINITY,
  })
  return { preview, bytes }
}

function useObjectUrl(blob: Blob | undefined, type: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const made = URL.createObjectURL(type ? new Blob([blob], { type }) : blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob, type])
  return url
}

function TextFile({ blob }: { blob: Blob }) {
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    void blob.text().then(setText)
  }, [blob])
  return <pre className={styles.text}>{text ?? ''}</pre>
}

/**
 * A file shown in the app (spec §7 file preview): PDFs drawn in the page (by `renderPdf`), images and text inline,
 * other documents offered for download; "This file type is not supported" for anything else, and nothing the person may not
 * read.
 */
export function FilePreview({
  request,
  renderPdf,
}: {
  request: FilePreviewRequest
  renderPdf: (blob: Blob | undefined, fileName: string) => ReactNode
}) {
  const { t } = useTranslation()
  const guardDownload = useDownloadGuard()
  const { preview, bytes } = usePreview(request)
  const href = useObjectUrl(bytes.data, preview.data?.contentType)

  if (preview.isPending) return <PageLoading />
  if (preview.isError) {
    const error = preview.error
    const message = isApiError(error) && error.kind === 'server' ? error.msg : t('ui.preview.failed')
    return <EmptyState variant="failed" title={t('ui.preview.cannotShow')} description={message} />
  }
  const file = preview.data
  const download = href ? (
    <a className={styles.download} href={href} onClick={guardDownload} download={file.fileName}>
      {t('ui.preview.download')}
    </a>
  ) : null

  return (
    <div className={styles.preview}>
      <p className={styles.name}>{file.fileName}</p>
      {file.mode === 'pdf' ? (
        renderPdf(bytes.data, file.fileName)
      ) : bytes.isPending ? (
        <PageLoading />
      ) : bytes.isError || !bytes.data ? (
        <EmptyState
          variant="failed"
          title={t('ui.preview.failed')}
          action={
            <Button shape="rounded" onClick={() => void bytes.refetch()}>
              {t('ui.preview.retry')}
            </Button>
          }
        />
      ) : file.mode === 'image' ? (
        <>
          {href ? <img className={styles.image} src={href} alt={file.fileName} /> : null}
          {download}
        </>
      ) : file.mode === 'text' ? (
        <>
          <TextFile blob={bytes.data} />
          {download}
        </>
      ) : (
        <div className={styles.downloadOnly}>
          <p>{t('ui.preview.downloadOnly')}</p>
          {download}
        </div>
      )}
    </div>
  )
}
