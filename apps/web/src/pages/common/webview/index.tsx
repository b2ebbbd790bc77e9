import { checkRules, type WebViewCheck } from '@maplenest/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PdfBlob } from '../../../features/contracts/index.ts'
import { FilePreview } from '../../../features/files/index.ts'
import { api } from '../../../shared/api/api.ts'
import { EmptyState } from '../../../shared/ui/empty-state.tsx'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { Page } from '../../../shared/ui/page.tsx'
import styles from './webview.module.css'

/** The web view's rule for an address, with the generic checker: a full https URL. */
function isFramableAddress(url: string): boolean {
  return checkRules({ url }, [
    { field: 'url', type: 'url' },
    { field: 'url', type: 'pattern', pattern: /^https:\/\//i },
  ]).ok
}

function WebPage({ url }: { url: string }) {
  const { t } = useTranslation()
  const valid = isFramableAddress(url)
  const check = useQuery({
    queryKey: ['webview', url],
    queryFn: ({ signal }) =>
      api.get<WebViewCheck>('/house/api/common/v1/webview', { query: { url }, toast: false, signal }),
    enabled: valid,
  })
  if (!valid)
    return (
      <EmptyState variant="failed" title={t('ui.webview.invalid.title')} description={t('ui.webview.invalid.text')} />
    )
  if (check.isPending) return <PageLoading />
  const host = new URL(url).host
  if (check.data?.framable) {
    return (
      <iframe
        className={styles.frame}
        src={url}
        title={t('ui.webview.frameTitle', { host })}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    )
  }
  return (
    <div className={styles.outside}>
      <EmptyState title={t('ui.webview.outside.title')} description={t('ui.webview.outside.text', { host })} />
      <a className={styles.open} href={url} target="_blank" rel="noopener noreferrer">
        {t('ui.webview.outside.open', { host })}
      </a>
    </div>
  )
}

/**
 * /pages/common/webview/index (spec misc): `url=` frames an https page whose site is allowed, or says it opens in the
 * browser; `filePath=` (with fileName, fileType) previews a stored file (spec §7 file preview).
 */
export default function WebViewPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const url = params.get('url')
  const filePath = params.get('filePath')
  return (
    <Page title={filePath ? t('ui.preview.title') : t('route.webview')}>
      {filePath ? (
        <FilePreview
          request={{
            filePath,
            fileName: params.get('fileName') ?? undefined,
            fileType: params.get('fileType') ?? undefined,
          }}
          renderPdf={(blob, fileName) => <PdfBlob blob={blob} fileName={fileName} />}
        />
      ) : url ? (
        <WebPage url={url} />
      ) : (
        <EmptyState title={t('ui.webview.invalid.title')} description={t('ui.webview.invalid.text')} />
      )}
    </Page>
  )
}
