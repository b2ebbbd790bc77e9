import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/**
 * A QR code of a text (a link, a WeChat id), drawn in the browser as SVG from the text itself: no network. Until it
 * is drawn, and if it cannot be, an empty box of the same size keeps its place and its name.
 */
export function QrCode({ text, alt, className }: { text: string; alt: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    QRCode.toString(text, { type: 'svg', margin: 1, color: { dark: '#1f2329' } }).then(
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
  }, [text])
  return src ? (
    <img className={className} src={src} alt={alt} />
  ) : (
    <span className={className} role="img" aria-label={alt} />
  )
}
