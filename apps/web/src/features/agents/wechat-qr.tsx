import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import styles from './agent-detail.module.css'

/** The WeChat QR code of an id, drawn in the browser from the id itself (no network). */
export function WechatQr({ wechatId, alt }: { wechatId: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    QRCode.toString(`weixin://dl/chat?${wechatId}`, { type: 'svg', margin: 1, color: { dark: '#1f2329' } }).then(
      (svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      },
      () => {
        if (live) setSrc(null)
      },
    )
    return () => {
      live = false
    }
  }, [wechatId])
  return src ? (
    <img className={styles.qr} src={src} alt={alt} />
  ) : (
    <span className={styles.qr} role="img" aria-label={alt} />
  )
}
