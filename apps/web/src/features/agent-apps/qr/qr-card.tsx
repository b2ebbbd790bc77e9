import { Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { type BrandedQrInput, drawBrandedQr } from './branded-qr.ts'
import styles from './qr.module.css'

/** A file name for the downloaded code: the app's name in letters and digits, else "maplenest". */
const fileName = (caption: string | null | undefined) =>
  `${(caption ?? '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'maplenest'}-qr.png`

/** What a share sheet shows with the link: a title and a line of text. */
export interface ShareCard {
  title: string
  text: string
}

/**
 * A QR code with the brand, the link it holds (copied with one tap), a button that saves it as a PNG and, given a
 * card and a device that shares, one that opens the device's share sheet with the card and the link.
 */
export function QrCard({ input, label, share }: { input: BrandedQrInput; label: string; share?: ShareCard }) {
  const { t } = useTranslation()
  const [png, setPng] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void drawBrandedQr(input).then((url) => {
      if (live) setPng(url)
    })
    return () => {
      live = false
    }
  }, [input])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(input.url)
      Toast.show({ content: t('ui.qr.copied') })
    } catch {
      Toast.show({ content: t('ui.qr.copyFailed') })
    }
  }
  const canShare = share !== undefined && typeof navigator.share === 'function'
  const openShareSheet = async () => {
    try {
      await navigator.share({ ...share, url: input.url })
    } catch {
      // The person closed the share sheet.
    }
  }
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.code}>{png ? <img src={png} alt={label} /> : <PageLoading />}</div>
      <p className={styles.link}>{input.url}</p>
      <div className={styles.actions}>
        {png ? (
          <a className={styles.primary} href={png} download={fileName(input.caption)}>
            {t('ui.qr.download')}
          </a>
        ) : null}
        <button type="button" className={styles.secondary} onClick={() => void copy()}>
          {t('ui.qr.copy')}
        </button>
        {canShare ? (
          <button type="button" className={styles.secondary} onClick={() => void openShareSheet()}>
            {t('ui.qr.share')}
          </button>
        ) : null}
      </div>
    </section>
  )
}
