import { QrCode } from '../../shared/ui/qr-code.tsx'
import styles from './agent-detail.module.css'

/** The WeChat QR code of an id, drawn in the browser from the id itself (no network). */
export function WechatQr({ wechatId, alt }: { wechatId: string; alt: string }) {
  return <QrCode className={styles.qr} text={`weixin://dl/chat?${wechatId}`} alt={alt} />
}
