import { Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '../../../shared/ui/loading.tsx'
import { type BrandedQrInput, drawBrandedQr } from './branded-qr.ts'
import styles from './qr.module.css'

/** A file name for the downloaded code: the app's name in letters and digits, else "maplenest". */
const fileName = (caption: string | null | undefined) =>
  `${(caption ?? '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'maplenest'}-qr.png`

/** A QR code with the brand, the link it holds (copied with one tap) and a button that saves it as a PNG. */
export function QrCard({ input, label }: { input: BrandedQrInput; label: string }) {
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
      </div>
    </section>
  )
}
